import { LANGUAGE_MARKS, LANGUAGE_NAMES, LANGUAGES, type Language } from '@kataar/shared/language';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { setLanguage, useLanguage } from '../lib/language';
import { getSession } from '../lib/session';

/** Switches language and, signed in, keeps the choice on the account for the person's other devices. */
export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  if (getSession().user) await api.patch('/auth/me/', { language }, { promptLogin: false }).catch(() => undefined);
}

const other = (language: Language): Language => (language === 'en' ? 'hi' : 'en');

/**
 * The header's switch: one button naming the other language in its own script. Up to very wide
 * screens it shows a single letter of it ('अ' / 'A'), the common sign for a language switch: the
 * row also holds the search box, whose whole hint must fit.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const language = useLanguage();
  const next = other(language);
  return (
    <button
      type="button"
      lang={next === 'hi' ? 'hi' : 'en'}
      onClick={() => void chooseLanguage(next)}
      aria-label={t('language.switchTo', { language: LANGUAGE_NAMES[next] })}
      className="inline-flex h-9 min-w-8 items-center justify-center rounded-full px-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 sm:px-2"
    >
      <span aria-hidden="true" className="font-switch 2xl:hidden">
        {LANGUAGE_MARKS[next]}
      </span>
      <span aria-hidden="true" className="hidden font-switch 2xl:inline">
        {LANGUAGE_NAMES[next]}
      </span>
    </button>
  );
}

/** The side menu's and footer's switch: both languages, the active one marked ("English / हिन्दी"). */
export function LanguageChoice({ className = '', onDark = false }: { className?: string; onDark?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className={`inline-flex items-center gap-1 ${className}`}>
      {LANGUAGES.map((option, i) => (
        <span key={option} className="inline-flex items-center gap-1">
          {i > 0 && <span aria-hidden="true">/</span>}
          <button
            type="button"
            lang={option}
            aria-pressed={option === language}
            onClick={() => void chooseLanguage(option)}
            className={`rounded px-1.5 py-0.5 text-sm ${option === 'hi' ? 'font-switch' : ''} ${
              option === language
                ? `font-semibold underline underline-offset-4 ${onDark ? 'text-white' : 'text-brand-700'}`
                : 'hover:underline'
            }`}
          >
            {LANGUAGE_NAMES[option]}
          </button>
        </span>
      ))}
    </div>
  );
}
