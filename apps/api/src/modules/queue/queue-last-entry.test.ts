import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MyQueue, QueueEntry, QueueOverview } from '@kataar/shared/queue';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { caller, customer, listen, openStream, type SseClient } from './queue-test-helpers';

// How a person's entry ended (last_entry), where they wait (GET /queue/mine/), and which queue a
// refused second join names. The app's clock is the test's, so "today" in India can end on demand.

/** 10:30 in India on 23 November 2026; India's midnight is 18:30 UTC. */
let clock = new Date('2026-11-23T05:00:00.000Z');
const NEXT_INDIA_DAY = new Date('2026-11-23T18:30:00.000Z');

let t: TestApp;
let base: string;
let call: ReturnType<typeof caller>;
const owners: Record<string, SignedInUser> = {};
const people: SignedInUser[] = [];
const open: SseClient[] = [];

beforeAll(async () => {
  const ids: Record<string, string> = {};
  t = await createTestApp(
    async (database) => {
      ids['ended-clinic'] = (
        await insertProvider(database, { username: 'ended-clinic', businessName: 'Ended Clinic' })
      ).id;
      ids['mine-salon'] = (await insertProvider(database, { username: 'mine-salon', businessName: 'Mine Salon' })).id;
      ids['day-clinic'] = (await insertProvider(database, { username: 'day-clinic', businessName: 'Day Clinic' })).id;
    },
    {},
    { now: () => clock },
  );
  base = await listen(t.app);
  call = caller(t.app);
  for (const [username, id] of Object.entries(ids)) {
    owners[username] = await signedInUser(t.database, `owner@${username}.in`, { provider: { id } });
  }
  for (let i = 0; i < 8; i++) people.push(await signedInUser(t.database, `ended${i}@example.in`));
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(() => t.close());

type Data<T> = { data: T };
const person = (i: number) => people[i]!;
const join = (username: string, i: number) =>
  call<Data<QueueOverview>>('POST', `/queue/join/${username}/`, { auth: person(i).headers, payload: customer(i) });
const overview = async (username: string, i?: number) =>
  (
    await call<Data<QueueOverview>>('GET', `/queue/${username}/overview/`, {
      auth: i === undefined ? undefined : person(i).headers,
    })
  ).body.data;
const desk = (username: string) => owners[username]!.headers;
const pop = (username: string) => call('POST', '/queue/pop/', { auth: desk(username) });
const entries = async (username: string) =>
  (await call<Data<QueueEntry[]>>('GET', '/queue/entries/', { auth: desk(username) })).body.data;
const mine = async (i: number) =>
  (await call<Data<MyQueue | null>>('GET', '/queue/mine/', { auth: person(i).headers })).body;

describe('last_entry in the caller’s overview', () => {
  it('is null for anonymous callers and for callers who have not ended an entry here today', async () => {
    await join('ended-clinic', 0);
    expect((await overview('ended-clinic')).last_entry).toBeNull();
    expect((await overview('ended-clinic', 0)).last_entry).toBeNull();
    expect((await overview('ended-clinic', 7)).last_entry).toBeNull();
  });

  it('says called, with the token, when the desk pops the caller', async () => {
    const before = Date.now();
    expect((await pop('ended-clinic')).status).toBe(200);
    const data = await overview('ended-clinic', 0);
    expect(data).toMatchObject({ position: null, token: null, last_entry: { status: 'called', token: 1 } });
    const at = Date.parse(data.last_entry!.at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    // Others see nothing of it.
    expect((await overview('ended-clinic')).last_entry).toBeNull();
    expect((await overview('ended-clinic', 7)).last_entry).toBeNull();
  });

  it('says removed when the desk removes the caller, and left when the caller leaves', async () => {
    await join('ended-clinic', 1);
    await join('ended-clinic', 2);
    const [removed] = await entries('ended-clinic');
    expect((await call('DELETE', `/queue/delete/${removed!.id}/`, { auth: desk('ended-clinic') })).status).toBe(200);
    expect((await overview('ended-clinic', 1)).last_entry).toMatchObject({ status: 'removed', token: 2 });
    expect((await call('POST', '/queue/leave/', { auth: person(2).headers })).status).toBe(200);
    expect((await overview('ended-clinic', 2)).last_entry).toMatchObject({ status: 'left', token: 3 });
  });

  it('is the latest ended entry, and stays beside a new place in the line', async () => {
    await join('ended-clinic', 0);
    const data = await overview('ended-clinic', 0);
    expect(data).toMatchObject({ position: 1, token: 4, last_entry: { status: 'called', token: 1 } });
    await call('POST', '/queue/leave/', { auth: person(0).headers });
    expect((await overview('ended-clinic', 0)).last_entry).toMatchObject({ status: 'left', token: 4 });
  });

  it('reaches the caller over the live stream, and only the caller', async () => {
    await join('ended-clinic', 3);
    const url = `${base}/v1/api/queue/ended-clinic/events`;
    const theirs = await openStream(url, person(3).headers);
    const anonymous = await openStream(url);
    open.push(theirs, anonymous);
    await theirs.next((o) => o.position === 1);
    await pop('ended-clinic');
    expect(await theirs.next((o) => o.last_entry !== null)).toMatchObject({
      position: null,
      last_entry: { status: 'called', token: 5 },
    });
    await anonymous.next((o) => o.count === 0);
    expect(anonymous.events.every((o) => o.last_entry === null)).toBe(true);
  });

  it('ends with the India day: after midnight in Asia/Kolkata it is null', async () => {
    await join('day-clinic', 4);
    await pop('day-clinic');
    expect((await overview('day-clinic', 4)).last_entry).toMatchObject({ status: 'called', token: 1 });
    clock = NEXT_INDIA_DAY;
    try {
      // Nothing changed in the queue since: memory still holds yesterday's entry, and hides it.
      expect((await overview('day-clinic', 4)).last_entry).toBeNull();
      // A change reloads the queue for the new day: still nothing from yesterday.
      await join('day-clinic', 5);
      expect((await overview('day-clinic', 4)).last_entry).toBeNull();
      expect((await overview('day-clinic', 5)).token).toBe(1);
    } finally {
      clock = new Date('2026-11-23T05:00:00.000Z');
    }
  });
});

describe('GET /queue/mine/', () => {
  it('needs a signed-in user', async () => {
    expect((await call('GET', '/queue/mine/')).status).toBe(401);
  });

  it('is null while the caller waits nowhere', async () => {
    expect(await mine(6)).toEqual({ data: null });
  });

  it('names the queue, the place, the token and the wait, and follows pauses and closing', async () => {
    await join('mine-salon', 7);
    await join('mine-salon', 6);
    expect(await mine(6)).toEqual({
      data: {
        username: 'mine-salon',
        business_name: 'Mine Salon',
        position: 2,
        token: 2,
        eta_minutes: 20,
        status: 'waiting',
      },
    });
    await call('PATCH', '/queue/status/', { auth: desk('mine-salon'), payload: { queue_status: false } });
    expect((await mine(6)).data).toMatchObject({ status: 'paused', position: 2 });
    await call('PATCH', '/provider/toggle/', { auth: desk('mine-salon'), payload: { is_open: false } });
    expect((await mine(6)).data).toMatchObject({ status: 'closed', position: 2 });
    await call('PATCH', '/provider/toggle/', { auth: desk('mine-salon'), payload: { is_open: true } });
    await call('PATCH', '/queue/status/', { auth: desk('mine-salon'), payload: { queue_status: true } });
    await pop('mine-salon');
    expect((await mine(6)).data).toMatchObject({ position: 1, token: 2, eta_minutes: 10 });
    await pop('mine-salon');
    expect(await mine(6)).toEqual({ data: null });
  });
});

describe('a refused second join', () => {
  it('names the queue the caller already waits in', async () => {
    await join('mine-salon', 1);
    const message = 'You are already in the queue at Mine Salon. Leave it before joining another.';
    const refused = { status: 409, body: { message, errors: { non_field_errors: [message] } } };
    expect(await join('ended-clinic', 1)).toEqual(refused);
    expect(await join('mine-salon', 1)).toEqual(refused);
  });
});
