import type { PaymentMethod } from '@kataar/shared/appointments';

/** Money for a booking was confirmed: by the desk (UPI) or by the gateway's verified signature. */
export interface PaymentConfirmed {
  paymentId: string;
  appointmentId: string;
  providerId: string;
  amountPaise: number;
  method: PaymentMethod;
}
