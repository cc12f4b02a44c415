import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES, type CustomerAppointment, type Slot } from '@kataar/shared/appointments';
import { signedInUser } from '../../test/auth-fixtures';
import {
  MONDAY_0900,
  appointmentsTest,
  clinicSettings,
  customer,
  type AppointmentsTest,
} from './appointment-test-helpers';

let t: AppointmentsTest;
let n = 0;

beforeAll(async () => {
  t = await appointmentsTest('booking-clinic');
  await t.configure(clinicSettings({ days_off: ['2026-11-25'], horizon_days: 7 }));
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = MONDAY_0900;
});

type Booked = { data: CustomerAppointment };
const book = async (start: string, who?: { headers: { authorization: string } }, extra: object = {}) => {
  const person = who ?? (await t.person('booker'));
  n += 1;
  const res = await t.call<Booked>('POST', '/appointments/', {
    auth: person.headers,
    payload: { ...customer(n), provider: t.username, start, ...extra },
  });
  return { ...res, person };
};
const slotsOf = async (date: string) =>
  (await t.call<{ data: Slot[] }>('GET', `/provider/${t.username}/slots/?date=${date}`)).body.data;

describe('slots and booking', () => {
  it('lists the day’s slots with seats left, and a booking takes its seat', async () => {
    const before = await slotsOf('2026-11-24');
    expect(before).toHaveLength(12);
    expect(before[0]).toEqual({ start: '2026-11-24T10:00:00+05:30', end: '2026-11-24T10:30:00+05:30', seats_left: 1 });

    const res = await book('2026-11-24T10:00:00+05:30');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'confirmed',
      start: '2026-11-24T10:00:00+05:30',
      end: '2026-11-24T10:30:00+05:30',
      amount: 0,
      payment: 'at_visit',
      provider: { username: t.username, business_name: 'Sharma Clinic' },
      can_cancel: true,
    });
    expect(res.body.data.reference).toMatch(/^[A-Z2-9]{8}$/);
    expect(res.body.data.upi_link).toBeUndefined();
    expect((await slotsOf('2026-11-24'))[0]?.seats_left).toBe(0);

    const late = await book('2026-11-24T10:00:00+05:30');
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual({ non_field_errors: [APPOINTMENT_MESSAGES.slotFull] });
  });

  it('refuses what the schedule does not offer, each with its sentence', async () => {
    const refusal = async (start: string) => (await book(start)).body.message;
    expect(await refusal('2026-11-24T10:10:00+05:30')).toBe(APPOINTMENT_MESSAGES.slotNotOffered);
    expect(await refusal('2026-11-28T10:00:00+05:30')).toBe(APPOINTMENT_MESSAGES.slotNotOffered);
    expect(await refusal('2026-11-25T10:00:00+05:30')).toBe(APPOINTMENT_MESSAGES.dayOff);
    expect(await refusal('2026-11-16T10:00:00+05:30')).toBe(APPOINTMENT_MESSAGES.slotInPast);
    expect(await refusal('2026-12-01T10:00:00+05:30')).toBe(APPOINTMENT_MESSAGES.beyondHorizon);
    expect((await slotsOf('2026-11-23'))[0]?.start).toBe('2026-11-23T10:00:00+05:30');
    t.clock.now = new Date('2026-11-23T04:15:00Z'); // 09:45: the 10:00 slot closed at 09:30.
    expect(await refusal('2026-11-23T10:00:00+05:30')).toBe(APPOINTMENT_MESSAGES.pastCutoff);
    // A slot that can no longer be booked leaves the list (not "full"), once it closes.
    expect((await slotsOf('2026-11-23'))[0]).toEqual({
      start: '2026-11-23T10:30:00+05:30',
      end: '2026-11-23T11:00:00+05:30',
      seats_left: 1,
    });
    expect(await slotsOf('2026-11-25')).toEqual([]);
    expect(await slotsOf('2026-12-01')).toEqual([]);
  });

  it('refuses bad input with field errors, and unknown providers with 404', async () => {
    const person = await t.person('bad');
    const bad = await t.call('POST', '/appointments/', {
      auth: person.headers,
      payload: { ...customer(1), provider: t.username, start: 'tomorrow at ten' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ start: [APPOINTMENT_MESSAGES.invalidStart] });
    const nobody = await t.call('POST', '/appointments/', {
      auth: person.headers,
      payload: { ...customer(1), provider: 'no-such-clinic', start: '2026-11-24T10:30:00+05:30' },
    });
    expect(nobody.status).toBe(404);
    expect((await t.call('GET', '/provider/no-such-clinic/slots/?date=2026-11-24')).status).toBe(404);
    expect((await t.call('GET', `/provider/${t.username}/slots/?date=24-11-2026`)).status).toBe(400);
    expect((await t.call('POST', '/appointments/not-a-uuid/cancel/', { auth: person.headers })).status).toBe(400);
  });

  it('allows one active booking per person, provider and day; a cancelled one frees the day', async () => {
    const first = await book('2026-11-24T11:00:00+05:30');
    expect(first.status).toBe(201);
    const second = await book('2026-11-24T11:30:00+05:30', first.person);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(APPOINTMENT_MESSAGES.oneBookingPerDay);
    expect((await book('2026-11-26T11:30:00+05:30', first.person)).status).toBe(201);
    const cancel = await t.call<Booked>('POST', `/appointments/${first.body.data.id}/cancel/`, {
      auth: first.person.headers,
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect((await book('2026-11-24T11:30:00+05:30', first.person)).status).toBe(201);
    // The cancelled seat is free again.
    expect((await slotsOf('2026-11-24')).find((s) => s.start === '2026-11-24T11:00:00+05:30')?.seats_left).toBe(1);
  });

  it('does not let a member book their own business', async () => {
    const receptionist = await signedInUser(t.database, 'desk@booking-clinic.in', {
      provider: { id: t.providerId, role: 'receptionist' },
    });
    const res = await book('2026-11-24T12:00:00+05:30', receptionist);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(APPOINTMENT_MESSAGES.ownProvider);
  });

  it('cancels and reschedules only before the cutoff, moving to a free slot under the same rules', async () => {
    const booked = await book('2026-11-26T17:00:00+05:30');
    const id = booked.body.data.id;
    const auth = booked.person.headers;
    const taken = await book('2026-11-26T17:30:00+05:30');
    expect(taken.status).toBe(201);
    const full = await t.call('POST', `/appointments/${id}/reschedule/`, {
      auth,
      payload: { start: '2026-11-26T17:30:00+05:30' },
    });
    expect(full.body.message).toBe(APPOINTMENT_MESSAGES.slotFull);
    const moved = await t.call<Booked>('POST', `/appointments/${id}/reschedule/`, {
      auth,
      payload: { start: '2026-11-27T18:00:00+05:30' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id, status: 'confirmed', start: '2026-11-27T18:00:00+05:30' });
    expect((await slotsOf('2026-11-26'))[6]).toMatchObject({ start: '2026-11-26T17:00:00+05:30', seats_left: 1 });

    // Someone else's booking is not found.
    const stranger = await t.person('stranger');
    expect((await t.call('POST', `/appointments/${id}/cancel/`, { auth: stranger.headers })).status).toBe(404);

    t.clock.now = new Date('2026-11-27T12:10:00Z'); // 17:40: the 18:00 slot's cutoff passed at 17:30.
    const tooLate = await t.call('POST', `/appointments/${id}/cancel/`, { auth });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe(APPOINTMENT_MESSAGES.cancelCutoff);
    const lateMove = await t.call('POST', `/appointments/${id}/reschedule/`, {
      auth,
      payload: { start: '2026-11-27T19:00:00+05:30' },
    });
    expect(lateMove.body.message).toBe(APPOINTMENT_MESSAGES.rescheduleCutoff);
  });

  it('lists the person’s bookings, upcoming soonest first, then past latest first', async () => {
    const person = await t.person('regular');
    await book('2026-11-27T10:00:00+05:30', person);
    await book('2026-11-24T19:00:00+05:30', person);
    await book('2026-11-26T10:00:00+05:30', person);
    t.clock.now = new Date('2026-11-26T06:00:00Z'); // Thursday 11:30
    const mine = await t.call<{ data: CustomerAppointment[] }>('GET', '/appointments/mine/', { auth: person.headers });
    expect(mine.body.data.map((a) => a.start)).toEqual([
      '2026-11-27T10:00:00+05:30',
      '2026-11-26T10:00:00+05:30',
      '2026-11-24T19:00:00+05:30',
    ]);
    expect(mine.body.data.map((a) => a.can_cancel)).toEqual([true, false, false]);
  });

  it('gives the booking’s calendar file to the person who booked only', async () => {
    const booked = await book('2026-11-24T12:30:00+05:30');
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/api/appointments/${booked.body.data.id}/ics`,
      headers: booked.person.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.body).toContain('BEGIN:VEVENT');
    expect(res.body).toContain('DTSTART:20261124T070000Z');
    expect(res.body).toContain('DTEND:20261124T073000Z');
    expect(res.body).toContain('Sharma Clinic');
    expect(res.body).toContain(booked.body.data.reference);
    const other = await t.person('other');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/v1/api/appointments/${booked.body.data.id}/ics`,
      headers: other.headers,
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('paying in advance by UPI', () => {
  let upi: AppointmentsTest;
  beforeAll(async () => {
    upi = await appointmentsTest('upi-clinic');
    await upi.configure(
      clinicSettings({ seats_per_slot: 2, payment: 'upi_advance', upi_id: 'sharmaclinic@okhdfc', booking_fee: 150 }),
    );
  });
  afterAll(() => upi.close());
  beforeEach(() => {
    upi.clock.now = MONDAY_0900;
  });

  const bookUpi = async (start: string) => {
    const person = await upi.person('payer');
    const res = await upi.call<Booked>('POST', '/appointments/', {
      auth: person.headers,
      payload: { ...customer(7), provider: 'upi-clinic', start },
    });
    return { ...res, person };
  };
  const seatsAt = async (start: string) =>
    (await upi.call<{ data: Slot[] }>('GET', `/provider/upi-clinic/slots/?date=${start.slice(0, 10)}`)).body.data.find(
      (s) => s.start === start,
    )?.seats_left;

  it('holds the seat for 15 minutes with a UPI link carrying the amount and the reference', async () => {
    const res = await bookUpi('2026-11-24T10:00:00+05:30');
    expect(res.status).toBe(201);
    const data = res.body.data;
    expect(data).toMatchObject({
      status: 'awaiting_payment',
      amount: 15000,
      payment: 'upi_advance',
      hold_expires_at: '2026-11-23T09:15:00+05:30',
    });
    expect(data.upi_link).toBe(
      `upi://pay?pa=sharmaclinic@okhdfc&pn=Sharma%20Clinic&am=150.00&cu=INR&tn=Booking%20${data.reference}&tr=${data.reference}`,
    );
    expect(await seatsAt('2026-11-24T10:00:00+05:30')).toBe(1);
    // After the hold the seat frees itself, and "I have paid" comes too late.
    upi.clock.now = new Date('2026-11-23T03:46:00Z');
    expect(await seatsAt('2026-11-24T10:00:00+05:30')).toBe(2);
    const late = await upi.call('POST', `/appointments/${data.id}/paid/`, { auth: res.person.headers });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(APPOINTMENT_MESSAGES.holdExpired);
  });

  it('“I have paid” makes the booking payment_pending, holding its seat past the 15 minutes', async () => {
    const res = await bookUpi('2026-11-24T10:30:00+05:30');
    const paid = await upi.call<Booked>('POST', `/appointments/${res.body.data.id}/paid/`, {
      auth: res.person.headers,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'payment_pending', hold_expires_at: null });
    expect(paid.body.data.upi_link).toContain('am=150.00');
    upi.clock.now = new Date('2026-11-23T05:00:00Z');
    expect(await seatsAt('2026-11-24T10:30:00+05:30')).toBe(1);
  });
});
