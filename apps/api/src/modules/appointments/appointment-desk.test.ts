import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES, type CustomerAppointment, type ProviderAppointment } from '@kataar/shared/appointments';
import type { QueueEntry } from '@kataar/shared/queue';
import { queueEntries } from '../../db/schema';
import { CHANNELS, publishChange } from '../../lib/change-bus';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { listen, openStream } from '../../test/sse-client';
import type { DayView } from './appointment-desk-service';
import {
  MONDAY_0900,
  appointmentsTest,
  clinicSettings,
  customer,
  type AppointmentsTest,
} from './appointment-test-helpers';

let t: AppointmentsTest;
let desk: SignedInUser;

beforeAll(async () => {
  t = await appointmentsTest('desk-clinic');
  await t.configure(
    clinicSettings({ seats_per_slot: 2, payment: 'upi_advance', upi_id: 'sharmaclinic@okhdfc', booking_fee: 100 }),
  );
  desk = await signedInUser(t.database, 'desk@desk-clinic.in', {
    provider: { id: t.providerId, role: 'receptionist' },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = MONDAY_0900;
});

const book = (start: string) => t.book(start);
const action = (id: string, what: string, payload?: unknown) =>
  t.call<{ data: ProviderAppointment }>('POST', `/provider/appointments/${id}/${what}/`, {
    auth: desk.headers,
    ...(payload === undefined ? {} : { payload }),
  });
const dayView = async (date: string) =>
  (await t.call<{ data: DayView }>('GET', `/provider/appointments/?date=${date}`, { auth: desk.headers })).body.data;

describe('the desk’s day', () => {
  it('shows the day’s slots with their bookings to every member, payments and all', async () => {
    const booked = await book('2026-11-24T10:00:00+05:30');
    const day = await dayView('2026-11-24');
    expect(day.slots).toHaveLength(12);
    expect(day.slots[0]).toMatchObject({ start: '2026-11-24T10:00:00+05:30', seats: 2 });
    expect(day.slots[0]?.bookings).toEqual([
      expect.objectContaining({
        id: booked.id,
        status: 'awaiting_payment',
        consumer_name: expect.stringMatching(/^Customer/),
        amount: 10000,
        paid: 0,
        outside_hours: false,
      }),
    ]);
    expect(day.outside_hours).toEqual([]);
    const stranger = await t.person('stranger');
    expect((await t.call('GET', '/provider/appointments/?date=2026-11-24', { auth: stranger.headers })).status).toBe(
      403,
    );
  });

  it('refuses a day outside the years 2000 to 2100 with the date message, never an error', async () => {
    for (const date of ['0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31']) {
      const res = await t.call<{ errors: Record<string, string[]> }>('GET', `/provider/appointments/?date=${date}`, {
        auth: desk.headers,
      });
      expect(res.status, date).toBe(400);
      expect(res.body.errors.date).toEqual(['Enter a valid date as YYYY-MM-DD.']);
    }
  });

  it('confirms a UPI payment the person claimed, recording who vouched for it', async () => {
    const booked = await book('2026-11-24T10:30:00+05:30');
    expect((await action(booked.id, 'confirm-payment')).status).toBe(200);
    // Confirmed once: there is nothing more to confirm.
    const again = await action(booked.id, 'confirm-payment');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(APPOINTMENT_MESSAGES.noPaymentToConfirm);

    const claimed = await book('2026-11-24T11:00:00+05:30');
    await t.call('POST', `/appointments/${claimed.id}/paid/`, { auth: claimed.person.headers });
    const confirmed = await action(claimed.id, 'confirm-payment');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', paid: 10000, amount: 10000 });
    const mine = await t.call<{ data: CustomerAppointment[] }>('GET', '/appointments/mine/', {
      auth: claimed.person.headers,
    });
    expect(mine.body.data[0]).toMatchObject({ status: 'confirmed' });
    expect(mine.body.data[0]?.upi_link).toBeUndefined();
  });

  it('cancels with a reason, and flags bookings the new hours left out', async () => {
    const booked = await book('2026-11-24T17:00:00+05:30');
    const keep = await book('2026-11-24T19:30:00+05:30');
    expect((await action(booked.id, 'cancel', { reason: '' })).body.errors).toEqual({
      reason: [APPOINTMENT_MESSAGES.reasonRequired],
    });
    for (const reason of ['Doctor\u0000away', 'Doctor\u001b[31m away', 'Doctor away\r\nBcc: someone@example.in']) {
      const refused = await action(booked.id, 'cancel', { reason });
      expect(refused.status, JSON.stringify(reason)).toBe(400);
      expect(refused.body.errors).toEqual({ reason: ['Please remove invisible control characters from this text.'] });
    }
    const cancelled = await action(booked.id, 'cancel', { reason: 'Doctor is unwell' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Doctor is unwell' });
    expect((await action(booked.id, 'cancel', { reason: 'again' })).status).toBe(409);

    const evenings: [string, string][] = [['17:00', '19:00']];
    await t.configure(
      clinicSettings({
        seats_per_slot: 2,
        payment: 'upi_advance',
        upi_id: 'sharmaclinic@okhdfc',
        booking_fee: 100,
        weekly: { ...clinicSettings().weekly, tue: evenings },
      }),
    );
    const day = await dayView('2026-11-24');
    expect(day.slots.map((s) => s.start)).toEqual([
      '2026-11-24T17:00:00+05:30',
      '2026-11-24T17:30:00+05:30',
      '2026-11-24T18:00:00+05:30',
      '2026-11-24T18:30:00+05:30',
    ]);
    // Nothing is dropped: morning and late bookings stay, flagged.
    expect(day.outside_hours.map((b) => b.id)).toContain(keep.id);
    expect(day.outside_hours.every((b) => b.outside_hours)).toBe(true);
    expect(day.outside_hours).toHaveLength(4);
  });
});

describe('arrivals', () => {
  let clinic: AppointmentsTest;
  let member: SignedInUser;
  beforeAll(async () => {
    clinic = await appointmentsTest('arrival-clinic');
    await clinic.configure(clinicSettings({ seats_per_slot: 3, cutoff_minutes: 0 }));
    member = await signedInUser(clinic.database, 'desk@arrival-clinic.in', {
      provider: { id: clinic.providerId, role: 'receptionist' },
    });
  });
  afterAll(() => clinic.close());

  const bookAt = async (start: string) => {
    const person = await clinic.person('arriving');
    const res = await clinic.call<{ data: CustomerAppointment }>('POST', '/appointments/', {
      auth: person.headers,
      payload: { ...customer(40), provider: 'arrival-clinic', start },
    });
    return res.body.data;
  };
  const deskAction = (id: string, what: string) =>
    clinic.call<{ data: ProviderAppointment }>('POST', `/provider/appointments/${id}/${what}/`, {
      auth: member.headers,
    });
  /** A walk-in added by the desk, who came at `at` (India time on Monday). */
  const walkIn = async (name: string, at: string) => {
    const res = await clinic.call<{ data: QueueEntry }>('POST', '/queue/add/', {
      auth: member.headers,
      payload: { ...customer(50), consumer_name: name },
    });
    const id = res.body.data.id;
    await clinic.database.db
      .update(queueEntries)
      .set({ joinedAt: new Date(`2026-11-23T${at}:00+05:30`) })
      .where(eq(queueEntries.id, id));
    await publishChange(clinic.database.db, CHANNELS.queueChanged, clinic.providerId);
  };
  const waiting = async () =>
    (await clinic.call<{ data: QueueEntry[] }>('GET', '/queue/entries/', { auth: member.headers })).body.data;

  it('puts a 10:30 booking arriving at 10:20 after a walk-in of 10:10 and before one of 10:25', async () => {
    clinic.clock.now = new Date('2026-11-23T04:00:00Z'); // 09:30
    const booked = await bookAt('2026-11-23T10:30:00+05:30');
    await walkIn('Early Walk-in', '10:10');
    await walkIn('Later Walk-in', '10:25');
    clinic.clock.now = new Date('2026-11-23T04:50:00Z'); // 10:20
    const tooEarly = await deskAction(booked.id, 'no-show');
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.message).toBe(APPOINTMENT_MESSAGES.noShowTooEarly);
    const arrived = await deskAction(booked.id, 'check-in');
    expect(arrived.status).toBe(200);
    expect(arrived.body.data).toMatchObject({ status: 'checked_in' });
    const list = await waiting();
    expect(list.map((e) => [e.consumer_name, e.appointment_at])).toEqual([
      ['Early Walk-in', null],
      ['Customer 40', '2026-11-23T10:30:00+05:30'],
      ['Later Walk-in', null],
    ]);
    expect(list.map((e) => e.consumer_position)).toEqual([1, 2, 3]);
    expect((await deskAction(booked.id, 'check-in')).body.message).toBe(APPOINTMENT_MESSAGES.notArrivable);
  });

  it('keeps the slot’s place within the grace, and queues a late arrival from its arrival', async () => {
    clinic.clock.now = new Date('2026-11-23T06:00:00Z'); // 11:30
    const inGrace = await bookAt('2026-11-23T12:00:00+05:30');
    const late = await bookAt('2026-11-23T12:00:00+05:30');
    clinic.clock.now = new Date('2026-11-23T06:40:00Z'); // 12:10, within 15 minutes
    expect((await deskAction(inGrace.id, 'check-in')).status).toBe(200);
    clinic.clock.now = new Date('2026-11-23T06:50:00Z'); // 12:20, after the grace
    expect((await deskAction(late.id, 'check-in')).status).toBe(200);
    const rows = await clinic.database.db.select().from(queueEntries).where(eq(queueEntries.source, 'appointment'));
    const joined = rows.map((r) => r.joinedAt.toISOString()).sort();
    expect(joined).toContain('2026-11-23T06:30:00.000Z');
    expect(joined).toContain('2026-11-23T06:50:00.000Z');
  });

  it('marks a no-show once the slot has started', async () => {
    clinic.clock.now = new Date('2026-11-23T07:00:00Z'); // 12:30
    const later = await bookAt('2026-11-23T17:00:00+05:30');
    clinic.clock.now = new Date('2026-11-23T11:35:00Z'); // 17:05
    const missed = await deskAction(later.id, 'no-show');
    expect(missed.body.data).toMatchObject({ status: 'no_show' });
    expect((await deskAction(later.id, 'check-in')).status).toBe(409);
  });

  it('tells the members’ streams which day’s bookings changed, and nobody else’s', async () => {
    clinic.clock.now = MONDAY_0900;
    const base = await listen(clinic.app);
    const url = `${base}/v1/api/queue/arrival-clinic/events`;
    const memberStream = await openStream<{ date: string }>(url, member.headers, 'appointments');
    const someone = await clinic.person('watcher');
    const publicStream = await openStream<{ date: string }>(url, someone.headers, 'appointments');
    try {
      await bookAt('2026-11-25T10:00:00+05:30');
      expect(await memberStream.next((e) => e.date === '2026-11-25')).toEqual({ date: '2026-11-25' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(publicStream.events).toEqual([]);
    } finally {
      memberStream.close();
      publicStream.close();
    }
  });
});
