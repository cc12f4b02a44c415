import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@kataar/shared/language';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../components/language-switch';
import { useLanguage } from '../../lib/language';

/** English or Hindi as two segments, each language named in its own script; the choice is kept on the account. */
export function LanguageChoiceField() {
  const { t } = useTranslation('account');
  const active = useLanguage();
  // The segment moves at the tap; the words follow once the language's words and font are in.
  const [asked, setAsked] = useState<Language | null>(null);
  const language = asked ?? active;
  const labelId = useId();
  const choose = (option: Language) => {
    setAsked(option);
    void chooseLanguage(option).finally(() => setAsked(null));
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p id={labelId} className="text-sm font-semibold text-slate-800">
        {t('preferences.language')}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="inline-flex rounded-full bg-slate-100 p-1">
        {LANGUAGES.map((option) => (
          <label
            key={option}
            lang={option}
            className={`cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
              option === 'hi' ? 'font-switch' : ''
            } ${option === language ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            <input
              type="radio"
              name={labelId}
              value={option}
              checked={option === language}
              onChange={() => choose(option)}
              className="sr-only"
            />
            {LANGUAGE_NAMES[option]}
          </label>
        ))}
      </div>
    </div>
  );
}
