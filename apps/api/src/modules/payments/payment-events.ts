import type { PaymentMethod } from '@kataar/shared/appointments';

/** Money for a booking was confirmed: by the desk (UPI) or by the gateway's verified signature. */
export interface PaymentConfirmed {
  /** The ledger's `confirmed` step. */
  paymentId: string;
  appointmentId: string;
  providerId: string;
  amountPaise: number;
  method: PaymentMethod;
  gatewayOrderId: string | null;
  /** The gateway's payment id; null for money the desk confirmed. */
  gatewayPaymentId: string | null;
}
