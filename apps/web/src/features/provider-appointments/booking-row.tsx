import { PHONE_PREFIX } from '@kataar/shared/phone';
import { APPOINTMENT_MESSAGES as M, STATUS_LABELS, type ProviderAppointment } from '@kataar/shared/appointments';
import { GENDER_LABELS } from '@kataar/shared/queue';
import { AlertTriangle, Phone } from 'lucide-react';
import { Button } from '../../components/button';
import type { AppointmentAction } from './api/appointment-action';
import { allowedActions, paymentState, refundState } from './booking-state';
import { useLocalizeMessage } from '../../lib/localize-message';

const STATUS_STYLES: Record<ProviderAppointment['status'], string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900',
  payment_pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-brand-50 text-brand-800',
  checked_in: 'bg-emerald-100 text-emerald-900',
  no_show: 'bg-slate-200 text-slate-700',
  cancelled: 'bg-rose-100 text-rose-800',
  slot_taken: 'bg-orange-100 text-orange-900',
};

interface BookingRowProps {
  booking: ProviderAppointment;
  now: number;
  busy: boolean;
  onAction: (action: AppointmentAction) => void;
  onCancel: () => void;
}

/** One booking in the day view: who, how to reach them, where it stands, and what the desk can do. */
export function BookingRow({ booking, now, busy, onAction, onCancel }: BookingRowProps) {
  const tm = useLocalizeMessage();
  const can = allowedActions(booking, now);
  const ended = booking.status === 'cancelled' || booking.status === 'no_show';
  return (
    <li
      aria-label={booking.consumer_name}
      className={`rounded-2xl p-3 ring-1 sm:p-4 ${booking.outside_hours ? 'bg-amber-50/60 ring-amber-200' : 'bg-white ring-slate-200'}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p
          className={`min-w-0 flex-1 font-semibold break-words ${ended ? 'text-slate-500 line-through' : 'text-slate-900'}`}
        >
          {booking.consumer_name}
        </p>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLES[booking.status]}`}>
          {tm(STATUS_LABELS[booking.status])}
        </span>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <a
          href={`tel:${PHONE_PREFIX}${booking.consumer_contact}`}
          className="inline-flex min-h-9 items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          <Phone aria-hidden="true" className="size-3.5" />
          {PHONE_PREFIX} {booking.consumer_contact}
        </a>
        <span>
          {booking.consumer_age} · {tm(GENDER_LABELS[booking.consumer_gender])}
        </span>
        <span className="font-medium text-slate-700">{tm(paymentState(booking))}</span>
      </p>
      {booking.refund && (
        <p
          className={`mt-2 inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${booking.refund.state === 'by_hand' ? 'bg-rose-100 text-rose-800' : 'bg-slate-100 text-slate-700'}`}
        >
          {tm(refundState(booking.refund))}
        </p>
      )}
      {booking.outside_hours && (
        <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900">
          <AlertTriangle aria-hidden="true" className="size-3.5" />
          {tm(M.outsideHours)}
        </p>
      )}
      {booking.cancel_reason && <p className="mt-1 text-sm text-slate-500 italic">{booking.cancel_reason}</p>}
      {(can.checkIn || can.noShow || can.confirmPayment || can.cancel || can.refunded) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {can.refunded && (
            <Button size="sm" disabled={busy} onClick={() => onAction({ kind: 'refunded' })}>
              {tm(M.markRefunded)}
            </Button>
          )}
          {can.confirmPayment && (
            <Button size="sm" disabled={busy} onClick={() => onAction({ kind: 'confirm-payment' })}>
              {tm(M.confirmPayment)}
            </Button>
          )}
          {can.checkIn && (
            <Button size="sm" disabled={busy} onClick={() => onAction({ kind: 'check-in' })}>
              {tm(M.checkInButton)}
            </Button>
          )}
          {can.noShow && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAction({ kind: 'no-show' })}>
              {tm(M.markNoShow)}
            </Button>
          )}
          {can.cancel && (
            <Button
              size="sm"
              variant="ghost"
              className="!text-rose-700 hover:!bg-rose-50"
              disabled={busy}
              onClick={onCancel}
            >
              {tm(M.cancelButton)}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
