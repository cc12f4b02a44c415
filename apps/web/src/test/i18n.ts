import type { Language } from '@kataar/shared/language';
import { i18n } from '../lib/i18n';
import { setLanguage } from '../lib/language';

type Locale = Record<string, unknown>;
const files = import.meta.glob<Locale>('../locales/*/*.json', { eager: true, import: 'default' });

/** Every namespace of a language, keyed as i18next wants them, read from the locale files. */
function bundles(language: Language): Record<string, Locale> {
  const prefix = `../locales/${language}/`;
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, locale]) => [path.slice(prefix.length, -'.json'.length), locale]),
  );
}

/**
 * Component tests render synchronously in English, with every namespace already in memory (no
 * chunk to fetch, no Suspense), as the page does once its words have loaded.
 */
export async function initTestI18n(): Promise<void> {
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: bundles('en'), hi: bundles('hi') },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

/** Renders what follows in Hindi (a test of the Hindi screens); the setup switches back after each test. */
export async function useHindi(): Promise<void> {
  await setLanguage('hi');
}
