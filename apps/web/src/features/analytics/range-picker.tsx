import { addDays, ANALYTICS_MAX_RANGE_DAYS } from '@kataar/shared/analytics';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useLocalizeMessage } from '../../lib/localize-message';
import { presetRange, RANGE_PRESETS, validateCustomRange, type RangePreset, type SelectedRange } from './date-range';

interface RangePickerProps {
  value: SelectedRange;
  /** Today in India (YYYY-MM-DD). */
  today: string;
  onChange: (range: SelectedRange) => void;
}

const pill =
  'flex h-9 cursor-pointer items-center justify-center rounded-full px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 ' +
  'transition-colors select-none hover:bg-slate-100 has-checked:bg-brand-700 has-checked:text-white has-checked:ring-brand-700 ' +
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';

/** The presets, then a custom period; each is named by the locale key `range.<choice>`. */
const CHOICES: RangePreset[] = [...RANGE_PRESETS.map((p) => p.value), 'custom'];

/** Today / last 7 days / last 30 days, or a custom from–to applied with a button. */
export function RangePicker({ value, today, onChange }: RangePickerProps) {
  const name = useId();
  const { t } = useTranslation('analytics');
  const [choice, setChoice] = useState<RangePreset>(value.preset);

  const pick = (preset: RangePreset) => {
    setChoice(preset);
    if (preset !== 'custom') onChange({ preset, ...presetRange(preset, today) });
  };

  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="sr-only">{t('range.legend')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {CHOICES.map((value) => (
            <label key={value} className={pill}>
              <input
                type="radio"
                name={name}
                value={value}
                checked={choice === value}
                onChange={() => pick(value)}
                className="sr-only"
              />
              {t(`range.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'custom' && (
        <CustomRangeForm
          initial={value}
          today={today}
          onApply={(from, to) => onChange({ preset: 'custom', from, to })}
        />
      )}
    </div>
  );
}

interface CustomRangeFormProps {
  initial: SelectedRange;
  today: string;
  onApply: (from: string, to: string) => void;
}

function CustomRangeForm({ initial, today, onApply }: CustomRangeFormProps) {
  const id = useId();
  const { t } = useTranslation('analytics');
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const tm = useLocalizeMessage();
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const earliest = addDays(today, -(ANALYTICS_MAX_RANGE_DAYS - 1));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCustomRange(from, to);
    setErrors(found);
    if (!found.from && !found.to) onApply(from, to);
  };

  const field = (key: 'from' | 'to', label: string, current: string, set: (v: string) => void) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="date"
        value={current}
        min={earliest}
        max={today}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        className="h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-rose-500"
      />
      {errors[key] && (
        <p id={`${id}-${key}-error`} className="text-sm text-rose-700">
          {tm(errors[key])}
        </p>
      )}
    </div>
  );

  const fromField = field('from', t('range.from'), from, setFrom);
  const toField = field('to', t('range.to'), to, setTo);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('range.customLabel')}
      className="flex flex-wrap items-start gap-3 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      {fromField}
      {toField}
      <Button type="submit" size="sm" className="mt-7">
        {t('range.apply')}
      </Button>
    </form>
  );
}
