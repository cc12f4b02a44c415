import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  PAYMENT_HOLD_MINUTES,
  type CustomerAppointment,
  type ProviderAppointment,
} from '@kataar/shared/appointments';
import { outbox, payments } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import {
  RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET,
  capturedEvent,
  hmac,
  holdRefunds,
  razorpayEnv,
  startRazorpayStand,
  stopRazorpayStand,
  type RazorpayStand,
} from '../../test/razorpay-stand';
import type { DayView } from './appointment-desk-service';
import {
  MONDAY_0900,
  appointmentsTest,
  clinicSettings,
  customer,
  type AppointmentsTest,
} from './appointment-test-helpers';

/** Money that arrives after a booking's hold ended takes the seat only if it is still free. */

const FEE_PAISE = 30_000;
const SLOT = '2026-11-24T10:30:00+05:30';
/** Half a minute after the hold of a booking made at MONDAY_0900 ran out. */
const AFTER_HOLD = new Date(MONDAY_0900.getTime() + (PAYMENT_HOLD_MINUTES + 0.5) * 60_000);

let stand: RazorpayStand;
let t: AppointmentsTest;
let desk: SignedInUser;
let nextPayment = 0;

beforeAll(async () => {
  stand = await startRazorpayStand();
  t = await appointmentsTest('late-pay-clinic', razorpayEnv(stand));
  desk = await signedInUser(t.database, 'desk@late-pay-clinic.in', {
    provider: { id: t.providerId, role: 'receptionist' },
  });
});
afterAll(async () => {
  await t?.close();
  await stopRazorpayStand(stand);
});
beforeEach(() => {
  t.clock.now = MONDAY_0900;
  stand.refuseRefunds = false;
});

const useRazorpay = () => t.configure(clinicSettings({ payment: 'razorpay', booking_fee: FEE_PAISE / 100 }));
const useUpi = () =>
  t.configure(clinicSettings({ payment: 'upi_advance', upi_id: 'sharmaclinic@okhdfc', booking_fee: FEE_PAISE / 100 }));

const book = (start = SLOT) => t.book(start);
type Booked = Awaited<ReturnType<typeof book>>;

const orderFor = async (booking: Booked) => {
  const res = await t.call<{ data: { order_id: string } }>('POST', '/payments/razorpay/order/', {
    auth: booking.person.headers,
    payload: { appointment_id: booking.id },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data.order_id;
};

/** Razorpay captured a payment of the order: the stand now knows it, and the webhook says so. */
const captureByWebhook = async (orderId: string) => {
  nextPayment += 1;
  const paymentId = `pay_Late${nextPayment}`;
  stand.captured.set(paymentId, FEE_PAISE);
  const body = capturedEvent(orderId, paymentId, FEE_PAISE);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/api/payments/razorpay/webhook/',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(body, RAZORPAY_WEBHOOK_SECRET) },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return paymentId;
};

const captureByCheckout = async (booking: Booked, orderId: string) => {
  nextPayment += 1;
  const paymentId = `pay_Late${nextPayment}`;
  stand.captured.set(paymentId, FEE_PAISE);
  const res = await t.call<{ data: CustomerAppointment }>('POST', '/payments/razorpay/verify/', {
    auth: booking.person.headers,
    payload: {
      appointment_id: booking.id,
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmac(`${orderId}|${paymentId}`, RAZORPAY_KEY_SECRET),
    },
  });
  expect(res.status).toBe(200);
  return { paymentId, answer: res.body.data };
};

const mine = async (booking: Booked) => {
  const res = await t.call<{ data: CustomerAppointment[] }>('GET', '/appointments/mine/', {
    auth: booking.person.headers,
  });
  const found = res.body.data.find((a) => a.id === booking.id);
  if (!found) throw new Error('booking not listed');
  return found;
};

const deskRow = async (id: string, date = '2026-11-24') => {
  const day = (await t.call<{ data: DayView }>('GET', `/provider/appointments/?date=${date}`, { auth: desk.headers }))
    .body.data;
  return [...day.slots.flatMap((s) => s.bookings), ...day.outside_hours].find((b) => b.id === id);
};

const deskAction = (id: string, what: string) =>
  t.call<{ data: ProviderAppointment; message?: string }>('POST', `/provider/appointments/${id}/${what}/`, {
    auth: desk.headers,
  });

const ledger = async (appointmentId: string) =>
  (
    await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.appointmentId, appointmentId))
      .orderBy(payments.createdAt)
  ).map((p) => `${p.status}:${p.amountPaise}:${p.gatewayPaymentId ?? ''}`);

/** Sends what the outbox holds now (refunds, alerts) and waits until it is done. */
const deliver = async () => {
  t.app.outbox.kick();
  await t.app.outbox.idle();
};

const alertsAbout = async (appointmentId: string) =>
  (
    await t.database.db
      .select({ key: outbox.dedupeKey })
      .from(outbox)
      .where(and(like(outbox.dedupeKey, `appointment:${appointmentId}:slot_taken:%`)))
  ).map((r) => r.key);

describe('a Razorpay payment that comes after the hold ended', () => {
  it('finds the seat booked by someone else: slot taken, told, offered free times, refunded through Razorpay', async () => {
    await useRazorpay();
    const late = await book();
    const orderId = await orderFor(late);
    t.clock.now = AFTER_HOLD;
    const other = await book();
    expect(other.status).toBe('awaiting_payment');

    const release = holdRefunds(stand);
    const paymentId = await captureByWebhook(orderId);

    const seen = await mine(late);
    expect(seen).toMatchObject({ status: 'slot_taken', can_cancel: false, can_reschedule: false });
    expect(seen.refund).toEqual({ amount: FEE_PAISE, state: 'on_its_way' });
    // The nearest free times, in order: the taken 10:30 is not among them.
    expect(seen.free_slots?.map((s) => s.start)).toEqual([
      '2026-11-24T10:00:00+05:30',
      '2026-11-24T11:00:00+05:30',
      '2026-11-24T11:30:00+05:30',
    ]);
    expect(await alertsAbout(late.id)).toContain(`appointment:${late.id}:slot_taken:email`);
    // The slot keeps one booking: the other person's.
    expect((await deskRow(other.id))?.status).toBe('awaiting_payment');
    expect(await deskRow(late.id)).toMatchObject({
      status: 'slot_taken',
      paid: 0,
      refund: { amount: FEE_PAISE, state: 'on_its_way' },
    });

    release();
    await deliver();
    expect(stand.refunds).toEqual([
      {
        id: expect.stringMatching(/^rfnd_/),
        payment_id: paymentId,
        amount: FEE_PAISE,
        receipt: expect.any(String),
        speed: 'normal',
        notes: { appointment_id: late.id, reference: late.reference },
      },
    ]);
    expect(await ledger(late.id)).toEqual([
      `created:${FEE_PAISE}:`,
      `confirmed:${FEE_PAISE}:${paymentId}`,
      `refund_due:${FEE_PAISE}:${paymentId}`,
      `refunded:${FEE_PAISE}:${paymentId}`,
    ]);
    expect((await deskRow(late.id))?.refund).toEqual({ amount: FEE_PAISE, state: 'refunded' });
    expect((await mine(late)).refund).toEqual({ amount: FEE_PAISE, state: 'refunded' });
    // The same webhook again changes nothing and refunds nothing more.
    const replay = capturedEvent(orderId, paymentId, FEE_PAISE);
    await t.app.inject({
      method: 'POST',
      url: '/v1/api/payments/razorpay/webhook/',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(replay, RAZORPAY_WEBHOOK_SECRET) },
      payload: replay,
    });
    await deliver();
    expect(stand.refunds).toHaveLength(1);
  });

  it('through the checkout callback too, which answers the slot taken and the free times', async () => {
    await useRazorpay();
    const late = await book('2026-11-25T17:00:00+05:30');
    const orderId = await orderFor(late);
    t.clock.now = AFTER_HOLD;
    await book('2026-11-25T17:00:00+05:30');
    const release = holdRefunds(stand);
    const { answer } = await captureByCheckout(late, orderId);
    expect(answer).toMatchObject({ status: 'slot_taken', refund: { amount: FEE_PAISE, state: 'on_its_way' } });
    release();
    expect(answer.free_slots?.map((s) => s.start)).toEqual([
      '2026-11-25T17:30:00+05:30',
      '2026-11-25T18:00:00+05:30',
      '2026-11-25T18:30:00+05:30',
    ]);
    await deliver();
    expect(stand.refunds.at(-1)).toMatchObject({ amount: FEE_PAISE, notes: { appointment_id: late.id } });
  });

  it('takes the seat when it is still free, counted again at that moment', async () => {
    await useRazorpay();
    const late = await book('2026-11-26T11:00:00+05:30');
    const orderId = await orderFor(late);
    t.clock.now = AFTER_HOLD;
    const { answer } = await captureByCheckout(late, orderId);
    expect(answer).toMatchObject({ status: 'confirmed', refund: null });
    // Confirmed, it holds the seat again: nobody else can book it.
    const person = await t.person('after');
    const refused = await t.call('POST', '/appointments/', {
      auth: person.headers,
      payload: { ...customer(99), provider: t.username, start: '2026-11-26T11:00:00+05:30' },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: APPOINTMENT_MESSAGES.slotFull } });
  });

  it('marks a refund Razorpay refuses for the desk to return by hand', async () => {
    await useRazorpay();
    const late = await book('2026-11-27T10:00:00+05:30');
    const orderId = await orderFor(late);
    t.clock.now = AFTER_HOLD;
    await book('2026-11-27T10:00:00+05:30');
    stand.refuseRefunds = true;
    await captureByWebhook(orderId);
    await deliver();
    const row = await deskRow(late.id, '2026-11-27');
    expect(row?.refund).toEqual({ amount: FEE_PAISE, state: 'by_hand' });
    const recorded = await deskAction(late.id, 'refunded');
    expect(recorded.status).toBe(200);
    expect(recorded.body.data.refund).toEqual({ amount: FEE_PAISE, state: 'refunded' });
    expect((await deskAction(late.id, 'refunded')).body.message).toBe(APPOINTMENT_MESSAGES.noRefundToRecord);
  });
});

describe('a second payment of a paid booking', () => {
  it('is counted once: the desk shows the fee paid, and the second payment is refunded', async () => {
    await useRazorpay();
    const booking = await book('2026-11-30T10:00:00+05:30');
    const orderId = await orderFor(booking);
    const first = await captureByWebhook(orderId);
    const release = holdRefunds(stand);
    const second = await captureByWebhook(orderId);
    expect(await deskRow(booking.id, '2026-11-30')).toMatchObject({
      status: 'confirmed',
      paid: FEE_PAISE,
      refund: { amount: FEE_PAISE, state: 'on_its_way' },
    });
    release();
    await deliver();
    expect(stand.refunds.filter((r) => r.payment_id === second)).toHaveLength(1);
    expect(stand.refunds.filter((r) => r.payment_id === first)).toHaveLength(0);
    expect(await deskRow(booking.id, '2026-11-30')).toMatchObject({
      status: 'confirmed',
      paid: FEE_PAISE,
      refund: { amount: FEE_PAISE, state: 'refunded' },
    });
  });
});

describe('a UPI payment the desk confirms after the hold ended', () => {
  it('finds the seat booked by someone else: slot taken, and the desk returns the money by hand', async () => {
    await useUpi();
    const late = await book('2026-12-01T10:00:00+05:30');
    t.clock.now = AFTER_HOLD;
    await book('2026-12-01T10:00:00+05:30');
    const confirmed = await deskAction(late.id, 'confirm-payment');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      status: 'slot_taken',
      paid: 0,
      refund: { amount: FEE_PAISE, state: 'by_hand' },
    });
    const seen = await mine(late);
    expect(seen).toMatchObject({ status: 'slot_taken', refund: { amount: FEE_PAISE, state: 'by_hand' } });
    expect(seen.upi_link).toBeUndefined();
    expect(await alertsAbout(late.id)).toContain(`appointment:${late.id}:slot_taken:email`);
    const refunded = await deskAction(late.id, 'refunded');
    expect(refunded.body.data.refund).toEqual({ amount: FEE_PAISE, state: 'refunded' });
    expect(await ledger(late.id)).toEqual([
      `confirmed:${FEE_PAISE}:`,
      `refund_due:${FEE_PAISE}:`,
      `refunded:${FEE_PAISE}:`,
    ]);
    // Nothing went to the gateway for money it never held.
    expect(stand.refunds.filter((r) => r.notes && JSON.stringify(r.notes).includes(late.id))).toEqual([]);
  });

  it('confirms the booking when its seat is still free', async () => {
    await useUpi();
    const late = await book('2026-12-01T11:00:00+05:30');
    t.clock.now = AFTER_HOLD;
    const confirmed = await deskAction(late.id, 'confirm-payment');
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', paid: FEE_PAISE, refund: null });
  });
});
