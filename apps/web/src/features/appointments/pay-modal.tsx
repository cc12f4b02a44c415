import { APPOINTMENT_MESSAGES, type CustomerAppointment } from '@kataar/shared/appointments';
import { useState } from 'react';
import { Spinner } from '../../components/spinner';
import { razorpaySetup, useBookingInfo } from './api/get-booking-info';
import { AppointmentSheet } from './appointment-sheet';
import { BookingConfirmation } from './booking-confirmation';
import { PaymentStep } from './payment-step';
import { useLocalizeMessage } from '../../lib/localize-message';

/** From My appointments: pay a booking still awaiting its advance payment. */
export function PayModal({ appointment, onClose }: { appointment: CustomerAppointment; onClose: () => void }) {
  const tm = useLocalizeMessage();
  const info = useBookingInfo(appointment.provider.username, appointment.payment === 'razorpay');
  const [paid, setPaid] = useState<CustomerAppointment | null>(null);
  return (
    <AppointmentSheet
      title={paid ? appointment.provider.business_name : tm(APPOINTMENT_MESSAGES.payHeading)}
      subtitle={paid ? undefined : appointment.provider.business_name}
      onClose={onClose}
    >
      {paid ? (
        <BookingConfirmation appointment={paid} onDone={onClose} />
      ) : appointment.payment === 'razorpay' && info.isPending ? (
        <Spinner />
      ) : (
        <PaymentStep appointment={appointment} razorpay={razorpaySetup(info.data)} onPaid={setPaid} />
      )}
    </AppointmentSheet>
  );
}
