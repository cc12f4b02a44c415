import { APPOINTMENT_MESSAGES, bookingReferenceLabel, type CustomerAppointment } from '@kataar/shared/appointments';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { HoldCountdown } from './hold-countdown';
import { RazorpayPayment } from './razorpay-payment';
import { UpiPayment } from './upi-payment';
import { formatMoney } from './format';
import { useLocalizeMessage } from '../../lib/localize-message';

export interface RazorpaySetup {
  keyId: string;
  checkoutUrl: string;
}

interface PaymentStepProps {
  appointment: CustomerAppointment;
  /** Present when the provider takes payment through Razorpay and the server has it set up. */
  razorpay: RazorpaySetup | null;
  prefill?: { name?: string; contact?: string };
  /** The booking after the payment was claimed (UPI) or confirmed (Razorpay). */
  onPaid: (appointment: CustomerAppointment) => void;
}

/** The advance payment of a booking: the amount and reference, the hold's countdown, then UPI or Razorpay. */
export function PaymentStep({ appointment, razorpay, prefill, onPaid }: PaymentStepProps) {
  const tm = useLocalizeMessage();
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const onError = (caught: unknown) => setError(errorMessage(caught));
  return (
    <div className="space-y-4">
      <div className="rounded-2xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100">
        <p className="text-sm font-medium text-brand-800">{tm(APPOINTMENT_MESSAGES.amountDue)}</p>
        <p className="text-3xl font-extrabold text-slate-900">{formatMoney(appointment.amount)}</p>
        <p className="mt-1 text-sm text-slate-600">{tm(bookingReferenceLabel(appointment.reference))}</p>
      </div>
      {appointment.hold_expires_at && (
        <HoldCountdown expiresAt={appointment.hold_expires_at} onExpired={() => setExpired(true)} />
      )}
      {error && (
        <p role="alert" className="rounded-xl bg-rose-50 px-3 py-2 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
      {!expired &&
        (appointment.payment === 'razorpay' && razorpay ? (
          <RazorpayPayment
            appointment={appointment}
            setup={razorpay}
            prefill={prefill}
            onPaid={onPaid}
            onError={setError}
          />
        ) : (
          appointment.upi_link && (
            <UpiPayment appointment={appointment} upiLink={appointment.upi_link} onPaid={onPaid} onError={onError} />
          )
        ))}
    </div>
  );
}
