import { APPOINTMENT_MESSAGES as M, DAYS_OFF_MAX } from '@kataar/shared/appointment-rules';
import { CalendarX, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { CONTROL, EDITABLE } from '../../components/form-field';
import { istToday } from '../../lib/ist-time';
import { longDate } from './format';
import { useLocalizeMessage } from '../../lib/localize-message';

interface DaysOffEditorProps {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Holidays and leave: pick a date and add it; the list stays sorted and without repeats. */
export function DaysOffEditor({ value, onChange, error, disabled }: DaysOffEditorProps) {
  const tm = useLocalizeMessage();
  const [picked, setPicked] = useState('');
  const add = () => {
    if (!picked) return;
    onChange([...new Set([...value, picked])].sort());
    setPicked('');
  };

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="min-w-0 flex-1 sm:max-w-56">
          <span className="sr-only">{tm(M.daysOff)}</span>
          <input
            type="date"
            min={istToday()}
            value={picked}
            disabled={disabled}
            onChange={(event) => setPicked(event.target.value)}
            className={`${CONTROL} ${EDITABLE}`}
          />
        </label>
        <Button variant="secondary" disabled={disabled || !picked || value.length >= DAYS_OFF_MAX} onClick={add}>
          <CalendarX aria-hidden="true" className="size-4" />
          {tm(M.addDayOff)}
        </Button>
      </div>
      {value.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{tm(M.noDaysOff)}</p>
      ) : (
        <ul aria-label={tm(M.daysOff)} className="mt-3 flex flex-wrap gap-2">
          {value.map((date) => (
            <li
              key={date}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm font-medium text-slate-800"
            >
              {longDate(date)}
              <button
                type="button"
                disabled={disabled}
                aria-label={tm(M.removeDayOff(longDate(date)))}
                onClick={() => onChange(value.filter((d) => d !== date))}
                className="inline-flex size-8 items-center justify-center rounded-full text-slate-500 hover:bg-rose-50 hover:text-rose-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="mt-1.5 text-sm font-medium text-rose-600">{error}</p>}
    </div>
  );
}
