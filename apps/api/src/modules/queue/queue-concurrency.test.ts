import { randomUUID } from 'node:crypto';
import { kolkataDate } from '@kataar/shared/analytics';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { desks, queueEntries, users } from '../../db/schema';
import { CHANNELS, publishChange } from '../../lib/change-bus';
import { createTokens } from '../../lib/tokens';
import { signedInUser } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from '../../test/test-app';
import { secondInstance } from '../../test/second-instance';
import { caller, customer } from './queue-test-helpers';

const onPostgres = !!process.env.TEST_DATABASE_URL;
let t: TestApp;
let other: { app: FastifyInstance; close(): Promise<void> } | undefined;
const providerIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp(async (database) => {
    for (const username of [
      'crowded-clinic',
      'busy-desk',
      'left-clinic',
      'right-clinic',
      'mixed-clinic',
      'three-doctors',
    ]) {
      providerIds[username] = (await insertProvider(database, { username })).id;
    }
  });
  // Another API process on the same PostgreSQL database.
  if (onPostgres) other = await secondInstance(t);
});
afterAll(async () => {
  await other?.close();
  await t.close();
});

/** Many consumer accounts at once, each with a bearer header. */
async function consumers(prefix: string, n: number) {
  const rows = await t.database.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ email: `${prefix}${i}@example.in` })))
    .returning();
  const tokens = createTokens(TEST_JWT_SECRET);
  return Promise.all(
    rows.map(async (u) => ({
      id: u.id,
      headers: { authorization: `Bearer ${await tokens.signAccess(u, randomUUID())}` },
    })),
  );
}

const waitingOf = (providerId: string) =>
  t.database.db
    .select()
    .from(queueEntries)
    .where(and(eq(queueEntries.providerId, providerId), eq(queueEntries.status, 'waiting')));

describe('concurrent joins', () => {
  it('200 users joining one queue at once get positions and tokens exactly 1..200, each once', async () => {
    const people = await consumers('crowd', 200);
    const apps = [t.app, other?.app ?? t.app];
    const answers = await Promise.all(
      people.map((p, i) =>
        caller(apps[i % 2]!)('POST', '/queue/join/crowded-clinic/', { auth: p.headers, payload: customer(i) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(people.map(() => 200));
    // Tokens too are given once each, whichever process took the join.
    const tokens = answers.map((a) => (a.body.data as { token: number }).token);
    expect([...tokens].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    const call = caller(t.app);
    // Joins made through the other process reach this one by notification, within milliseconds.
    await vi.waitFor(async () =>
      expect((await call('GET', '/queue/crowded-clinic/overview/')).body.data).toMatchObject({ count: 200 }),
    );
    const positions = await Promise.all(
      people.map(async (p) => {
        const res = await call<{ data: { count: number; position: number } }>(
          'GET',
          '/queue/crowded-clinic/overview/',
          { auth: p.headers },
        );
        expect(res.body.data.count).toBe(200);
        return res.body.data.position;
      }),
    );
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(await waitingOf(providerIds['crowded-clinic']!)).toHaveLength(200);
  });

  it('a user racing joins to two providers gets exactly one place', async () => {
    const racers = await consumers('racer', 20);
    const answers = await Promise.all(
      racers.map((r, i) =>
        Promise.all([
          caller(t.app)('POST', '/queue/join/left-clinic/', { auth: r.headers, payload: customer(i) }),
          caller(other?.app ?? t.app)('POST', '/queue/join/right-clinic/', { auth: r.headers, payload: customer(i) }),
        ]),
      ),
    );
    for (const pair of answers) {
      expect(pair.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(pair.find((a) => a.status === 409)?.body.message).toMatch(
        /^You are already in the queue at Provider \d+\. Leave it before joining another\.$/,
      );
    }
    const left = await waitingOf(providerIds['left-clinic']!);
    const right = await waitingOf(providerIds['right-clinic']!);
    expect(left.length + right.length).toBe(20);
    expect(new Set([...left, ...right].map((e) => e.consumerUserId)).size).toBe(20);
  });
});

describe('concurrent pops', () => {
  it.runIf(onPostgres)('50 pops at once from two API processes call 50 different people', async () => {
    await expect(concurrentPops(60, 50, [t.app, other!.app])).resolves.toBeUndefined();
  });

  it.skipIf(onPostgres)('50 pops at once on the embedded database call 50 different people', async () => {
    await expect(concurrentPops(60, 50, [t.app])).resolves.toBeUndefined();
  });
});

describe('pops at three desks at once', () => {
  it('call each person once, at a desk whose line they are in, and nobody before an earlier one of that line', async () => {
    const providerId = providerIds['three-doctors']!;
    const db = t.database.db;
    const [first] = await db.select({ id: desks.id }).from(desks).where(eq(desks.providerId, providerId));
    const more = await db
      .insert(desks)
      .values([
        { providerId, name: 'Dr. B' },
        { providerId, name: 'Dr. C' },
      ])
      .returning({ id: desks.id });
    const deskIds = [first!.id, ...more.map((m) => m.id)];
    // Sixty waiting: each desk's ten own patients and thirty "first available", interleaved.
    const base = Date.now() - 3_600_000;
    await db.insert(queueEntries).values(
      Array.from({ length: 60 }, (_, i) => ({
        providerId,
        consumerName: `Patient ${i}`,
        consumerAge: 30,
        consumerContact: '9876543210',
        consumerGender: 'female' as const,
        source: 'walk_in' as const,
        joinedAt: new Date(base + i * 1000),
        deskId: i % 2 === 0 ? deskIds[(i / 2) % 3]! : null,
        token: i + 1,
        tokenDay: kolkataDate(),
      })),
    );
    await publishChange(db, CHANNELS.queueChanged, providerId);
    const owner = await signedInUser(t.database, 'owner@three.in', { provider: { id: providerId } });
    const apps = [t.app, other?.app ?? t.app];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        caller(apps[i % 2]!)('POST', '/queue/pop/', { auth: owner.headers, payload: { desk_id: deskIds[i % 3] } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const rows = await db.select().from(queueEntries).where(eq(queueEntries.providerId, providerId));
    const called = rows.filter((r) => r.status === 'called');
    expect(new Set(answers.map((a) => (a.body.data as { id: number }).id)).size).toBe(30);
    expect(called).toHaveLength(30);
    for (const deskId of deskIds) {
      const byDesk = called.filter((r) => r.calledDeskId === deskId);
      expect(byDesk).toHaveLength(10);
      // Only people of this desk's line: its own patients or "first available".
      expect(byDesk.every((r) => r.deskId === null || r.deskId === deskId)).toBe(true);
      // Nobody of its line still waits ahead of someone it called.
      const latestCalled = Math.max(...byDesk.map((r) => r.joinedAt.getTime()));
      const passedOver = rows.filter(
        (r) =>
          r.status === 'waiting' && (r.deskId === null || r.deskId === deskId) && r.joinedAt.getTime() < latestCalled,
      );
      expect(passedOver).toEqual([]);
    }
  });
});

describe('joins and pops at once', () => {
  // People near the front get a "near" alert once; joins and pops both record it, and on PostgreSQL
  // they used to wait on each other's locks in opposite orders until one failed as a deadlock.
  it('answers every join and every pop, across two API processes, without a server error', async () => {
    const providerId = providerIds['mixed-clinic']!;
    const desk = await signedInUser(t.database, 'desk@mixed.in', { provider: { id: providerId } });
    const apps = [t.app, other?.app ?? t.app];
    // More already wait than the desk calls, so every pop finds someone whatever order they run in.
    const early = await consumers('early', 45);
    for (const [i, p] of early.entries()) {
      expect(
        (await caller(t.app)('POST', '/queue/join/mixed-clinic/', { auth: p.headers, payload: customer(i) })).status,
      ).toBe(200);
    }
    const late = await consumers('late', 50);
    const answers = await Promise.all([
      ...late.map((p, i) =>
        caller(apps[i % 2]!)('POST', '/queue/join/mixed-clinic/', { auth: p.headers, payload: customer(100 + i) }),
      ),
      ...Array.from({ length: 40 }, (_, i) => caller(apps[i % 2]!)('POST', '/queue/pop/', { auth: desk.headers })),
    ]);
    expect(answers.filter((a) => a.status >= 500).map((a) => a.body)).toEqual([]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const rows = await t.database.db.select().from(queueEntries).where(eq(queueEntries.providerId, providerId));
    expect(rows.filter((r) => r.status === 'called')).toHaveLength(40);
    expect(rows.filter((r) => r.status === 'waiting')).toHaveLength(55);
  });
});

let walkInTokens = 0;

/** Puts `waiting` walk-ins in the busy desk's queue, pops `pops` times at once across `apps`. */
async function concurrentPops(waiting: number, pops: number, apps: FastifyInstance[]): Promise<void> {
  const providerId = providerIds['busy-desk']!;
  const desk = await signedInUser(t.database, 'desk@busy.in', { provider: { id: providerId } });
  const base = Date.now() - 3_600_000;
  const inserted = await t.database.db
    .insert(queueEntries)
    .values(
      Array.from({ length: waiting }, (_, i) => ({
        providerId,
        consumerName: `Walk-in ${i}`,
        consumerAge: 30,
        consumerContact: '9876543210',
        consumerGender: 'male' as const,
        source: 'walk_in' as const,
        joinedAt: new Date(base + i * 1000),
        token: (walkInTokens += 1),
        tokenDay: kolkataDate(),
      })),
    )
    .returning({ id: queueEntries.id });
  await publishChange(t.database.db, CHANNELS.queueChanged, providerId);

  const answers = await Promise.all(
    Array.from({ length: pops }, (_, i) =>
      caller(apps[i % apps.length]!)('POST', '/queue/pop/', { auth: desk.headers }),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  const called = answers.map((a) => (a.body.data as { id: number }).id);
  expect(new Set(called).size).toBe(pops);
  // Nobody skipped: exactly the first `pops` in line were called, the rest still wait in order.
  expect([...called].sort((a, b) => a - b)).toEqual(inserted.slice(0, pops).map((e) => e.id));
  const rows = await t.database.db.select().from(queueEntries).where(eq(queueEntries.providerId, providerId));
  expect(rows.filter((r) => r.status === 'called')).toHaveLength(pops);
  expect(rows.filter((r) => r.status === 'waiting')).toHaveLength(waiting - pops);
  const entries = await caller(apps[0]!)('GET', '/queue/entries/', { auth: desk.headers });
  expect((entries.body.data as { consumer_position: number }[]).map((e) => e.consumer_position)).toEqual(
    Array.from({ length: waiting - pops }, (_, i) => i + 1),
  );
}
