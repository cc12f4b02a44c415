import { ONBOARDING_STEPS } from '@kataar/shared/application';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '../../lib/localize-message';

/** The progress indicator with the five step names (spec "Onboarding wizard"). */
export function StepIndicator({ current }: { current: number }) {
  const { t } = useTranslation('onboarding');
  const tm = useLocalizeMessage();
  return (
    <ol aria-label={t('progress')} className="grid grid-cols-5 sm:gap-2">
      {ONBOARDING_STEPS.map((name, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={name}
            aria-current={active ? 'step' : undefined}
            className="relative flex flex-col items-center text-center"
          >
            {/* The line to the previous step, drawn behind the circles. */}
            {index > 0 && (
              <span
                aria-hidden="true"
                className={`absolute top-4 right-1/2 h-0.5 w-full ${index <= current ? 'bg-brand-500' : 'bg-slate-200'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 flex size-8 items-center justify-center rounded-full text-sm font-bold ring-4 ring-white transition-colors ${
                done
                  ? 'bg-brand-600 text-white'
                  : active
                    ? 'bg-brand-600 text-white shadow-md shadow-brand-600/30'
                    : 'bg-slate-200 text-slate-600'
              }`}
            >
              {done ? <Check className="size-4" strokeWidth={3} /> : index + 1}
            </span>
            <span
              // Five names do not fit side by side on a phone (they ran into each other): there the
              // circles stand alone and the step's name is the heading below; screen readers hear all.
              // A normal line height and a little more room under the circle's white ring keep the
              // Devanagari vowel signs above the line from being cut off.
              className={`sr-only mt-2.5 px-0.5 text-xs leading-normal font-semibold break-words hyphens-auto sm:not-sr-only ${
                active ? 'text-brand-800' : done ? 'text-slate-700' : 'text-slate-500'
              }`}
            >
              <span className="sr-only">{t('stepNumber', { step: index + 1 })}</span>
              {tm(name)}
              {done && <span className="sr-only">{t('completed')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
