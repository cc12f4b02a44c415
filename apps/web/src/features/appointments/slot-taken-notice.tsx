import { APPOINTMENT_MESSAGES as M, type CustomerAppointment, type Slot } from '@kataar/shared/appointments';
import { AlertTriangle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useLocalizeMessage } from '../../lib/localize-message';
import { rememberBookingIntent } from './booking-intent';
import { formatDate, formatTime, indiaToday } from './format';
import { RefundLine } from './refund-line';

/**
 * A booking whose payment came after its hold ended, for a slot others booked meanwhile: what
 * happened, where the money is, and the nearest free times, each opening the booking at that time.
 */
export function SlotTakenNotice({ appointment }: { appointment: CustomerAppointment }) {
  const tm = useLocalizeMessage();
  const navigate = useNavigate();
  const { username } = appointment.provider;
  const free = appointment.free_slots ?? [];
  // Times on the lost slot's own day read as times alone; others carry their date.
  const day = indiaToday(new Date(appointment.start));
  const book = (slot: Slot) => {
    rememberBookingIntent(username, { start: slot.start });
    void navigate(paths.profile(username));
  };
  return (
    <div className="mt-3 rounded-xl bg-orange-50 p-3 text-sm text-orange-950 ring-1 ring-orange-200">
      <p className="flex gap-2 font-medium">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {tm(M.slotTakenExplained)}
      </p>
      <RefundLine refund={appointment.refund} payment={appointment.payment} className="mt-2 font-semibold" />
      <p className="mt-3 font-semibold text-slate-900">{tm(M.freeTimesNearby)}</p>
      {free.length === 0 ? (
        <p className="mt-1 text-slate-700">{tm(M.noFreeTimesNearby)}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {free.map((slot) => (
            <li key={slot.start}>
              <button
                type="button"
                onClick={() => book(slot)}
                className="min-h-11 rounded-full bg-white px-3.5 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {indiaToday(new Date(slot.start)) === day
                  ? formatTime(slot.start)
                  : `${formatDate(slot.start)} · ${formatTime(slot.start)}`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
