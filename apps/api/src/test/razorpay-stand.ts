import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const RAZORPAY_KEY_ID = 'rzp_test_kataar';
export const RAZORPAY_KEY_SECRET = 'test-key-secret';
export const RAZORPAY_WEBHOOK_SECRET = 'test-webhook-secret';

/** The environment of an app that pays by Razorpay through `stand`. */
export const razorpayEnv = (stand: RazorpayStand) => ({
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET,
  RAZORPAY_API_URL: stand.url,
});

export const hmac = (message: string, secret: string) => createHmac('sha256', secret).update(message).digest('hex');

export interface StandRefund {
  id: string;
  payment_id: string;
  amount: number;
  receipt: string | null;
  speed: unknown;
  notes: unknown;
}

/**
 * Stands in for api.razorpay.com as the SDK calls it: checks the key (HTTP Basic auth of key id and
 * secret, as Razorpay does), creates orders, and refunds captured payments the way Razorpay's
 * refund API does: `POST /v1/payments/{id}/refund` in paise, never more than the payment's amount in
 * all, and `GET /v1/payments/{id}/refunds` lists them.
 */
export interface RazorpayStand {
  server: Server;
  url: string;
  orders: { auth: string | undefined; body: Record<string, unknown> }[];
  refunds: StandRefund[];
  /** Captured payments the refund API knows: payment id → amount in paise. */
  captured: Map<string, number>;
  /** The next request answers 500. */
  failNext: boolean;
  /** Refund requests answer 400 as Razorpay does for a payment it cannot refund. */
  refuseRefunds: boolean;
  /** Refund requests that reached the stand, refused or not. */
  refundRequests: number;
  /** Refund requests wait for this before they are answered (see holdRefunds). */
  refundGate: Promise<void>;
}

/**
 * Makes refund requests wait unanswered until the returned function is called, so a test sees the
 * state while a refund is on its way (the outbox sends it as soon as its change commits).
 */
export function holdRefunds(stand: RazorpayStand): () => void {
  let release = () => {};
  stand.refundGate = new Promise<void>((resolve) => (release = resolve));
  return release;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const badRequest = (res: ServerResponse, description: string) =>
  json(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description } });

async function refundRoute(stand: RazorpayStand, req: IncomingMessage, res: ServerResponse, text: string) {
  const match = /^\/v1\/payments\/(pay_[A-Za-z0-9]+)\/(refund|refunds)(\?.*)?$/.exec(req.url ?? '');
  if (!match) return false;
  const paymentId = match[1] ?? '';
  if (req.method === 'GET' && match[2] === 'refunds') {
    const own = stand.refunds.filter((r) => r.payment_id === paymentId);
    json(res, 200, { entity: 'collection', count: own.length, items: own });
    return true;
  }
  if (req.method !== 'POST' || match[2] !== 'refund') return false;
  stand.refundRequests += 1;
  await stand.refundGate;
  const captured = stand.captured.get(paymentId);
  if (stand.refuseRefunds || captured === undefined) {
    badRequest(res, 'The payment has not been captured');
    return true;
  }
  const body = JSON.parse(text) as Record<string, unknown>;
  const amount = typeof body.amount === 'number' ? body.amount : captured;
  const refunded = stand.refunds.filter((r) => r.payment_id === paymentId).reduce((sum, r) => sum + r.amount, 0);
  if (amount + refunded > captured) {
    badRequest(res, 'The total refund amount is greater than the refund payment amount');
    return true;
  }
  const refund: StandRefund = {
    id: `rfnd_Test${stand.refunds.length + 1}`,
    payment_id: paymentId,
    amount,
    receipt: typeof body.receipt === 'string' ? body.receipt : null,
    speed: body.speed,
    notes: body.notes,
  };
  stand.refunds.push(refund);
  json(res, 200, { entity: 'refund', currency: 'INR', status: 'pending', ...refund });
  return true;
}

export async function startRazorpayStand(): Promise<RazorpayStand> {
  const stand: RazorpayStand = {
    server: createServer(),
    url: '',
    orders: [],
    refunds: [],
    captured: new Map(),
    failNext: false,
    refuseRefunds: false,
    refundRequests: 0,
    refundGate: Promise.resolve(),
  };
  let next = 0;
  stand.server.on('request', (req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', async () => {
      const expected = `Basic ${Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        return json(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      if (stand.failNext) {
        stand.failNext = false;
        return json(res, 500, { error: { code: 'SERVER_ERROR', description: 'down' } });
      }
      if (await refundRoute(stand, req, res, text)) return;
      if (req.method !== 'POST' || req.url !== '/v1/orders') {
        return json(res, 500, { error: { code: 'SERVER_ERROR', description: 'not stood in for' } });
      }
      const body = JSON.parse(text) as Record<string, unknown>;
      stand.orders.push({ auth: req.headers.authorization, body });
      next += 1;
      json(res, 200, { id: `order_Test${next}`, entity: 'order', status: 'created', ...body });
    });
  });
  await new Promise<void>((resolve) => stand.server.listen(0, '127.0.0.1', resolve));
  stand.url = `http://127.0.0.1:${(stand.server.address() as AddressInfo).port}`;
  return stand;
}

export const stopRazorpayStand = (stand: RazorpayStand | undefined) =>
  new Promise((resolve) => (stand ? stand.server.close(resolve) : resolve(undefined)));

/** A `payment.captured` event as Razorpay's webhook sends it. */
export const capturedEvent = (orderId: string, paymentId: string, amount: number) =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } },
    },
  });
