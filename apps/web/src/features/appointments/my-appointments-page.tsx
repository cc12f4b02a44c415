import { APPOINTMENT_MESSAGES, type CustomerAppointment } from '@kataar/shared/appointments';
import { CalendarDays } from 'lucide-react';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMyAppointments } from './api/my-appointments';
import { AppointmentCard } from './appointment-card';
import { useNow } from './use-now';
import { useLocalizeMessage } from '../../lib/localize-message';

const latestFirst = (a: CustomerAppointment, b: CustomerAppointment) => Date.parse(b.start) - Date.parse(a.start);

/**
 * Upcoming: not over and still on (soonest first). Past: over, or missed (latest first). Cancelled:
 * neither coming nor over, whenever its slot (latest first), so one cancelled for later today is
 * not filed among the visits that happened.
 */
export function splitAppointments(list: CustomerAppointment[], now: number) {
  const cancelled = list.filter((a) => a.status === 'cancelled').sort(latestFirst);
  const kept = list.filter((a) => a.status !== 'cancelled');
  const upcoming = kept
    .filter((a) => a.status !== 'no_show' && Date.parse(a.end) > now)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const past = kept.filter((a) => !upcoming.includes(a)).sort(latestFirst);
  return { upcoming, past, cancelled };
}

/** The user menu's "My appointments": upcoming, past and cancelled bookings, each with what its status allows. */
export function MyAppointmentsPage() {
  const tm = useLocalizeMessage();
  useDocumentTitle(tm(APPOINTMENT_MESSAGES.myAppointments));
  const userId = useSession().user?.id ?? '';
  const mine = useMyAppointments(userId);

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">
        {tm(APPOINTMENT_MESSAGES.myAppointments)}
      </h1>
      {mine.isPending ? (
        <Spinner className="min-h-[40vh]" />
      ) : mine.isError ? (
        <div role="alert" className="mt-10 text-center text-slate-600">
          <p>{tm(APPOINTMENT_MESSAGES.loadMineFailed)}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void mine.refetch()}>
            {tm(APPOINTMENT_MESSAGES.tryAgain)}
          </Button>
        </div>
      ) : mine.data.length === 0 ? (
        <div className="mt-10 flex flex-col items-center text-center">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <CalendarDays aria-hidden="true" className="size-8" />
          </span>
          <p className="mt-4 font-semibold text-slate-900">{tm(APPOINTMENT_MESSAGES.noAppointments)}</p>
          <p className="mt-1 text-sm text-slate-600">{tm(APPOINTMENT_MESSAGES.bookAnother)}</p>
        </div>
      ) : (
        <Sections list={mine.data} />
      )}
    </div>
  );
}

function Sections({ list }: { list: CustomerAppointment[] }) {
  const tm = useLocalizeMessage();
  const { upcoming, past, cancelled } = splitAppointments(list, useNow(60_000));
  return (
    <>
      <Section id="appointments-upcoming" title={tm(APPOINTMENT_MESSAGES.upcoming)} list={upcoming} upcoming />
      <Section id="appointments-past" title={tm(APPOINTMENT_MESSAGES.past)} list={past} upcoming={false} />
      <Section
        id="appointments-cancelled"
        title={tm(APPOINTMENT_MESSAGES.cancelledGroup)}
        list={cancelled}
        upcoming={false}
      />
    </>
  );
}

function Section({
  id,
  title,
  list,
  upcoming,
}: {
  id: string;
  title: string;
  list: CustomerAppointment[];
  upcoming: boolean;
}) {
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8 first-of-type:mt-6">
      <h2 id={id} className="text-sm font-bold tracking-wide text-slate-500 uppercase">
        {title}
      </h2>
      <ul className="mt-3 space-y-3">
        {list.map((a) => (
          <AppointmentCard key={a.id} appointment={a} upcoming={upcoming} />
        ))}
      </ul>
    </section>
  );
}
