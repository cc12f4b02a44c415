import type { PublicDesk } from '@kataar/shared/desk-line';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../lib/language';

interface DeskPickerProps {
  desks: readonly PublicDesk[];
  deskId: number | undefined;
  onPick: (id: number) => void;
}

/**
 * One desk at a time, for a provider with several: its waiting list, POP and Called list. A row of
 * segments (wrapping to a second row on a phone rather than hiding a desk off screen), each with
 * its line's length so the desk sees where people pile up.
 */
export function DeskPicker({ desks, deskId, onPick }: DeskPickerProps) {
  const { t } = useTranslation('dashboard');
  return (
    <fieldset className="-mx-1 mb-4 min-w-0">
      <legend className="sr-only">{t('desks.picker')}</legend>
      <div className="flex flex-wrap gap-1 rounded-2xl bg-slate-100 p-1">
        {desks.map((desk) => (
          <label
            key={desk.id}
            className="flex min-h-11 min-w-0 flex-1 basis-36 cursor-pointer items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold text-slate-600 transition has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-500 hover:text-slate-900"
          >
            <input
              type="radio"
              name="dashboard-desk"
              value={desk.id}
              checked={desk.id === deskId}
              onChange={() => onPick(desk.id)}
              className="sr-only"
            />
            <span className="min-w-0 py-1 text-center leading-tight [overflow-wrap:anywhere]">{desk.name}</span>
            <span
              aria-hidden="true"
              className="rounded-full bg-slate-200/80 px-2 py-0.5 text-xs text-slate-700 tabular-nums"
            >
              {desk.waiting.toLocaleString(intlLocale())}
            </span>
            <span className="sr-only">{`, ${t('desks.waiting', { count: desk.waiting })}`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
