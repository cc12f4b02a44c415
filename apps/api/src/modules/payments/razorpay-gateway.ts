import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import type { RazorpayConfig } from '../../config';

/** HMAC-SHA256 of `message` keyed with `secret`, compared in constant time with the hex `signature`. */
export function signatureMatches(message: string | Buffer, secret: string, signature: string): boolean {
  const expected = createHmac('sha256', secret).update(message).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface GatewayOrder {
  id: string;
  amount: number;
}

export interface GatewayRefund {
  id: string;
  amount: number;
  receipt: string | null;
}

/** A refused request (4xx but 429) will be refused again; anything else (5xx, no answer) may pass later. */
export function gatewayRefused(err: unknown): boolean {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 429;
}

/** Razorpay's own sentence for a refused request, for the log. */
export const gatewayErrorText = (err: unknown): string =>
  String((err as { error?: { description?: unknown } } | null)?.error?.description ?? err);

export type RazorpayGateway = ReturnType<typeof createRazorpayGateway>;

/** A refund leaves a request unanswered this long before it is tried again (the SDK sets no limit). */
const REQUEST_TIMEOUT_MS = 15_000;

/** Orders through the official SDK, against api.razorpay.com or the host RAZORPAY_API_URL names. */
export function createRazorpayGateway(config: RazorpayConfig) {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  // The SDK fixes its host in the constructor and has no option for another; its API object keeps
  // the axios instance it calls through as `rq`, whose base URL is the only thing that names the host.
  const defaults = (client.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }).rq.defaults;
  defaults.baseURL = config.apiUrl;
  defaults.timeout = REQUEST_TIMEOUT_MS;
  return {
    async createOrder(input: { amountPaise: number; reference: string; appointmentId: string; providerId: string }) {
      const order = await client.orders.create({
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.reference,
        notes: { appointment_id: input.appointmentId, provider_id: input.providerId },
      });
      return { id: order.id, amount: Number(order.amount) } satisfies GatewayOrder;
    },
    /**
     * Sends `amountPaise` of a captured payment back (a normal refund, 5–7 working days). `receipt`
     * names the refund on our side, so a retry can find one that was made before its answer was lost.
     */
    async refund(paymentId: string, input: { amountPaise: number; receipt: string; notes: Record<string, string> }) {
      const refund = await client.payments.refund(paymentId, {
        amount: input.amountPaise,
        speed: 'normal',
        receipt: input.receipt,
        notes: input.notes,
      });
      return { id: refund.id, amount: Number(refund.amount), receipt: refund.receipt ?? null } satisfies GatewayRefund;
    },
    /** The refunds made of a payment so far. */
    async refundsOf(paymentId: string): Promise<GatewayRefund[]> {
      const { items } = await client.payments.fetchMultipleRefund(paymentId, { count: 100 });
      return items.map((r) => ({ id: r.id, amount: Number(r.amount), receipt: r.receipt ?? null }));
    },
    /** The checkout callback's signature: HMAC of `order_id|payment_id` with the key secret. */
    paymentSignatureMatches: (orderId: string, paymentId: string, signature: string) =>
      signatureMatches(`${orderId}|${paymentId}`, config.keySecret, signature),
    /** A webhook's `X-Razorpay-Signature`: HMAC of the raw body with the webhook secret. */
    webhookSignatureMatches: (rawBody: Buffer, signature: string) =>
      signatureMatches(rawBody, config.webhookSecret, signature),
  };
}
