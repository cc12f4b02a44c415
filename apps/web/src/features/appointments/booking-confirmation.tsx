import {
  APPOINTMENT_MESSAGES,
  STATUS_LABELS,
  bookingReferenceLabel,
  type CustomerAppointment,
} from '@kataar/shared/appointments';
import { useTranslation } from 'react-i18next';
import { CalendarDays, CheckCircle2, Clock, MapPin } from 'lucide-react';
import { Button, buttonClasses } from '../../components/button';
import { CalendarButton } from './calendar-button';
import { formatDate, formatTime, mapUrl, formatMoney } from './format';
import { useLocalizeMessage } from '../../lib/localize-message';

/** The booking made: when and where, its status and reference, a map link and the calendar file. */
export function BookingConfirmation({ appointment, onDone }: { appointment: CustomerAppointment; onDone: () => void }) {
  const tm = useLocalizeMessage();
  const { t } = useTranslation('appointments');
  const { provider } = appointment;
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-lg font-bold text-emerald-700">
        <CheckCircle2 aria-hidden="true" className="size-6" />
        {tm(APPOINTMENT_MESSAGES.booked)}
      </p>
      {appointment.status === 'payment_pending' && (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {tm(APPOINTMENT_MESSAGES.paymentClaimed)}
        </p>
      )}
      <dl className="space-y-3 rounded-2xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
        <div className="flex items-start gap-3">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <dt className="sr-only">{t('confirmation.date')}</dt>
          <dd className="font-semibold text-slate-900">{formatDate(appointment.start)}</dd>
        </div>
        <div className="flex items-start gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <dt className="sr-only">{t('confirmation.time')}</dt>
          <dd className="font-semibold text-slate-900">
            {formatTime(appointment.start)} – {formatTime(appointment.end)}
          </dd>
        </div>
        <div className="flex items-start gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <dt className="sr-only">{t('confirmation.address')}</dt>
          <dd className="text-slate-700">
            <span className="block font-semibold text-slate-900">{provider.business_name}</span>
            {provider.address}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-slate-600">
          <dt className="sr-only">{t('confirmation.status')}</dt>
          <dd>{tm(STATUS_LABELS[appointment.status])}</dd>
          <dt className="sr-only">{tm(APPOINTMENT_MESSAGES.referenceLabel)}</dt>
          <dd>{tm(bookingReferenceLabel(appointment.reference))}</dd>
          {appointment.amount > 0 && (
            <>
              <dt className="sr-only">{tm(APPOINTMENT_MESSAGES.amountDue)}</dt>
              <dd>{formatMoney(appointment.amount)}</dd>
            </>
          )}
        </div>
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        <a
          href={mapUrl(provider)}
          target="_blank"
          rel="noreferrer"
          className={buttonClasses('secondary', 'md', 'w-full whitespace-nowrap')}
        >
          <MapPin aria-hidden="true" className="size-4" />
          {tm(APPOINTMENT_MESSAGES.openMap)}
        </a>
        <CalendarButton id={appointment.id} reference={appointment.reference} className="w-full whitespace-nowrap" />
      </div>
      <Button size="lg" className="w-full" onClick={onDone}>
        {tm(APPOINTMENT_MESSAGES.done)}
      </Button>
    </div>
  );
}
