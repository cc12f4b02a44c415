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

export type RazorpayGateway = ReturnType<typeof createRazorpayGateway>;

/** Orders through the official SDK, against api.razorpay.com or the host RAZORPAY_API_URL names. */
export function createRazorpayGateway(config: RazorpayConfig) {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  // The SDK fixes its host in the constructor and has no option for another; its API object keeps
  // the axios instance it calls through as `rq`, whose base URL is the only thing that names the host.
  (client.api as unknown as { rq: { defaults: { baseURL?: string } } }).rq.defaults.baseURL = config.apiUrl;
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
    /** The checkout callback's signature: HMAC of `order_id|payment_id` with the key secret. */
    paymentSignatureMatches: (orderId: string, paymentId: string, signature: string) =>
      signatureMatches(`${orderId}|${paymentId}`, config.keySecret, signature),
    /** A webhook's `X-Razorpay-Signature`: HMAC of the raw body with the webhook secret. */
    webhookSignatureMatches: (rawBody: Buffer, signature: string) =>
      signatureMatches(rawBody, config.webhookSecret, signature),
  };
}
