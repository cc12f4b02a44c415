import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import type { CalledEntry, QueueEntry, QueueOverview } from '@kataar/shared/queue';
import { queueEntries } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import type { TestApp } from '../../test/test-app';
import { createDeskTestApp, customer, openStream, type caller } from './queue-test-helpers';

// No-shows and rejoins. The app's clock is the test's: it stands still at a chosen moment, so the
// 30-minute no-show window and the 10-minute rejoin window are tested at their exact edges. The
// moments compared with it (a call, a removal) are the database's, read back from the entry.

const MINUTE = 60_000;
let clock: Date | null = null;
let t: TestApp;
let call: ReturnType<typeof caller>;
let base: string;
let owner: SignedInUser;
let manager: SignedInUser;
let desk: SignedInUser;
let otherOwner: SignedInUser;
let people: SignedInUser[];

beforeAll(async () => {
  let providerId: string;
  ({ t, call, base, owner, desk, otherOwner, people, providerId } = await createDeskTestApp({
    username: 'second-clinic',
    businessName: 'Second Clinic',
    domain: 'second.in',
    peopleCount: 5,
    deps: { now: () => clock ?? new Date() },
  }));
  manager = await signedInUser(t.database, 'manager@second.in', { provider: { id: providerId, role: 'manager' } });
});
afterAll(() => t.close());

/**
 * Every test starts on the real clock with no entries at all (no places lost earlier), both
 * providers open and running. The desk writes after the delete bring the read models up to date.
 */
beforeEach(async () => {
  clock = null;
  await t.database.db.delete(queueEntries).where(isNotNull(queueEntries.id));
  for (const who of [owner, otherOwner]) {
    await call('PATCH', '/provider/toggle/', { auth: who.headers, payload: { is_open: true } });
    await call('PATCH', '/queue/status/', { auth: who.headers, payload: { queue_status: true } });
  }
});

type Data<T> = { data: T };
const person = (i: number) => people[i]!;
const join = (i: number, username = 'second-clinic') =>
  call<Data<QueueOverview>>('POST', `/queue/join/${username}/`, { auth: person(i).headers, payload: customer(i) });
const entries = async (who: SignedInUser = owner) =>
  (await call<Data<QueueEntry[]>>('GET', '/queue/entries/', { auth: who.headers })).body.data;
const names = async () => (await entries()).map((e) => e.consumer_name);
const pop = async () =>
  (await call<Data<{ id: number; token: number }>>('POST', '/queue/pop/', { auth: owner.headers })).body.data;
const noShow = (id: number | string, who: SignedInUser = owner) =>
  call('POST', `/queue/no-show/${id}/`, { auth: who.headers });
const rejoin = (i: number, payload?: { username?: string }) =>
  call<Data<QueueOverview>>('POST', '/queue/rejoin/', { auth: person(i).headers, ...(payload ? { payload } : {}) });
const overview = async (i: number, username = 'second-clinic') =>
  (await call<Data<QueueOverview>>('GET', `/queue/${username}/overview/`, { auth: person(i).headers })).body.data;
const entryRow = async (id: number) => {
  const [row] = await t.database.db.select().from(queueEntries).where(eq(queueEntries.id, id));
  if (!row) throw new Error(`no entry ${id}`);
  return row;
};
/** The moment an entry was called or removed, as the database wrote it. */
const endedAt = async (id: number) => (await entryRow(id)).endedAt!;
const at = (moment: Date, plusMs: number) => new Date(moment.getTime() + plusMs);
const idOf = async (name: string) => (await entries()).find((e) => e.consumer_name === name)!.id;

describe('POST /queue/no-show/{id}/', () => {
  it('needs a signed-in member of a provider', async () => {
    expect((await call('POST', '/queue/no-show/1/')).status).toBe(401);
    expect((await noShow(1, person(0))).status).toBe(403);
  });

  it('lets the owner, a manager and a receptionist mark people their desk called', async () => {
    for (const i of [0, 1, 2]) await join(i);
    for (const who of [owner, manager, desk]) {
      const called = await pop();
      expect(await noShow(called.id, who)).toEqual({ status: 200, body: { message: 'Marked as no-show' } });
      expect(await entryRow(called.id)).toMatchObject({ status: 'no_show', token: called.token });
    }
  });

  it('refuses, as not found, entries still waiting, of another queue, already marked, or not ids', async () => {
    await join(0);
    await join(1, 'other-salon');
    const waiting = await idOf('Customer 0');
    expect(await noShow(waiting)).toEqual({
      status: 404,
      body: { message: 'This customer was not called from your queue.' },
    });
    const theirs = (await call<Data<{ id: number }>>('POST', '/queue/pop/', { auth: otherOwner.headers })).body.data;
    expect((await noShow(theirs.id)).status).toBe(404);
    const mine = await pop();
    expect((await noShow(mine.id, otherOwner)).status).toBe(404);
    expect((await noShow(mine.id)).status).toBe(200);
    expect((await noShow(mine.id)).status).toBe(404);
    expect((await noShow('abc')).status).toBe(404);
    expect((await noShow('99999999999')).status).toBe(404);
  });

  it('is possible until exactly 30 minutes after the call and refused with 409 after', async () => {
    await join(0);
    await join(1);
    const first = await pop();
    const second = await pop();
    clock = at(await endedAt(first.id), 30 * MINUTE);
    expect((await noShow(first.id)).status).toBe(200);
    clock = at(await endedAt(second.id), 30 * MINUTE + 1);
    expect(await noShow(second.id)).toEqual({
      status: 409,
      body: {
        message: 'It is too late to mark this customer as a no-show: that is possible for 30 minutes after the call.',
        errors: {
          non_field_errors: [
            'It is too late to mark this customer as a no-show: that is possible for 30 minutes after the call.',
          ],
        },
      },
    });
    expect((await entryRow(second.id)).status).toBe('called');
  });

  it('tells the person at once, over their live stream, that they may rejoin', async () => {
    await join(0);
    const stream = await openStream(`${base}/v1/api/queue/second-clinic/events`, person(0).headers);
    try {
      await stream.next((o) => o.position === 1);
      const called = await pop();
      await stream.next((o) => o.position === null);
      const from = stream.events.length;
      await noShow(called.id);
      const offer = await stream.next((o) => o.rejoin_until !== null, { from });
      const noShowAt = (await entryRow(called.id)).noShowAt!;
      expect(offer.rejoin_until).toBe(at(noShowAt, 10 * MINUTE).toISOString());
    } finally {
      stream.close();
    }
  });
});

describe('GET /queue/called/', () => {
  it('lists who this desk called in the last 30 minutes, newest first, without no-shows or other queues', async () => {
    for (const i of [0, 1, 2]) await join(i);
    await join(3, 'other-salon');
    await call('POST', '/queue/pop/', { auth: otherOwner.headers });
    const first = await pop();
    const second = await pop();
    const third = await pop();
    await noShow(second.id);
    const list = (await call<Data<CalledEntry[]>>('GET', '/queue/called/', { auth: desk.headers })).body.data;
    const mine = list.filter((e) => [first.id, third.id].includes(e.id));
    expect(mine.map((e) => [e.id, e.consumer_name, e.token])).toEqual([
      [third.id, 'Customer 2', third.token],
      [first.id, 'Customer 0', first.token],
    ]);
    expect(list.some((e) => e.id === second.id || e.consumer_name === 'Customer 3')).toBe(false);
    expect(mine[0]!.called_at).toBe((await endedAt(third.id)).toISOString());

    clock = at(await endedAt(third.id), 30 * MINUTE + 1);
    const later = (await call<Data<CalledEntry[]>>('GET', '/queue/called/', { auth: owner.headers })).body.data;
    expect(later.some((e) => e.id === third.id)).toBe(false);
    expect((await call('GET', '/queue/called/', { auth: person(0).headers })).status).toBe(403);
  });
});

describe('POST /queue/rejoin/', () => {
  it('puts a no-show back at their old place: behind earlier joiners, ahead of later ones, same token', async () => {
    for (const i of [0, 1, 2]) await join(i);
    const called = await pop(); // Customer 0
    await join(3);
    await noShow(called.id);
    expect(await overview(0)).toMatchObject({ position: null, count: 3 });

    const res = await rejoin(0);
    expect(res).toMatchObject({
      status: 200,
      body: {
        message: 'You are back at your old place in the queue.',
        data: { position: 1, count: 4, token: called.token, rejoin_until: null },
      },
    });
    expect(await names()).toEqual(['Customer 0', 'Customer 1', 'Customer 2', 'Customer 3']);
    expect(await overview(1)).toMatchObject({ position: 2 });
  });

  it('puts a removed person back in the middle where they stood', async () => {
    for (const i of [0, 1, 2]) await join(i);
    const middle = (await entries())[1]!;
    await call('DELETE', `/queue/delete/${middle.id}/`, { auth: owner.headers });
    await join(3);
    await pop(); // Customer 0 is called meanwhile.
    const res = await rejoin(1, { username: 'Second-Clinic' });
    expect(res.body.data).toMatchObject({ position: 1, token: middle.token });
    expect(await names()).toEqual(['Customer 1', 'Customer 2', 'Customer 3']);
    expect((await entries()).map((e) => e.consumer_position)).toEqual([1, 2, 3]);
  });

  it('offers the place in the overview until exactly 10 minutes after the removal, and rejoins at the edge', async () => {
    await join(0);
    await join(1);
    const [zero, one] = await entries();
    await call('DELETE', `/queue/delete/${zero!.id}/`, { auth: owner.headers });
    await call('DELETE', `/queue/delete/${one!.id}/`, { auth: owner.headers });
    const until = at(await endedAt(zero!.id), 10 * MINUTE);
    expect((await overview(0)).rejoin_until).toBe(until.toISOString());
    expect((await overview(2)).rejoin_until).toBeNull();
    expect(
      (await call<Data<QueueOverview>>('GET', '/queue/second-clinic/overview/')).body.data.rejoin_until,
    ).toBeNull();

    clock = until;
    expect((await overview(0)).rejoin_until).toBe(until.toISOString());
    expect((await rejoin(0)).status).toBe(200);

    clock = at(await endedAt(one!.id), 10 * MINUTE + 1);
    expect((await overview(1)).rejoin_until).toBeNull();
    expect(await rejoin(1)).toMatchObject({
      status: 409,
      body: { errors: { non_field_errors: ['It is too late to rejoin: a place is kept for 10 minutes.'] } },
    });
  });

  it('counts the 10 minutes of a no-show from the no-show mark, not from the call', async () => {
    await join(0);
    const called = await pop();
    clock = at(await endedAt(called.id), 25 * MINUTE);
    await noShow(called.id);
    clock = at(clock, 10 * MINUTE);
    expect((await overview(0)).rejoin_until).toBe(clock.toISOString());
    expect((await rejoin(0)).body.data).toMatchObject({ position: 1, token: called.token });
  });

  it('gives a place back once only', async () => {
    await join(0);
    await join(1);
    const called = await pop();
    await noShow(called.id);
    expect((await rejoin(0)).status).toBe(200);
    await call('DELETE', `/queue/delete/${called.id}/`, { auth: owner.headers });
    expect((await overview(0)).rejoin_until).toBeNull();
    expect(await rejoin(0)).toMatchObject({
      status: 409,
      body: { message: 'You have already rejoined once. Please join the queue again.' },
    });
    expect(await names()).toEqual(['Customer 1']);
  });

  it('refuses someone already waiting in a queue, naming that queue, and someone who never lost a place', async () => {
    await join(0);
    const called = await pop();
    await noShow(called.id);
    await join(0, 'other-salon');
    expect(await rejoin(0)).toMatchObject({
      status: 409,
      body: { message: 'You are already in the queue at Other Salon. Leave it before joining another.' },
    });
    expect(await rejoin(4)).toMatchObject({ status: 404, body: { message: 'There is no place to rejoin.' } });
    expect(await rejoin(0, { username: 'other-salon' })).toMatchObject({ status: 404 });
    expect((await call('POST', '/queue/rejoin/')).status).toBe(401);
    expect((await rejoin(0, { username: '' })).status).toBe(400);
  });

  it('takes people back while the queue is paused, but not while the provider is closed', async () => {
    await join(0);
    await join(1);
    const first = await pop();
    const second = await pop();
    await noShow(first.id);
    await noShow(second.id);
    await call('PATCH', '/queue/status/', { auth: owner.headers, payload: { queue_status: false } });
    expect((await rejoin(0)).body.data).toMatchObject({ position: 1, queue_status: false });

    await call('PATCH', '/provider/toggle/', { auth: owner.headers, payload: { is_open: false } });
    expect((await overview(1)).rejoin_until).toBeNull();
    expect(await rejoin(1)).toMatchObject({
      status: 409,
      body: { message: "Second Clinic is currently unavailable. You can't join the queue right now." },
    });
  });
});

describe('no-shows in the analytics', () => {
  it('counts a no-show for the day, and no longer once the person took their place back and was served', async () => {
    await join(0);
    await join(1);
    const first = await pop();
    const second = await pop();
    await noShow(first.id);
    await noShow(second.id);
    const summary = async () =>
      (await call<Data<{ no_show: number; served: number }>>('GET', '/analytics/summary/', { auth: owner.headers }))
        .body.data;
    expect(await summary()).toMatchObject({ no_show: 2, served: 0 });
    await rejoin(1);
    await pop();
    expect(await summary()).toMatchObject({ no_show: 1, served: 1 });
  });
});
