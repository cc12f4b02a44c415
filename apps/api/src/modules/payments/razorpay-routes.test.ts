import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES } from '@kataar/shared/appointments';
import { PAYMENT_MESSAGES } from '@kataar/shared/payments';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { insertBooking } from '../../test/booking-fixtures';
import { caller } from '../../test/json-caller';
import { insertProvider } from '../../test/provider-fixtures';
import {
  RAZORPAY_KEY_ID as KEY_ID,
  RAZORPAY_KEY_SECRET as KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET as WEBHOOK_SECRET,
  capturedEvent as captured,
  hmac,
  razorpayEnv,
  startRazorpayStand,
  stopRazorpayStand,
  type RazorpayStand,
} from '../../test/razorpay-stand';
import { createTestApp, type TestApp } from '../../test/test-app';

let stand: RazorpayStand;
let t: TestApp;
let bare: TestApp;
let call: ReturnType<typeof caller>;
let asha: SignedInUser;
let ravi: SignedInUser;
let providerId: string;

beforeAll(async () => {
  stand = await startRazorpayStand();
  t = await createTestApp(undefined, razorpayEnv(stand));
  call = caller(t.app);
  providerId = (await insertProvider(t.database)).id;
  asha = await signedInUser(t.database, 'asha-rzp@example.com');
  ravi = await signedInUser(t.database, 'ravi-rzp@example.com');
  bare = await createTestApp();
});

afterAll(async () => {
  await t?.close();
  await bare?.close();
  await stopRazorpayStand(stand);
});

beforeEach(() => {
  stand.orders.length = 0;
});

const awaitingBooking = (overrides = {}) =>
  insertBooking(
    t.database,
    { providerId, consumerUserId: asha.id, start: new Date(Date.now() + 86_400_000) },
    {
      status: 'awaiting_payment',
      payment: 'razorpay',
      amountPaise: 50_000,
      holdExpiresAt: new Date(Date.now() + 15 * 60_000),
      ...overrides,
    },
  );

const ledger = async (appointmentId: string) =>
  (await t.database.db.query.payments.findMany({ where: (p, { eq }) => eq(p.appointmentId, appointmentId) })).map(
    (p) => `${p.status}:${p.gatewayOrderId ?? ''}:${p.gatewayPaymentId ?? ''}`,
  );

const createOrder = async (appointmentId: string) => {
  const res = await call<{ data: { order_id: string } }>('POST', '/payments/razorpay/order/', {
    auth: asha.headers,
    payload: { appointment_id: appointmentId },
  });
  expect(res.status).toBe(200);
  return res.body.data.order_id;
};

describe('Razorpay orders', () => {
  it('creates an order in paise with the booking reference and records it in the ledger', async () => {
    const booking = await awaitingBooking();
    const res = await call('POST', '/payments/razorpay/order/', {
      auth: asha.headers,
      payload: { appointment_id: booking.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ order_id: 'order_Test1', amount: 50_000, currency: 'INR', key_id: KEY_ID });
    expect(stand.orders).toEqual([
      {
        auth: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
        body: {
          amount: 50_000,
          currency: 'INR',
          receipt: booking.reference,
          notes: { appointment_id: booking.id, provider_id: providerId },
        },
      },
    ]);
    expect(await ledger(booking.id)).toEqual(['created:order_Test1:']);
  });

  it('answers “I have paid” on a Razorpay booking by pointing to “Pay online”, leaving it awaiting payment', async () => {
    const booking = await awaitingBooking();
    const claimed = await call('POST', `/appointments/${booking.id}/paid/`, { auth: asha.headers });
    expect(claimed).toMatchObject({ status: 409, body: { message: APPOINTMENT_MESSAGES.paysOnline } });
    expect(await ledger(booking.id)).toEqual([]);
  });

  it('refuses someone else’s booking, one paid at the visit, one no longer awaiting payment', async () => {
    const booking = await awaitingBooking();
    const other = await call('POST', '/payments/razorpay/order/', {
      auth: ravi.headers,
      payload: { appointment_id: booking.id },
    });
    expect(other).toMatchObject({ status: 404, body: { message: APPOINTMENT_MESSAGES.notFound } });
    const atVisit = await awaitingBooking({ payment: 'at_visit', amountPaise: 0, status: 'confirmed' });
    const free = await call('POST', '/payments/razorpay/order/', {
      auth: asha.headers,
      payload: { appointment_id: atVisit.id },
    });
    expect(free).toMatchObject({ status: 409, body: { message: APPOINTMENT_MESSAGES.nothingToPay } });
    const expired = await awaitingBooking({ holdExpiresAt: new Date(Date.now() - 1000) });
    const late = await call('POST', '/payments/razorpay/order/', {
      auth: asha.headers,
      payload: { appointment_id: expired.id },
    });
    expect(late).toMatchObject({ status: 409, body: { message: APPOINTMENT_MESSAGES.holdExpired } });
    const bad = await call('POST', '/payments/razorpay/order/', {
      auth: asha.headers,
      payload: { appointment_id: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(stand.orders).toEqual([]);
  });

  it('answers 502 with a sentence when Razorpay fails, and records nothing', async () => {
    const booking = await awaitingBooking();
    stand.failNext = true;
    const res = await call('POST', '/payments/razorpay/order/', {
      auth: asha.headers,
      payload: { appointment_id: booking.id },
    });
    expect(res).toMatchObject({ status: 502, body: { message: PAYMENT_MESSAGES.gatewayUnavailable } });
    expect(await ledger(booking.id)).toEqual([]);
  });
});

describe('Razorpay checkout verification', () => {
  it('confirms a payment whose signature matches, once however often it is sent', async () => {
    const booking = await awaitingBooking();
    const orderId = await createOrder(booking.id);
    const payload = {
      appointment_id: booking.id,
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_Verified1',
      razorpay_signature: hmac(`${orderId}|pay_Verified1`, KEY_SECRET),
    };
    const first = await call('POST', '/payments/razorpay/verify/', { auth: asha.headers, payload });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: booking.id, status: 'confirmed' });
    const again = await call('POST', '/payments/razorpay/verify/', { auth: asha.headers, payload });
    expect(again.status).toBe(200);
    expect(await ledger(booking.id)).toEqual([`created:${orderId}:`, `confirmed:${orderId}:pay_Verified1`]);
  });

  it('refuses a tampered signature before looking anything up, and an order of another booking', async () => {
    const booking = await awaitingBooking();
    const orderId = await createOrder(booking.id);
    const tampered = await call('POST', '/payments/razorpay/verify/', {
      auth: asha.headers,
      payload: {
        appointment_id: booking.id,
        razorpay_order_id: orderId,
        razorpay_payment_id: 'pay_Tampered1',
        razorpay_signature: hmac(`${orderId}|pay_Other`, KEY_SECRET),
      },
    });
    expect(tampered).toMatchObject({ status: 400, body: { message: PAYMENT_MESSAGES.signatureInvalid } });
    const wrongKey = await call('POST', '/payments/razorpay/verify/', {
      auth: asha.headers,
      payload: {
        appointment_id: booking.id,
        razorpay_order_id: orderId,
        razorpay_payment_id: 'pay_Tampered1',
        razorpay_signature: hmac(`${orderId}|pay_Tampered1`, 'not-the-secret'),
      },
    });
    expect(wrongKey.status).toBe(400);
    const second = await awaitingBooking();
    const crossed = await call('POST', '/payments/razorpay/verify/', {
      auth: asha.headers,
      payload: {
        appointment_id: second.id,
        razorpay_order_id: orderId,
        razorpay_payment_id: 'pay_Crossed1',
        razorpay_signature: hmac(`${orderId}|pay_Crossed1`, KEY_SECRET),
      },
    });
    expect(crossed).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.orderUnknown } });
    expect(await ledger(booking.id)).toEqual([`created:${orderId}:`]);
    expect(await ledger(second.id)).toEqual([]);
  });
});

describe('Razorpay webhook', () => {
  const capturedEvent = (orderId: string, paymentId: string, amount = 50_000) => captured(orderId, paymentId, amount);
  const post = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/api/payments/razorpay/webhook/',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      payload: body,
    });

  it('confirms payment.captured signed over the raw body, and a replay changes nothing', async () => {
    const booking = await awaitingBooking();
    const orderId = await createOrder(booking.id);
    // Spacing Razorpay might send: the signature covers these exact bytes, not a re-serialisation.
    const body = capturedEvent(orderId, 'pay_Hook1').replace('{', '{ ');
    const first = await post(body, hmac(body, WEBHOOK_SECRET));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'confirmed' });
    const replay = await post(body, hmac(body, WEBHOOK_SECRET));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ message: 'already confirmed' });
    expect(await ledger(booking.id)).toEqual([`created:${orderId}:`, `confirmed:${orderId}:pay_Hook1`]);
  });

  it('refuses a tampered body or a missing signature with 400', async () => {
    const booking = await awaitingBooking();
    const orderId = await createOrder(booking.id);
    const body = capturedEvent(orderId, 'pay_Hook2');
    const tampered = await post(body.replace('50000', '1'), hmac(body, WEBHOOK_SECRET));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ message: PAYMENT_MESSAGES.webhookSignatureInvalid });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/api/payments/razorpay/webhook/',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    const notJson = 'not json';
    expect((await post(notJson, hmac(notJson, WEBHOOK_SECRET))).statusCode).toBe(400);
    expect(await ledger(booking.id)).toEqual([`created:${orderId}:`]);
  });

  it('ignores other events, unknown orders and a different amount with 200', async () => {
    const booking = await awaitingBooking();
    const orderId = await createOrder(booking.id);
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_F', order_id: orderId, amount: 50_000 } } },
    });
    const unknown = capturedEvent('order_Unknown', 'pay_U');
    const short = capturedEvent(orderId, 'pay_Short', 100);
    for (const body of [failed, unknown, short]) {
      const res = await post(body, hmac(body, WEBHOOK_SECRET));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'ignored' });
    }
    expect(await ledger(booking.id)).toEqual([`created:${orderId}:`]);
  });
});

describe('without Razorpay configured', () => {
  it('answers 404 with a sentence on every route, and the page loads no Razorpay script', async () => {
    const user = await signedInUser(bare.database, 'nobody-rzp@example.com');
    const bareCall = caller(bare.app);
    const order = await bareCall('POST', '/payments/razorpay/order/', {
      auth: user.headers,
      payload: { appointment_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(order).toMatchObject({ status: 404, body: { message: APPOINTMENT_MESSAGES.razorpayUnavailable } });
    const hook = await bare.app.inject({
      method: 'POST',
      url: '/v1/api/payments/razorpay/webhook/',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
    const csp = (await bare.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'];
    expect(String(csp)).not.toContain('razorpay');
    const configured = (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'];
    expect(String(configured)).toContain('https://checkout.razorpay.com/v1/checkout.js');
  });
});
