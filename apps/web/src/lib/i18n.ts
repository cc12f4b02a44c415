import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@kataar/shared/language';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { SHELL_NAMESPACES } from './screen-words';

/**
 * The web app's translations: one JSON file per feature ("namespace") and language under
 * src/locales. Each file is its own chunk, fetched when a screen that uses it renders in the
 * active language, so a visitor downloads only the language they read. There is no fallback
 * language: a key missing in Hindi would download English too, and the locale test keeps the two
 * files of every namespace in step instead.
 */
export const i18n = i18next.createInstance();

i18n
  .use(resourcesToBackend((language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`)))
  .use(initReactI18next);

/** A lazy screen's code and its words, fetched side by side rather than one after the other. */
export function withWords<T>(namespaces: readonly string[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), i18n.loadNamespaces([...namespaces])]).then(([module]) => module);
}

export function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<unknown> {
  return i18n.init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    load: 'currentOnly',
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    // React escapes what it renders; escaping here too would show '&amp;' for '&'.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
}
