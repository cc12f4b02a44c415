import {
  APPOINTMENT_MESSAGES,
  STATUS_LABELS,
  bookingReferenceLabel,
  cancelConfirmMessage,
  type AppointmentStatus,
  type CustomerAppointment,
} from '@kataar/shared/appointments';
import { CalendarClock, MapPin, Wallet, XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useCancelAppointment } from './api/appointment-actions';
import { CalendarButton } from './calendar-button';
import { formatDate, formatTime, formatWhen, mapUrl, formatMoney } from './format';
import { PayModal } from './pay-modal';
import { RefundLine } from './refund-line';
import { RescheduleModal } from './reschedule-modal';
import { SlotTakenNotice } from './slot-taken-notice';
import { useLocalizeMessage } from '../../lib/localize-message';

const STATUS_STYLES: Record<AppointmentStatus, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900',
  payment_pending: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  confirmed: 'bg-emerald-100 text-emerald-800',
  checked_in: 'bg-brand-100 text-brand-800',
  no_show: 'bg-slate-200 text-slate-700',
  cancelled: 'bg-rose-50 text-rose-700',
  slot_taken: 'bg-orange-100 text-orange-900',
};

/** One booking in My appointments, with what its status allows: pay, reschedule, cancel, add to calendar. */
export function AppointmentCard({ appointment, upcoming }: { appointment: CustomerAppointment; upcoming: boolean }) {
  const tm = useLocalizeMessage();
  const { provider, status } = appointment;
  const cancel = useCancelAppointment();
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | 'pay' | null>(null);
  const active = status !== 'cancelled' && status !== 'no_show' && status !== 'slot_taken';
  const onCancel = () => {
    setDialog(null);
    cancel.mutate(appointment.id, {
      onSuccess: () => toast.success(tm(APPOINTMENT_MESSAGES.cancelled)),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      {/* A long status (“Payment received, slot taken”) goes under the name rather than cutting it. */}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-48">
          <Link
            to={paths.profile(provider.username)}
            className="block text-base font-bold [overflow-wrap:anywhere] text-slate-900 hover:text-brand-700"
          >
            {provider.business_name}
          </Link>
          <p className="mt-0.5 text-sm font-semibold text-slate-700">
            {formatDate(appointment.start)} · {formatTime(appointment.start)}
          </p>
        </div>
        <span className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLES[status]}`}>
          {tm(STATUS_LABELS[status])}
        </span>
      </div>
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-500">
        <span>{tm(bookingReferenceLabel(appointment.reference))}</span>
        {appointment.amount > 0 && <span>{formatMoney(appointment.amount)}</span>}
      </p>
      {status === 'slot_taken' && upcoming ? (
        <SlotTakenNotice appointment={appointment} />
      ) : (
        <RefundLine
          refund={appointment.refund}
          payment={appointment.payment}
          className="mt-1 text-sm font-semibold text-orange-900"
        />
      )}
      {upcoming && active && (
        <>
          <div className="mt-4 flex flex-wrap gap-2">
            {status === 'awaiting_payment' && (
              <Button size="sm" onClick={() => setDialog('pay')}>
                <Wallet aria-hidden="true" className="size-4" />
                {tm(APPOINTMENT_MESSAGES.payNow)}
              </Button>
            )}
            {appointment.can_reschedule && (
              <Button variant="secondary" size="sm" onClick={() => setDialog('reschedule')}>
                <CalendarClock aria-hidden="true" className="size-4" />
                {tm(APPOINTMENT_MESSAGES.rescheduleButton)}
              </Button>
            )}
            <CalendarButton id={appointment.id} reference={appointment.reference} size="sm" />
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm font-semibold">
            <a
              href={mapUrl(provider)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 text-brand-700 hover:underline"
            >
              <MapPin aria-hidden="true" className="size-4" />
              {tm(APPOINTMENT_MESSAGES.openMap)}
            </a>
            {appointment.can_cancel && (
              <button
                type="button"
                disabled={cancel.isPending}
                onClick={() => setDialog('cancel')}
                className="inline-flex items-center gap-1.5 text-rose-700 hover:underline disabled:opacity-50"
              >
                <XCircle aria-hidden="true" className="size-4" />
                {tm(APPOINTMENT_MESSAGES.cancelButton)}
              </button>
            )}
          </div>
        </>
      )}
      {dialog === 'cancel' && (
        <ConfirmDialog
          title={tm(APPOINTMENT_MESSAGES.cancelConfirmTitle)}
          message={tm(cancelConfirmMessage(formatWhen(appointment.start), provider.business_name))}
          confirmLabel={tm(APPOINTMENT_MESSAGES.cancelButton)}
          cancelLabel={tm(APPOINTMENT_MESSAGES.keepButton)}
          onConfirm={onCancel}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'reschedule' && <RescheduleModal appointment={appointment} onClose={() => setDialog(null)} />}
      {dialog === 'pay' && <PayModal appointment={appointment} onClose={() => setDialog(null)} />}
    </li>
  );
}
