import { APPOINTMENT_MESSAGES, bookingReferenceLabel, type CustomerAppointment } from '@kataar/shared/appointments';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api';
import { createRazorpayOrder, verifyRazorpayPayment } from './api/razorpay';
import type { RazorpaySetup } from './payment-step';
import { loadRazorpayCheckout, openRazorpayCheckout } from './razorpay-checkout';
import { useLocalizeMessage } from '../../lib/localize-message';

interface RazorpayPaymentProps {
  appointment: CustomerAppointment;
  setup: RazorpaySetup;
  prefill?: { name?: string; contact?: string };
  onPaid: (appointment: CustomerAppointment) => void;
  onError: (message: string | null) => void;
}

/**
 * Online payment: the server makes the order, Razorpay Checkout takes the money, and the server
 * verifies Checkout's signature before the booking counts as paid.
 */
export function RazorpayPayment({ appointment, setup, prefill, onPaid, onError }: RazorpayPaymentProps) {
  const tm = useLocalizeMessage();
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    onError(null);
    try {
      const [order] = await Promise.all([
        createRazorpayOrder(appointment.id),
        loadRazorpayCheckout(setup.checkoutUrl).catch(() => {
          throw new Error(tm(APPOINTMENT_MESSAGES.checkoutUnavailable));
        }),
      ]);
      const result = await openRazorpayCheckout({
        key: order.key_id || setup.keyId,
        order_id: order.order_id,
        amount: order.amount,
        currency: order.currency,
        name: appointment.provider.business_name,
        description: tm(bookingReferenceLabel(appointment.reference)),
        prefill,
      });
      if (!result) {
        onError(tm(APPOINTMENT_MESSAGES.paymentCancelled));
        return;
      }
      onPaid(await verifyRazorpayPayment({ appointment_id: appointment.id, ...result }));
    } catch (error) {
      onError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="lg" className="w-full" disabled={busy} onClick={() => void pay()}>
      <CreditCard aria-hidden="true" className="size-5" />
      {busy ? tm(APPOINTMENT_MESSAGES.openingCheckout) : tm(APPOINTMENT_MESSAGES.payOnline)}
    </Button>
  );
}
