import { APPOINTMENT_MESSAGES as M } from '@kataar/shared/appointment-rules';
import { ChevronLeft, ChevronRight, Settings } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/button';
import { CONTROL, EDITABLE } from '../../components/form-field';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { addDays, istToday } from '../../lib/ist-time';
import { longDate } from './format';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAppointmentSettings } from '../../lib/appointment-settings';
import { useAppointmentDay } from './api/get-day';
import { DaySlots } from './day-slots';
import { useAppointmentsLive } from './use-appointments-live';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useTranslation } from 'react-i18next';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** How often "now" moves on, so No-show appears once a slot has started. */
const CLOCK_TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** /provider/appointments: one day's bookings for the desk, live; the date lives in the URL (?date=). */
export function AppointmentsPage() {
  const tm = useLocalizeMessage();
  const { t } = useTranslation('provider-appointments');
  useDocumentTitle(tm(M.dayViewTitle));
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = DATE_PATTERN.test(asked) ? asked : istToday();
  const setDate = (next: string) => setParams(next === istToday() ? {} : { date: next }, { replace: true });
  const { live } = useAppointmentsLive();
  const day = useAppointmentDay(date, live);
  // Only the owner and managers may read the settings; for a receptionist the link stays hidden.
  const settings = useAppointmentSettings();
  const now = useNow();
  const isToday = date === istToday();

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{tm(M.dayViewTitle)}</h1>
        {settings.isSuccess && (
          <Link to={paths.providerAppointmentSettings()} className={buttonClasses('secondary', 'sm')}>
            <Settings aria-hidden="true" className="size-4" />
            {tm(M.settingsLink)}
          </Link>
        )}
      </div>

      <div className="mt-4 flex items-center gap-2">
        <Button
          variant="ghost"
          className="size-11 shrink-0 !px-0"
          aria-label={tm(M.previousDay)}
          onClick={() => setDate(addDays(date, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <label className="min-w-0 flex-1">
          <span className="sr-only">{tm(M.dayLabel)}</span>
          <input
            type="date"
            value={date}
            onChange={(event) => DATE_PATTERN.test(event.target.value) && setDate(event.target.value)}
            className={`${CONTROL} ${EDITABLE} text-center font-semibold`}
          />
        </label>
        <Button
          variant="ghost"
          className="size-11 shrink-0 !px-0"
          aria-label={tm(M.nextDay)}
          onClick={() => setDate(addDays(date, 1))}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
        {!isToday && (
          <Button variant="secondary" size="sm" className="shrink-0" onClick={() => setDate(istToday())}>
            {tm(M.today)}
          </Button>
        )}
      </div>
      <p className="mt-2 text-sm font-medium text-slate-600" aria-live="polite">
        {longDate(date)}
      </p>

      {day.data ? (
        <DaySlots day={day.data} now={now} />
      ) : day.isError ? (
        <LoadError error={day.error} onRetry={() => void day.refetch()} />
      ) : (
        <Spinner label={t('loading')} className="min-h-[30vh]" />
      )}
    </section>
  );
}
