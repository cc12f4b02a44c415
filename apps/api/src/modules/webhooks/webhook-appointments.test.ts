import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentWebhookPayload } from '@kataar/shared/webhook';
import type { AppContext } from '../../app-context';
import { signedInUser } from '../../test/auth-fixtures';
import { insertBooking } from '../../test/booking-fixtures';
import { startHttpsReceiver, type HttpsReceiver, type ReceivedRequest } from '../../test/https-receiver';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

type AppointmentEvent = Parameters<AppContext['appointmentEvents']['emit']>[1];

let receiver: HttpsReceiver;
let t: TestApp;
let providerId: string;
let consumerId: string;
let secret: string;

beforeAll(async () => {
  receiver = await startHttpsReceiver();
  t = await createTestApp(undefined, { WEBHOOK_ALLOW_PRIVATE: 'true' }, { outboundAgent: receiver.agent });
  providerId = (await insertProvider(t.database, { username: 'booked-clinic' })).id;
  const owner = await signedInUser(t.database, 'owner@booked.in', { provider: { id: providerId } });
  consumerId = (await signedInUser(t.database, 'asha-hook@example.in')).id;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/v1/api/provider/webhook/',
    headers: owner.headers,
    payload: { url: `${receiver.url}/hooks/kataar` },
  });
  secret = saved.json().data.secret;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const emit = (event: AppointmentEvent) => t.database.db.transaction((tx) => t.app.appointmentEvents.emit(tx, event));
const bodyOf = (req: ReceivedRequest) => JSON.parse(req.body.toString('utf8')) as AppointmentWebhookPayload;
const about = (id: string) => (req: ReceivedRequest) => bodyOf(req).appointment?.id === id;
const delivered = async (id: string, count: number) => {
  t.app.outbox.kick();
  return (await receiver.waitFor(count, about(id))).map((req) => ({
    req,
    body: bodyOf(req),
  }));
};

describe('appointment webhooks', () => {
  it('tells the provider’s system of a booking, its check-in and a no-show, signed like every event', async () => {
    const start = new Date('2026-12-01T05:00:00Z');
    const booking = await insertBooking(t.database, { providerId, consumerUserId: consumerId, start });
    await emit({ kind: 'booked', appointment: booking, by: 'customer' });
    await emit({ kind: 'checked_in', appointment: { ...booking, status: 'checked_in' }, by: 'provider' });
    // Sent side by side, so they may arrive in any order.
    const both = await delivered(booking.id, 2);
    const named = (event: string) => both.find((e) => e.req.headers['x-kataar-event'] === event);
    const booked = named('appointment.booked');
    const checkedIn = named('appointment.checked_in');
    expect(booked?.req.headers['x-kataar-event']).toBe('appointment.booked');
    expect(booked?.req.headers['x-kataar-signature']).toBe(
      `sha256=${createHmac('sha256', secret)
        .update(booked?.req.body ?? '')
        .digest('hex')}`,
    );
    expect(booked?.body).toMatchObject({
      event: 'appointment.booked',
      provider: { username: 'booked-clinic' },
      appointment: {
        id: booking.id,
        reference: booking.reference,
        start: '2026-12-01T10:30:00+05:30',
        end: '2026-12-01T10:45:00+05:30',
        status: 'confirmed',
        consumer_name: 'Asha Patil',
        consumer_contact: '9876543210',
        payment: 'at_visit',
        amount: 0,
        rescheduled_from: null,
        cancelled_by: null,
        cancel_reason: null,
      },
    });
    expect(checkedIn?.body).toMatchObject({ event: 'appointment.checked_in', appointment: { status: 'checked_in' } });
    const other = await insertBooking(t.database, { providerId, consumerUserId: consumerId, start });
    await emit({ kind: 'no_show', appointment: { ...other, status: 'no_show' }, by: 'provider' });
    const [noShow] = await delivered(other.id, 1);
    expect(noShow?.req.headers['x-kataar-event']).toBe('appointment.no_show');
  });

  it('tells a check-in taken back as the booking, confirmed again', async () => {
    const start = new Date('2026-12-03T05:00:00Z');
    const booking = await insertBooking(t.database, { providerId, consumerUserId: consumerId, start });
    await emit({ kind: 'check_in_undone', appointment: booking, by: 'provider' });
    const [undone] = await delivered(booking.id, 1);
    expect(undone?.body).toMatchObject({
      event: 'appointment.booked',
      appointment: { id: booking.id, status: 'confirmed', rescheduled_from: null },
    });
  });

  it('tells a cancellation with who and why, a move with the slot it left, and an advance only once paid', async () => {
    const start = new Date('2026-12-02T11:30:00Z');
    const booking = await insertBooking(
      t.database,
      { providerId, consumerUserId: consumerId, start },
      { status: 'awaiting_payment', payment: 'upi_advance', amountPaise: 20_000 },
    );
    await emit({ kind: 'booked', appointment: booking, by: 'customer' });
    await emit({ kind: 'payment_confirmed', appointment: { ...booking, status: 'confirmed' }, by: 'provider' });
    const moved = { ...booking, status: 'confirmed' as const, startAt: new Date('2026-12-02T12:00:00Z') };
    await emit({ kind: 'rescheduled', appointment: moved, by: 'customer', previousStart: start });
    await emit({
      kind: 'cancelled',
      appointment: { ...moved, status: 'cancelled', cancelledBy: 'provider', cancelReason: 'Doctor on leave' },
      by: 'provider',
    });
    // Sent side by side, so they may arrive in any order.
    const events = (await delivered(booking.id, 3)).map((e) => e.body.appointment);
    expect(events).toHaveLength(3);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'confirmed', amount: 20_000, rescheduled_from: null }),
        expect.objectContaining({ start: '2026-12-02T17:30:00+05:30', rescheduled_from: '2026-12-02T17:00:00+05:30' }),
        expect.objectContaining({ status: 'cancelled', cancelled_by: 'provider', cancel_reason: 'Doctor on leave' }),
      ]),
    );
    const names = (await delivered(booking.id, 3)).map((e) => e.body.event).sort();
    expect(names).toEqual(['appointment.booked', 'appointment.booked', 'appointment.cancelled']);
  });
});
