import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES, type CustomerAppointment, type ProviderAppointment } from '@kataar/shared/appointments';
import type { MyQueue, QueueEntry } from '@kataar/shared/queue';
import { appointments, queueEntries } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import {
  MONDAY_0900,
  appointmentsTest,
  clinicSettings,
  customer,
  type AppointmentsTest,
} from './appointment-test-helpers';

/** Monday 23 November 2026, 10:05 in India: the 10:00 slot has started. */
const MONDAY_1005 = new Date('2026-11-23T04:35:00Z');

let t: AppointmentsTest;
let desk: SignedInUser;
let otherDesk: SignedInUser;
let n = 0;

beforeAll(async () => {
  let otherId = '';
  t = await appointmentsTest('check-in-clinic', {}, async (database) => {
    otherId = (await insertProvider(database, { username: 'prakruti', businessName: 'Prakruti Health Clinic' })).id;
  });
  await t.configure(clinicSettings({ seats_per_slot: 5, cutoff_minutes: 0 }));
  desk = await signedInUser(t.database, 'desk@check-in-clinic.in', {
    provider: { id: t.providerId, role: 'receptionist' },
  });
  otherDesk = await signedInUser(t.database, 'desk@prakruti.in', { provider: { id: otherId, role: 'receptionist' } });
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = MONDAY_0900;
});

/** A confirmed booking (paid at the visit) of a new person, made now. */
const book = async (start: string) => {
  const person = await t.person('patient');
  n += 1;
  const res = await t.call<{ data: CustomerAppointment }>('POST', '/appointments/', {
    auth: person.headers,
    payload: { ...customer(n), consumer_name: `Patient ${n}`, provider: t.username, start },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return { ...res.body.data, person, name: `Patient ${n}` };
};
const deskAction = (id: string, what: string, by: SignedInUser = desk) =>
  t.call<{ data: ProviderAppointment }>('POST', `/provider/appointments/${id}/${what}/`, { auth: by.headers });
const waitingHere = async () =>
  (await t.call<{ data: QueueEntry[] }>('GET', '/queue/entries/', { auth: desk.headers })).body.data;
const bookingRow = async (id: string) =>
  (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0];

describe('check-in on the booking’s day only', () => {
  it('refuses a booking of another India day with a sentence for the desk, and takes it on its day', async () => {
    const tuesday = await book('2026-11-24T10:00:00+05:30');
    const early = await deskAction(tuesday.id, 'check-in');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(APPOINTMENT_MESSAGES.checkInOtherDay);
    expect((await bookingRow(tuesday.id))?.status).toBe('confirmed');
    expect((await waitingHere()).map((e) => e.consumer_name)).not.toContain(tuesday.name);

    // 23:59 on Monday is still Monday in India; 00:01 on Tuesday is the booking's day.
    t.clock.now = new Date('2026-11-23T18:29:00Z');
    expect((await deskAction(tuesday.id, 'check-in')).status).toBe(409);
    t.clock.now = new Date('2026-11-23T18:31:00Z');
    const arrived = await deskAction(tuesday.id, 'check-in');
    expect(arrived.status).toBe(200);
    expect(arrived.body.data).toMatchObject({ status: 'checked_in' });
    await deskAction(tuesday.id, 'undo-check-in');
  });

  it('refuses a booking of a day gone by', async () => {
    const monday = await book('2026-11-23T10:00:00+05:30');
    t.clock.now = new Date('2026-11-24T04:30:00Z');
    const late = await deskAction(monday.id, 'check-in');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(APPOINTMENT_MESSAGES.checkInOtherDay);
  });
});

describe('undoing a check-in', () => {
  it('takes the entry out of the waiting list and confirms the booking again; it can be checked in again', async () => {
    const booked = await book('2026-11-23T10:00:00+05:30');
    t.clock.now = MONDAY_1005;
    const arrived = await deskAction(booked.id, 'check-in');
    expect(arrived.status).toBe(200);
    const entryId = (await bookingRow(booked.id))?.queueEntryId;
    expect((await waitingHere()).map((e) => e.id)).toContain(entryId);

    const undone = await deskAction(booked.id, 'undo-check-in');
    expect(undone.status).toBe(200);
    expect(undone.body.data).toMatchObject({ id: booked.id, status: 'confirmed' });
    expect((await waitingHere()).map((e) => e.id)).not.toContain(entryId);
    const row = await bookingRow(booked.id);
    expect(row).toMatchObject({ status: 'confirmed', queueEntryId: null, checkedInAt: null });
    // The mistaken entry is gone, not ended: the person sees no "removed" and gets no place back.
    expect(
      await t.database.db
        .select()
        .from(queueEntries)
        .where(eq(queueEntries.id, entryId ?? 0)),
    ).toEqual([]);
    const mine = await t.call<{ data: CustomerAppointment[] }>('GET', '/appointments/mine/', {
      auth: booked.person.headers,
    });
    expect(mine.body.data[0]).toMatchObject({ id: booked.id, status: 'confirmed' });

    expect((await deskAction(booked.id, 'check-in')).status).toBe(200);
    expect((await waitingHere()).filter((e) => e.consumer_name === booked.name)).toHaveLength(1);
    expect((await deskAction(booked.id, 'undo-check-in')).status).toBe(200);
  });

  it('is refused once the person was called, and for a booking that is not checked in', async () => {
    const booked = await book('2026-11-23T10:30:00+05:30');
    const undoFirst = await deskAction(booked.id, 'undo-check-in');
    expect(undoFirst.status).toBe(409);
    expect(undoFirst.body.message).toBe(APPOINTMENT_MESSAGES.notCheckedIn);

    t.clock.now = MONDAY_1005;
    expect((await deskAction(booked.id, 'check-in')).status).toBe(200);
    // Everyone ahead is called, then this person.
    for (;;) {
      const called = await t.call<{ data: { id: number } }>('POST', '/queue/pop/', { auth: desk.headers });
      if (called.status !== 200) break;
      if (called.body.data.id === (await bookingRow(booked.id))?.queueEntryId) break;
    }
    const tooLate = await deskAction(booked.id, 'undo-check-in');
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe(APPOINTMENT_MESSAGES.checkInAlreadyCalled);
    expect((await bookingRow(booked.id))?.status).toBe('checked_in');
  });

  it('is not found for another business’s desk', async () => {
    const booked = await book('2026-11-23T11:00:00+05:30');
    t.clock.now = MONDAY_1005;
    expect((await deskAction(booked.id, 'check-in')).status).toBe(200);
    const stranger = await deskAction(booked.id, 'undo-check-in', otherDesk);
    expect(stranger.status).toBe(404);
    expect((await bookingRow(booked.id))?.status).toBe('checked_in');
    expect((await deskAction(booked.id, 'undo-check-in')).status).toBe(200);
  });
});

describe('a booked person who also waits in another business’s queue', () => {
  it('is checked in at this desk, and still waits there; no other business is named to the desk', async () => {
    const booked = await book('2026-11-23T11:30:00+05:30');
    const joined = await t.call('POST', '/queue/join/prakruti/', {
      auth: booked.person.headers,
      payload: customer(90),
    });
    expect(joined.status).toBe(200);

    t.clock.now = MONDAY_1005;
    const arrived = await deskAction(booked.id, 'check-in');
    expect(arrived.status).toBe(200);
    expect(JSON.stringify(arrived.body)).not.toContain('Prakruti');
    expect(arrived.body.data).toMatchObject({ status: 'checked_in' });
    expect((await waitingHere()).map((e) => e.id)).toContain((await bookingRow(booked.id))?.queueEntryId);

    // The person's own place, the one they joined themselves, is what their queue card shows and
    // what "Leave" ends; the check-in stays.
    const mine = await t.call<{ data: MyQueue | null }>('GET', '/queue/mine/', { auth: booked.person.headers });
    expect(mine.body.data).toMatchObject({ username: 'prakruti' });
    expect((await t.call('POST', '/queue/leave/', { auth: booked.person.headers })).status).toBe(200);
    expect((await waitingHere()).map((e) => e.id)).toContain((await bookingRow(booked.id))?.queueEntryId);
    const stillHere = await t.call<{ data: MyQueue | null }>('GET', '/queue/mine/', { auth: booked.person.headers });
    expect(stillHere.body.data).toMatchObject({ username: t.username });

    // Joining a second queue oneself is still refused, naming the queue one waits in.
    expect(
      (await t.call('POST', '/queue/join/prakruti/', { auth: booked.person.headers, payload: customer(90) })).status,
    ).toBe(200);
    const second = await t.call('POST', `/queue/join/${t.username}/`, {
      auth: booked.person.headers,
      payload: customer(90),
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'You are already in the queue at Prakruti Health Clinic. Leave it before joining another.',
    );
    await t.call('POST', '/queue/leave/', { auth: booked.person.headers });
    expect((await deskAction(booked.id, 'undo-check-in')).status).toBe(200);
  });
});
