import {
  APPOINTMENT_MESSAGES as M,
  INTERVALS_PER_DAY_MAX,
  WEEKDAYS,
  WEEKDAY_LABELS,
  type Weekday,
  type WeeklyHours,
} from '@kataar/shared/appointments';
import { Copy, Plus, X } from 'lucide-react';
import { Button } from '../../components/button';
import { CONTROL, EDITABLE } from '../../components/form-field';
import { useLocalizeMessage } from '../../lib/localize-message';

type Interval = [string, string];

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** Latest start a new interval may take: an hour before midnight. */
const LAST_START = 23 * 60;

/** A new interval: morning hours on an empty day, else the three hours after the day's last interval. */
const nextInterval = (intervals: Interval[]): Interval | null => {
  const last = intervals.at(-1);
  if (!last) return ['10:00', '13:00'];
  const from = toMinutes(last[1]) + 60;
  if (from > LAST_START) return null;
  return [toClock(from), toClock(Math.min(from + 180, 23 * 60 + 59))];
};

interface WeeklyHoursEditorProps {
  value: WeeklyHours;
  onChange: (next: WeeklyHours) => void;
  /** Messages per weekday (bad time, overlap, order). */
  errors: Partial<Record<Weekday, string[]>>;
  disabled?: boolean;
}

/** Opening intervals per weekday; each day stacks on a phone and sits in a row from `sm`. */
export function WeeklyHoursEditor({ value, onChange, errors, disabled }: WeeklyHoursEditorProps) {
  const tm = useLocalizeMessage();
  const setDay = (day: Weekday, intervals: Interval[]) => onChange({ ...value, [day]: intervals });
  /** The start (0) or end (1) of one interval of a day. */
  const timeInput = (day: Weekday, intervals: Interval[], index: number, end: 0 | 1) => (
    <input
      type="time"
      step={300}
      aria-label={`${tm(WEEKDAY_LABELS[day])} ${end ? tm(M.intervalTo) : tm(M.intervalFrom)} ${index + 1}`}
      value={intervals[index]![end]}
      disabled={disabled}
      onChange={(event) =>
        setDay(
          day,
          intervals.map((iv, i): Interval => {
            if (i !== index) return iv;
            return end ? [iv[0], event.target.value] : [event.target.value, iv[1]];
          }),
        )
      }
      className={`${CONTROL} ${EDITABLE} min-w-0 flex-1 tabular-nums`}
    />
  );

  return (
    <ul className="divide-y divide-slate-100">
      {WEEKDAYS.map((day) => {
        const intervals = value[day];
        const label = tm(WEEKDAY_LABELS[day]);
        const next = nextInterval(intervals);
        const dayErrors = errors[day] ?? [];
        return (
          <li key={day} className="py-3 sm:grid sm:grid-cols-[7.5rem_1fr] sm:gap-4">
            <p id={`hours-${day}`} className="pt-2 font-semibold text-slate-800">
              {label}
            </p>
            <div role="group" aria-labelledby={`hours-${day}`} className="mt-1 sm:mt-0">
              {intervals.length === 0 && <p className="py-2 text-sm text-slate-500">{tm(M.closedDay)}</p>}
              <ul className="grid gap-2">
                {intervals.map(([from, to], index) => (
                  <li key={index} className="flex items-center gap-2">
                    {timeInput(day, intervals, index, 0)}
                    <span aria-hidden="true" className="text-slate-400">
                      –
                    </span>
                    {timeInput(day, intervals, index, 1)}
                    <button
                      type="button"
                      disabled={disabled}
                      aria-label={`${tm(M.removeInterval)}: ${label} ${from}–${to}`}
                      title={tm(M.removeInterval)}
                      onClick={() =>
                        setDay(
                          day,
                          intervals.filter((_, i) => i !== index),
                        )
                      }
                      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-rose-50 hover:text-rose-700"
                    >
                      <X aria-hidden="true" className="size-5" />
                    </button>
                  </li>
                ))}
              </ul>
              {dayErrors.map((message) => (
                <p key={message} className="mt-1.5 text-sm font-medium text-rose-600">
                  {message}
                </p>
              ))}
              <div className="mt-2 flex flex-wrap gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  className="!px-2.5"
                  disabled={disabled || !next || intervals.length >= INTERVALS_PER_DAY_MAX}
                  aria-label={`${tm(M.addInterval)}: ${label}`}
                  onClick={() => next && setDay(day, [...intervals, next])}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {tm(M.addInterval)}
                </Button>
                {intervals.length > 0 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="!px-2.5"
                    disabled={disabled}
                    aria-label={`${tm(M.copyToAll)}: ${label}`}
                    onClick={() =>
                      onChange(
                        Object.fromEntries(WEEKDAYS.map((d) => [d, intervals.map((iv) => [...iv])])) as WeeklyHours,
                      )
                    }
                  >
                    <Copy aria-hidden="true" className="size-4" />
                    {tm(M.copyToAll)}
                  </Button>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
