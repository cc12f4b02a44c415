import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { like } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { OUTBOX_RETENTION_DAYS, pruneOutbox, startOutboxHousekeeping } from './outbox-housekeeping';

// The clock is the test's: rows are written at moments counted back from it, so the retention
// edge is tested exactly. No handler is registered for the channel, so nothing here is ever sent.
const DAY = 86_400_000;
let clock = new Date('2026-03-01T10:00:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(undefined, {}, { now: () => clock });
});
afterAll(() => t.close());

const ago = (days: number, extraMs = 0) => new Date(clock.getTime() - days * DAY - extraMs);

/** One row per case, named `<prefix>:<case>`, in the state and at the moment given. */
async function writeRows(prefix: string) {
  const row = (name: string, fields: Partial<typeof outbox.$inferInsert>) => ({
    channel: 'housekeeping-test',
    dedupeKey: `${prefix}:${name}`,
    payload: {},
    ...fields,
  });
  const retention = OUTBOX_RETENTION_DAYS;
  await t.database.db.insert(outbox).values([
    row('sent-just-past', { status: 'sent', sentAt: ago(retention, 1), dueAt: ago(retention + 1) }),
    row('sent-at-edge', { status: 'sent', sentAt: ago(retention), dueAt: ago(retention + 1) }),
    row('sent-yesterday', { status: 'sent', sentAt: ago(1), dueAt: ago(1) }),
    row('failed-old', { status: 'failed', dueAt: ago(retention + 6), attempts: 6, lastError: 'receiver answered 503' }),
    row('failed-recent', { status: 'failed', dueAt: ago(3), attempts: 6, lastError: 'receiver answered 503' }),
    // Never sent: kept however old, so the dispatcher can still send it.
    row('pending-old', { status: 'pending', dueAt: ago(retention * 3) }),
  ]);
}

const remaining = async (prefix: string) =>
  (
    await t.database.db
      .select({ key: outbox.dedupeKey })
      .from(outbox)
      .where(like(outbox.dedupeKey, `${prefix}:%`))
  )
    .map((r) => r.key.slice(prefix.length + 1))
    .sort();

describe('outbox housekeeping', () => {
  it(`deletes sent and failed messages older than ${OUTBOX_RETENTION_DAYS} days and keeps the rest`, async () => {
    await writeRows('prune');

    expect(await pruneOutbox(t.database.db, clock)).toBe(2);

    expect(await remaining('prune')).toEqual(['failed-recent', 'pending-old', 'sent-at-edge', 'sent-yesterday']);
  });

  it('runs on its own on the clock it is given, until it is stopped', async () => {
    await writeRows('periodic');
    // Three weeks on: everything sent or failed is now past the retention period.
    clock = new Date(clock.getTime() + 21 * DAY);
    const stop = startOutboxHousekeeping(t.database.db, t.app.log, {
      now: () => clock,
      firstAfterMs: 0,
      everyMs: 60_000,
    });
    try {
      await vi.waitFor(async () => expect(await remaining('periodic')).toEqual(['pending-old']), {
        timeout: 5_000,
        interval: 50,
      });
    } finally {
      stop();
    }
  });
});
