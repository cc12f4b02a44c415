import {
  APPOINTMENT_MESSAGES,
  type CustomerAppointment,
  type ProviderBookingInfo,
  type Slot,
} from '@kataar/shared/appointments';
import type { ProviderPublic } from '@kataar/shared/provider';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { razorpaySetup } from './api/get-booking-info';
import { AppointmentSheet } from './appointment-sheet';
import { BookingConfirmation } from './booking-confirmation';
import { BookingDetailsForm } from './booking-details-form';
import type { BookingIntent } from './booking-intent';
import { formatWhen } from './format';
import { PaymentStep } from './payment-step';
import { SlotChooser } from './slot-chooser';
import { useLocalizeMessage } from '../../lib/localize-message';

export type BookableProvider = ProviderPublic & Partial<ProviderBookingInfo>;

interface BookingModalProps {
  provider: BookableProvider;
  /** Where a login interrupted the person: the slot they had chosen and what they had typed. */
  resume?: BookingIntent;
  whatsappAvailable: boolean;
  /** The login popup has to take over: remember how far the person got. */
  onLoginNeeded: (state: BookingIntent) => void;
  onClose: () => void;
}

type Step =
  | { name: 'time' }
  | { name: 'details'; slot: Pick<Slot, 'start' | 'end'> }
  | { name: 'pay'; appointment: CustomerAppointment; contact: string; consumerName: string }
  | { name: 'done'; appointment: CustomerAppointment };

/** Book appointment: a day and a free time, the Join Queue details, the advance payment if due, then the booking. */
export function BookingModal({ provider, resume, whatsappAvailable, onLoginNeeded, onClose }: BookingModalProps) {
  const tm = useLocalizeMessage();
  const [step, setStep] = useState<Step>(() =>
    resume?.start ? { name: 'details', slot: { start: resume.start, end: resume.start } } : { name: 'time' },
  );
  const razorpay = razorpaySetup(provider);

  const onBooked = (appointment: CustomerAppointment, details: { consumer_name: string; consumer_contact: string }) =>
    setStep(
      appointment.status === 'awaiting_payment'
        ? { name: 'pay', appointment, contact: details.consumer_contact, consumerName: details.consumer_name }
        : { name: 'done', appointment },
    );

  const title =
    step.name === 'pay'
      ? tm(APPOINTMENT_MESSAGES.payHeading)
      : step.name === 'done'
        ? provider.business_name
        : tm(APPOINTMENT_MESSAGES.bookButton);

  return (
    <AppointmentSheet
      title={title}
      subtitle={step.name === 'done' ? undefined : provider.business_name}
      onClose={onClose}
      leading={
        step.name === 'details' && (
          <button
            type="button"
            onClick={() => setStep({ name: 'time' })}
            aria-label={tm(APPOINTMENT_MESSAGES.changeTime)}
            className="-ml-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </button>
        )
      }
    >
      {step.name === 'time' && (
        <SlotChooser
          username={provider.username}
          horizonDays={provider.horizon_days ?? undefined}
          selectedStart={null}
          onSelect={(slot) => setStep({ name: 'details', slot })}
        />
      )}
      {step.name === 'details' && (
        <>
          <p className="mb-4 flex items-center justify-between gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-sm ring-1 ring-brand-100">
            <span className="font-semibold text-brand-900">{formatWhen(step.slot.start)}</span>
            <button
              type="button"
              onClick={() => setStep({ name: 'time' })}
              className="shrink-0 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {tm(APPOINTMENT_MESSAGES.changeTime)}
            </button>
          </p>
          <BookingDetailsForm
            username={provider.username}
            start={step.slot.start}
            initialValues={resume?.values}
            whatsappAvailable={whatsappAvailable}
            onBooked={onBooked}
            onLoginNeeded={(values) => onLoginNeeded({ start: step.slot.start, values })}
          />
        </>
      )}
      {step.name === 'pay' && (
        <PaymentStep
          appointment={step.appointment}
          razorpay={razorpay}
          prefill={{ name: step.consumerName, contact: step.contact }}
          onPaid={(appointment) => setStep({ name: 'done', appointment })}
        />
      )}
      {step.name === 'done' && <BookingConfirmation appointment={step.appointment} onDone={onClose} />}
    </AppointmentSheet>
  );
}
