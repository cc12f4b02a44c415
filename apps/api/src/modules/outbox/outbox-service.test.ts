import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../../db/schema';
import { httpsPost } from '../../lib/https-post';
import { startHttpsReceiver, type HttpsReceiver } from '../../test/https-receiver';
import { secondInstance } from '../../test/second-instance';
import { createTestApp, type TestApp } from '../../test/test-app';
import { claimDue } from './outbox-queries';
import { enqueue, PermanentFailure, type OutboxHandler } from './outbox-service';

let t: TestApp;
let other: Awaited<ReturnType<typeof secondInstance>>;
let receiver: HttpsReceiver;

beforeAll(async () => {
  receiver = await startHttpsReceiver();
  t = await createTestApp(undefined, {}, { outboundAgent: receiver.agent });
  other = await secondInstance(t, { outboundAgent: receiver.agent });
});

afterAll(async () => {
  await other?.close();
  await t?.close();
  await receiver?.close();
});

/** A channel that POSTs each message to the receiver at /<dedupe key>, as a real one posts to its service. */
function postingHandler(backoff?: (attempt: number) => number): OutboxHandler {
  return {
    async send(payload, row, signal) {
      const answer = await httpsPost(`${receiver.url}/${row.dedupeKey}`, JSON.stringify(payload), {
        agent: receiver.agent,
        signal,
      });
      if (answer.status >= 500) throw new Error(`receiver answered ${answer.status}`);
      if (answer.status >= 400) throw new PermanentFailure(`receiver answered ${answer.status}`);
    },
    ...(backoff && { backoff }),
  };
}

const register = (channel: string, handler: OutboxHandler, apps: FastifyInstance[] = [t.app, other.app]) => {
  for (const app of apps) app.outbox.register(channel, handler);
};

const rowOf = async (dedupeKey: string) => {
  const [row] = await t.database.db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey));
  if (!row) throw new Error(`no outbox row ${dedupeKey}`);
  return row;
};

const settled = (dedupeKey: string) =>
  vi.waitFor(
    async () => {
      const row = await rowOf(dedupeKey);
      if (row.status === 'pending') throw new Error(`${dedupeKey} is still pending`);
      return row;
    },
    { timeout: 20_000, interval: 50 },
  );

const hits = (dedupeKey: string) => receiver.requests.filter((r) => r.path === `/${dedupeKey}`);

describe('outbox', () => {
  it('sends every message exactly once with two app instances dispatching from one database', async () => {
    register('exactly-once', postingHandler());
    const keys = Array.from({ length: 40 }, (_, i) => `exactly-once:${i}`);
    await t.database.db.transaction(async (tx) => {
      for (const key of keys) await enqueue(tx, { channel: 'exactly-once', dedupeKey: key, payload: { key } });
    });
    // The same event written again (a retried request, a second process) is not a second message.
    const again = await t.database.db.transaction((tx) =>
      enqueue(tx, { channel: 'exactly-once', dedupeKey: keys[0] ?? '', payload: {} }),
    );
    expect(again).toBe(false);

    for (const key of keys) expect((await settled(key)).status).toBe('sent');
    for (const key of keys) expect(hits(key)).toHaveLength(1);
    expect(JSON.parse(hits('exactly-once:7')[0]?.body.toString() ?? '')).toEqual({ key: 'exactly-once:7' });
  });

  it('writes nothing when the transaction that enqueued rolls back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueue(tx, { channel: 'exactly-once', dedupeKey: 'rolled-back', payload: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.dedupeKey, 'rolled-back'));
    expect(rows).toEqual([]);
  });

  it('retries, after its lease, a row claimed by a process that died before finishing it', async () => {
    await t.database.db.transaction((tx) =>
      enqueue(tx, { channel: 'orphaned', dedupeKey: 'orphaned:1', payload: { n: 1 } }),
    );
    // A process claims the row and dies mid-send: its lease is never completed.
    const claimed = await claimDue(t.database.db, { channels: ['orphaned'], limit: 10, leaseMs: 3_600_000 });
    expect(claimed.map((r) => r.dedupeKey)).toEqual(['orphaned:1']);

    register('orphaned', postingHandler());
    t.app.outbox.kick();
    await t.app.outbox.idle();
    other.app.outbox.kick();
    await other.app.outbox.idle();
    // Still leased: nobody else touches it.
    expect(hits('orphaned:1')).toHaveLength(0);
    expect((await rowOf('orphaned:1')).status).toBe('pending');

    // The lease runs out (moved into the past rather than waited for).
    await t.database.db
      .update(outbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.dedupeKey, 'orphaned:1'));
    const row = await settled('orphaned:1');
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(hits('orphaned:1')).toHaveLength(1);
  });

  it('sends, once another process is up, a committed row no running process could send', async () => {
    await t.database.db.transaction((tx) => enqueue(tx, { channel: 'later', dedupeKey: 'later:1', payload: { n: 1 } }));
    const restarted = await secondInstance(t, { outboundAgent: receiver.agent });
    try {
      restarted.app.outbox.register('later', postingHandler());
      expect(await settled('later:1')).toMatchObject({ status: 'sent', attempts: 1 });
      expect(hits('later:1')).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });

  it('retries a transient failure after the back-off and records the error meanwhile', async () => {
    const backoffs: number[] = [];
    register(
      'flaky',
      postingHandler((attempt) => {
        backoffs.push(attempt);
        return 0;
      }),
    );
    register(
      'slow-retry',
      postingHandler(() => 3_600_000),
    );
    let failFirst = true;
    receiver.reply((req) => {
      if (req.path === '/slow-retry:1') return 503;
      if (req.path === '/flaky:1' && failFirst) {
        failFirst = false;
        return 503;
      }
      return 201;
    });
    try {
      await t.database.db.transaction(async (tx) => {
        await enqueue(tx, { channel: 'flaky', dedupeKey: 'flaky:1', payload: {} });
        await enqueue(tx, { channel: 'slow-retry', dedupeKey: 'slow-retry:1', payload: {} });
      });
      expect(await settled('flaky:1')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      expect(hits('flaky:1')).toHaveLength(2);
      expect(backoffs).toEqual([1]);

      // A long back-off: the row waits, due again only an hour after its failure.
      await vi.waitFor(async () => expect((await rowOf('slow-retry:1')).lastError).toBe('receiver answered 503'), {
        timeout: 20_000,
        interval: 50,
      });
      const waiting = await rowOf('slow-retry:1');
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
      expect(waiting.dueAt.getTime() - waiting.createdAt.getTime()).toBeGreaterThan(3_500_000);
    } finally {
      receiver.reply(() => 201);
    }
  });

  it('records a permanent failure at once and gives up after the last attempt', async () => {
    register('refused', postingHandler());
    register(
      'down',
      postingHandler(() => 0),
    );
    receiver.reply((req) => (req.path.startsWith('/refused') ? 400 : req.path.startsWith('/down') ? 502 : 201));
    try {
      await t.database.db.transaction(async (tx) => {
        await enqueue(tx, { channel: 'refused', dedupeKey: 'refused:1', payload: {} });
        await enqueue(tx, { channel: 'down', dedupeKey: 'down:1', payload: {}, maxAttempts: 3 });
      });
      expect(await settled('refused:1')).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: 'receiver answered 400',
      });
      expect(await settled('down:1')).toMatchObject({
        status: 'failed',
        attempts: 3,
        lastError: 'receiver answered 502',
      });
      expect(hits('down:1')).toHaveLength(3);
    } finally {
      receiver.reply(() => 201);
    }
  });
});
