import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deskMembers, deskServices, desks, services } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { createDeskTestApp, customer, type DeskTestApp } from './queue-test-helpers';

// A polyclinic with two doctors: Dr. Rao (letter R) gives consultations; Dr. Mehta (letter M) gives
// consultations and dressings. Who each desk calls is the rule under test.
let d: DeskTestApp;
let rao = 0;
let mehta = 0;
let consultation = 0;
let dressing = 0;
let otherDesk = 0;
let raoHimself: SignedInUser;

beforeAll(async () => {
  d = await createDeskTestApp({
    username: 'poly-clinic',
    businessName: 'Poly Clinic',
    domain: 'poly.in',
    peopleCount: 12,
  });
  const { db } = d.t.database;
  // The provider's first desk (every provider has one) becomes Dr. Rao's.
  [{ id: rao }] = (await db
    .update(desks)
    .set({ name: 'Dr. Rao', tokenPrefix: 'R' })
    .where(eq(desks.providerId, d.providerId))
    .returning({ id: desks.id })) as [{ id: number }];
  [{ id: mehta }] = (await db
    .insert(desks)
    .values({ providerId: d.providerId, name: 'Dr. Mehta', tokenPrefix: 'M' })
    .returning({ id: desks.id })) as [{ id: number }];
  const made = await db
    .insert(services)
    .values([
      { providerId: d.providerId, name: 'Consultation', durationMinutes: 10 },
      { providerId: d.providerId, name: 'Dressing', durationMinutes: 15, price: 200 },
    ])
    .returning({ id: services.id });
  [consultation, dressing] = made.map((s) => s.id) as [number, number];
  await db.insert(deskServices).values([
    { deskId: rao, serviceId: consultation },
    { deskId: mehta, serviceId: consultation },
    { deskId: mehta, serviceId: dressing },
  ]);
  const [other] = await db.select({ id: desks.id }).from(desks).where(eq(desks.name, 'Main desk'));
  otherDesk = other!.id; // Other Salon's desk.
  raoHimself = await signedInUser(d.t.database, 'rao@poly.in', {
    provider: { id: d.providerId, role: 'practitioner' },
  });
  await db.insert(deskMembers).values({ deskId: rao, userId: raoHimself.id });
});
afterAll(() => d.t.close());

const join = (i: number, choice: Record<string, unknown> = {}) =>
  d.call('POST', '/queue/join/poly-clinic/', { auth: d.people[i]!.headers, payload: customer(i, choice) });
const pop = (deskId: number, who = d.desk) =>
  d.call('POST', '/queue/pop/', { auth: who.headers, payload: { desk_id: deskId } });
const calledName = async (deskId: number) => {
  const res = await pop(deskId);
  expect(res.status).toBe(200);
  return (res.body.data as { consumer_name: string }).consumer_name;
};
const line = async (deskId: number) =>
  (
    (await d.call('GET', `/queue/entries/?desk_id=${deskId}`, { auth: d.desk.headers })).body.data as {
      consumer_name: string;
      token_label: string;
    }[]
  ).map((e) => `${e.consumer_name} ${e.token_label}`);
const setDesk = (id: number, state: { isOpen?: boolean; queueRunning?: boolean }) =>
  d.t.database.db.update(desks).set(state).where(eq(desks.id, id));

describe('who a desk calls', () => {
  it('calls the earliest of those who chose it or "first available"; never someone who chose another desk', async () => {
    expect((await join(0, { desk_id: rao })).status).toBe(200);
    expect((await join(1)).status).toBe(200);
    expect((await join(2, { desk_id: mehta })).status).toBe(200);
    expect(await line(rao)).toEqual(['Customer 0 R-1', 'Customer 1 2']);
    expect(await line(mehta)).toEqual(['Customer 1 2', 'Customer 2 M-3']);

    // Dr. Mehta is free first: the "first available" person who came before his own patient.
    expect(await calledName(mehta)).toBe('Customer 1');
    expect(await calledName(mehta)).toBe('Customer 2');
    // Nobody who chose Dr. Rao is called by Dr. Mehta.
    expect((await pop(mehta)).body).toEqual({
      message: 'The queue is empty.',
      errors: { non_field_errors: ['The queue is empty.'] },
    });
    expect(await calledName(rao)).toBe('Customer 0');
  });

  it('serves "first available" people only at desks that offer their service', async () => {
    await join(3, { service_id: dressing });
    await join(4, { service_id: consultation });
    expect(await line(rao)).toEqual(['Customer 4 5']);
    expect(await calledName(rao)).toBe('Customer 4');
    expect(await calledName(mehta)).toBe('Customer 3');
  });

  it('answers the calling desk and the token as called aloud', async () => {
    await join(5, { desk_id: mehta, service_id: dressing });
    const res = await pop(mehta);
    expect(res.body.data).toMatchObject({
      consumer_name: 'Customer 5',
      desk: { id: mehta, name: 'Dr. Mehta' },
      token_label: 'M-6',
    });
  });
});

describe('a desk that pauses or closes', () => {
  it('takes no named joins and calls nobody, while "first available" people are served by the other desks', async () => {
    await setDesk(rao, { queueRunning: false });
    const named = await join(6, { desk_id: rao });
    expect(named.status).toBe(409);
    expect(named.body.message).toBe('Dr. Rao has paused their line. Choose another or "First available".');
    expect((await join(6)).status).toBe(200);
    expect((await pop(rao)).body.message).toBe('Dr. Rao has paused their line. Choose another or "First available".');
    expect(await calledName(mehta)).toBe('Customer 6');
    await setDesk(rao, { queueRunning: true, isOpen: false });
    expect((await join(7, { desk_id: rao })).body.message).toBe(
      'Dr. Rao is not seeing anyone right now. Choose another or "First available".',
    );
    await setDesk(rao, { isOpen: true });
  });

  it('still lets the desk add a walk-in to that line', async () => {
    await setDesk(mehta, { queueRunning: false });
    const res = await d.call('POST', '/queue/add/', {
      auth: d.desk.headers,
      payload: customer(30, { desk_id: mehta, service_id: dressing }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      // First in Dr. Mehta's line, whoever waits at Dr. Rao's.
      consumer_position: 1,
      desk: { id: mehta, name: 'Dr. Mehta' },
      service: { id: dressing, name: 'Dressing' },
      token_label: expect.stringMatching(/^M-\d+$/),
    });
    await setDesk(mehta, { queueRunning: true });
    expect(await calledName(mehta)).toBe('Customer 30');
  });
});

describe('choices a join cannot make', () => {
  it.each([
    ['another business’s desk', () => ({ desk_id: otherDesk }), 400, 'Desk not found'],
    ['a desk id that is not a number', () => ({ desk_id: 'abc' }), 400, 'Desk not found'],
    ['an unknown service', () => ({ service_id: 999_999 }), 400, 'Service not found'],
    [
      'a service the desk does not offer',
      () => ({ desk_id: rao, service_id: dressing }),
      409,
      'Dr. Rao does not offer Dressing.',
    ],
  ])('refuses %s', async (_, choice, status, message) => {
    const res = await join(8, choice());
    expect(res).toMatchObject({ status, body: { message } });
  });

  it('refuses "first available" for a service no open desk offers', async () => {
    await setDesk(mehta, { isOpen: false });
    const res = await join(8, { service_id: dressing });
    expect(res).toMatchObject({ status: 409, body: { message: 'Nobody offers Dressing right now.' } });
    await setDesk(mehta, { isOpen: true });
  });
});

describe('a practitioner', () => {
  it('calls at their own desk without naming it, and is refused at another (403)', async () => {
    await join(9, { desk_id: rao });
    await join(10, { desk_id: mehta });
    const elsewhere = await pop(mehta, raoHimself);
    expect(elsewhere).toEqual({ status: 403, body: { message: 'You can call people only at your own desks.' } });
    const own = await d.call('POST', '/queue/pop/', { auth: raoHimself.headers });
    expect(own.body.data).toMatchObject({ consumer_name: 'Customer 9', desk: { id: rao } });
    const list = await d.call('GET', `/queue/entries/?desk_id=${mehta}`, { auth: raoHimself.headers });
    expect(list.status).toBe(403);
    expect(await calledName(mehta)).toBe('Customer 10');
  });
});

describe('transfer, park and recall', () => {
  const post = (path: string, who: SignedInUser, payload?: unknown) =>
    d.call('POST', path, { auth: who.headers, payload });

  it('sends a called patient to another desk, where they wait at their old place', async () => {
    await join(11, { desk_id: rao });
    const called = (await pop(rao)).body.data as { id: number };
    // Someone joins Dr. Mehta's line after the patient first came.
    const later = await d.call('POST', '/queue/add/', {
      auth: d.desk.headers,
      payload: customer(40, { desk_id: mehta }),
    });
    expect(later.status).toBe(200);
    const sent = await post(`/queue/transfer/${called.id}/`, raoHimself, { desk_id: mehta });
    expect(sent).toEqual({ status: 200, body: { message: 'Moved to the other line; they keep their place.' } });
    const names = (await line(mehta)).map((s) => s.split(' M-')[0]);
    expect(names).toEqual(['Customer 11', 'Customer 40']);
    expect(await calledName(mehta)).toBe('Customer 11');
    expect(await calledName(mehta)).toBe('Customer 40');
  });

  it('refuses a transfer without a target, to another business’s desk, and by a practitioner for another desk’s patient', async () => {
    await join(8, { desk_id: mehta });
    const [waiting] = (await d.call('GET', `/queue/entries/?desk_id=${mehta}`, { auth: d.desk.headers })).body.data as {
      id: number;
    }[];
    expect(await post(`/queue/transfer/${waiting!.id}/`, d.desk, {})).toMatchObject({
      status: 400,
      body: { message: 'Choose the desk or the service to move this person to.' },
    });
    expect(await post(`/queue/transfer/${waiting!.id}/`, d.desk, { desk_id: otherDesk })).toMatchObject({
      status: 400,
      body: { message: 'Desk not found' },
    });
    expect(await post(`/queue/transfer/${waiting!.id}/`, raoHimself, { desk_id: rao })).toMatchObject({ status: 403 });
    expect(await post(`/queue/transfer/${waiting!.id}/`, d.desk, { desk_id: rao })).toMatchObject({ status: 200 });
    expect(await calledName(rao)).toBe('Customer 8');
  });

  it('parks a called person and calls them back with their token', async () => {
    await join(7, { desk_id: rao });
    const called = (await pop(rao)).body.data as { id: number };
    expect(await post(`/queue/recall/${called.id}/`, d.desk)).toMatchObject({
      status: 409,
      body: { message: 'This person is not parked at your desk.' },
    });
    expect(await post(`/queue/park/${called.id}/`, raoHimself)).toEqual({
      status: 200,
      body: { message: 'Parked: they keep their token until you recall them.' },
    });
    expect(await post(`/queue/park/${called.id}/`, raoHimself)).toMatchObject({ status: 409 });
    // The desk's Called list shows them parked; Dr. Mehta's does not list them at all.
    const calledAt = async (deskId: number) =>
      (await d.call('GET', `/queue/called/?desk_id=${deskId}`, { auth: d.desk.headers })).body.data as {
        id: number;
        parked: boolean;
        token_label: string;
      }[];
    expect((await calledAt(rao)).find((e) => e.id === called.id)).toMatchObject({
      parked: true,
      token_label: expect.stringMatching(/^R-\d+$/),
    });
    expect((await calledAt(mehta)).some((e) => e.id === called.id)).toBe(false);
    expect(await post(`/queue/recall/${called.id}/`, raoHimself)).toEqual({
      status: 200,
      body: { message: 'Called back to the desk' },
    });
    expect(await post(`/queue/park/99999/`, d.desk)).toMatchObject({ status: 404 });
  });
});

describe('what the public sees of the desks', () => {
  it('lists each desk’s line, wait and last call, the services, and each person’s place in their own line', async () => {
    await join(0, { desk_id: mehta, service_id: dressing });
    await join(1, { desk_id: rao });
    await join(2, { service_id: consultation });
    const profile = (await d.call('GET', '/provider/poly-clinic')).body.data as {
      desks: { name: string; waiting: number; now_serving: string | null }[];
      services: unknown[];
    };
    expect(profile.desks.map((desk) => [desk.name, desk.waiting])).toEqual([
      ['Dr. Rao', 2],
      ['Dr. Mehta', 2],
    ]);
    expect(profile.desks[0]).toMatchObject({ token_prefix: 'R', is_open: true, queue_running: true });
    expect(profile.desks[0]!.now_serving).toMatch(/^R-\d+$/);
    expect(profile.services).toEqual([
      { id: consultation, name: 'Consultation', duration_minutes: 10, price: null },
      { id: dressing, name: 'Dressing', duration_minutes: 15, price: 200 },
    ]);
    // Each doctor's own patient is first in that doctor's line; the "first available" consultation
    // may be called by either doctor, so both patients ahead count (the two doctors share the wait).
    const overview = async (i: number) =>
      (await d.call('GET', '/queue/poly-clinic/overview/', { auth: d.people[i]!.headers })).body.data as {
        position: number;
        count: number;
      };
    expect(await overview(0)).toMatchObject({ position: 1, count: 3 });
    expect(await overview(1)).toMatchObject({ position: 1, count: 3 });
    expect(await overview(2)).toMatchObject({ position: 3 });
  });
});

describe('a note for the desk', () => {
  it('shows the reason a person gave to the staff only, and refuses a long one', async () => {
    const long = await join(11, { note: 'x'.repeat(201) });
    expect(long).toMatchObject({ status: 400, body: { message: 'Please keep the reason under 200 characters.' } });
    expect((await join(11, { desk_id: mehta, note: '  Fever since Monday  ' })).status).toBe(200);
    const mine = (await line(mehta)).length;
    expect(mine).toBeGreaterThan(0);
    const entries = (await d.call('GET', `/queue/entries/?desk_id=${mehta}`, { auth: d.desk.headers })).body.data as {
      consumer_name: string;
      note: string | null;
    }[];
    expect(entries.find((e) => e.consumer_name === 'Customer 11')?.note).toBe('Fever since Monday');
    // Nothing public carries it.
    for (const path of ['/queue/poly-clinic/overview/', '/queue/poly-clinic/display/', '/provider/poly-clinic']) {
      expect(JSON.stringify((await d.call('GET', path, { auth: d.people[11]!.headers })).body)).not.toContain('Fever');
    }
  });
});
