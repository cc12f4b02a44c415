/** The outbox channel that sends a gateway payment back. */
export const REFUND_CHANNEL = 'razorpay_refund';

/** What the refund's outbox row carries: enough to refund and to record it without another lookup. */
export interface RefundPayload {
  /** The ledger's `refund_due` step: the refund's receipt, so a retry finds a refund made before. */
  refundStepId: string;
  appointmentId: string;
  providerId: string;
  /** The booking's reference, for the gateway's notes. */
  reference: string;
  amountPaise: number;
  gatewayOrderId: string | null;
  gatewayPaymentId: string;
}
