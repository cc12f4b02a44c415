import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { QueueEntry, QueueOverview } from '@kataar/shared/queue';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { secondInstance } from '../../test/second-instance';
import { createTestApp, type TestApp } from '../../test/test-app';
import { caller, customer } from './queue-test-helpers';

// Tokens: 1, 2, 3 … per provider per India day, given at join or add, never given twice that day.
// The app's clock is the test's, so crossing midnight in Asia/Kolkata takes no waiting.

/** 23:59:59 on 23 November 2026 in India (UTC+05:30). */
const JUST_BEFORE_MIDNIGHT_IST = new Date('2026-11-23T18:29:59.000Z');
const MIDNIGHT_IST = new Date('2026-11-23T18:30:00.000Z');

let clock = new Date('2026-11-23T05:00:00.000Z');
let t: TestApp;
let call: ReturnType<typeof caller>;
const owners: Record<string, SignedInUser> = {};
const people: SignedInUser[] = [];

beforeAll(async () => {
  const ids: Record<string, string> = {};
  t = await createTestApp(
    async (database) => {
      for (const username of ['token-clinic', 'night-clinic', 'undo-tokens', 'crowd-tokens']) {
        ids[username] = (await insertProvider(database, { username })).id;
      }
    },
    {},
    { now: () => clock },
  );
  call = caller(t.app);
  for (const [username, id] of Object.entries(ids)) {
    owners[username] = await signedInUser(t.database, `owner@${username}.in`, { provider: { id } });
  }
  for (let i = 0; i < 40; i++) people.push(await signedInUser(t.database, `token${i}@example.in`));
});
afterAll(() => t.close());

type Data<T> = { data: T };
const person = (i: number) => people[i]!;
const join = (username: string, i: number, app: FastifyInstance = t.app) =>
  caller(app)<Data<QueueOverview>>('POST', `/queue/join/${username}/`, {
    auth: person(i).headers,
    payload: customer(i),
  });
const add = (username: string, n: number, app: FastifyInstance = t.app) =>
  caller(app)<Data<QueueEntry>>('POST', '/queue/add/', { auth: owners[username]!.headers, payload: customer(n) });
const entries = async (username: string) =>
  (await call<Data<QueueEntry[]>>('GET', '/queue/entries/', { auth: owners[username]!.headers })).body.data;
const tokensOf = async (username: string) => (await entries(username)).map((e) => e.token);

describe('queue tokens', () => {
  it('gives 1, 2, 3 in joining order, in the join answer and in the caller’s overview', async () => {
    expect((await join('token-clinic', 0)).body.data).toMatchObject({ position: 1, token: 1 });
    expect((await join('token-clinic', 1)).body.data).toMatchObject({ position: 2, token: 2 });
    expect((await join('token-clinic', 2)).body.data).toMatchObject({ position: 3, token: 3 });
    const mine = await call<Data<QueueOverview>>('GET', '/queue/token-clinic/overview/', { auth: person(1).headers });
    expect(mine.body.data).toMatchObject({ position: 2, token: 2 });
    const anyone = await call<Data<QueueOverview>>('GET', '/queue/token-clinic/overview/');
    expect(anyone.body.data).toMatchObject({ count: 3, position: null, token: null });
  });

  it('gives a walk-in added at the desk the next token, in the add answer and the list', async () => {
    const res = await add('token-clinic', 3);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ consumer_position: 4, token: 4 });
    expect(await tokensOf('token-clinic')).toEqual([1, 2, 3, 4]);
  });

  it('names the called person’s token in the POP answer', async () => {
    const res = await call('POST', '/queue/pop/', { auth: owners['token-clinic']!.headers });
    expect(res.body.data).toMatchObject({ consumer_name: 'Customer 0', token: 1 });
    expect(await tokensOf('token-clinic')).toEqual([2, 3, 4]);
  });

  it('never gives a token again that day, after a leave, a removal or a call', async () => {
    expect((await call('POST', '/queue/leave/', { auth: person(1).headers })).status).toBe(200);
    const walkIn = (await entries('token-clinic')).find((e) => e.token === 4)!;
    const removed = await call('DELETE', `/queue/delete/${walkIn.id}/`, { auth: owners['token-clinic']!.headers });
    expect(removed.status).toBe(200);
    expect(await tokensOf('token-clinic')).toEqual([3]);
    // Token 2 (left) and 4 (removed) are gone, not free: the next are 5 and 6.
    expect((await join('token-clinic', 1)).body.data).toMatchObject({ position: 2, token: 5 });
    expect((await add('token-clinic', 4)).body.data).toMatchObject({ consumer_position: 3, token: 6 });
  });

  it('restarts at 1 at midnight in India, while those waiting keep theirs', async () => {
    clock = JUST_BEFORE_MIDNIGHT_IST;
    expect((await join('night-clinic', 10)).body.data).toMatchObject({ token: 1 });
    expect((await join('night-clinic', 11)).body.data).toMatchObject({ token: 2 });
    clock = MIDNIGHT_IST;
    expect((await join('night-clinic', 12)).body.data).toMatchObject({ position: 3, token: 1 });
    expect((await add('night-clinic', 13)).body.data).toMatchObject({ consumer_position: 4, token: 2 });
    expect(await tokensOf('night-clinic')).toEqual([1, 2, 1, 2]);
    // The other queue's day starts over as well.
    expect((await join('token-clinic', 14)).body.data).toMatchObject({ token: 1 });
  });

  it('restores the same token with an Undo of a POP or a removal', async () => {
    await join('undo-tokens', 20);
    await join('undo-tokens', 21);
    const desk = owners['undo-tokens']!.headers;
    const popped = await call<Data<{ id: number; token: number }>>('POST', '/queue/pop/', { auth: desk });
    expect(popped.body.data.token).toBe(1);
    const undone = await call<Data<QueueEntry>>('POST', `/queue/undo/${popped.body.data.id}/`, { auth: desk });
    expect(undone.body.data).toMatchObject({ consumer_position: 1, token: 1 });
    const mine = await call<Data<QueueOverview>>('GET', '/queue/undo-tokens/overview/', { auth: person(20).headers });
    expect(mine.body.data).toMatchObject({ position: 1, token: 1 });

    const second = (await entries('undo-tokens'))[1]!;
    await call('DELETE', `/queue/delete/${second.id}/`, { auth: desk });
    const restored = await call<Data<QueueEntry>>('POST', `/queue/undo/${second.id}/`, { auth: desk });
    expect(restored.body.data).toMatchObject({ consumer_position: 2, token: 2 });
    // The next newcomer still gets a fresh token.
    expect((await join('undo-tokens', 22)).body.data).toMatchObject({ token: 3 });
  });

  it('gives concurrent joins and adds distinct tokens, through two processes on PostgreSQL', async () => {
    // Both processes on one clock, as servers kept in time are.
    const other = process.env.TEST_DATABASE_URL ? await secondInstance(t, { now: () => clock }) : undefined;
    try {
      const apps = [t.app, other?.app ?? t.app];
      const joins = Array.from({ length: 15 }, (_, i) => join('crowd-tokens', 25 + i, apps[i % 2]));
      const adds = Array.from({ length: 10 }, (_, i) => add('crowd-tokens', 100 + i, apps[(i + 1) % 2]));
      const joined = await Promise.all(joins);
      const added = await Promise.all(adds);
      expect([...joined, ...added].map((a) => a.status)).toEqual(Array.from({ length: 25 }, () => 200));
      const given = [...joined.map((a) => a.body.data.token), ...added.map((a) => a.body.data.token)];
      expect([...given].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      // The list, first in line first, carries them in the order they were given.
      expect(await tokensOf('crowd-tokens')).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    } finally {
      await other?.close();
    }
  });
});
