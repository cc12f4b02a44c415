import { and, asc, count, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema';
import { CHANNELS } from '../../lib/change-bus';

export type OutboxRow = typeof outbox.$inferSelect;

export interface OutboxMessage {
  /** The registered handler that sends it: 'push', 'email', 'whatsapp', 'webhook', … */
  channel: string;
  /** Exactly one row per key ever: the event and the recipient, e.g. 'called:42:push:<subscription id>'. */
  dedupeKey: string;
  /** Whatever the channel's handler needs to send it; stored as JSON. */
  payload: unknown;
  /** Not before then; now when absent. */
  dueAt?: Date;
  /** Tries before the row is given up as failed; 6 when absent. */
  maxAttempts?: number;
  /**
   * Written only if this holds when the row is inserted (e.g. "the provider has a webhook"), decided
   * in the insert itself rather than by a query of its own before it.
   */
  onlyIf?: SQL;
}

/**
 * Writes a message to send, inside the caller's transaction, so it exists exactly when the change
 * that causes it commits. A key already written is skipped (false). The insert notifies
 * `outbox_due` in the same statement, so every process's dispatcher wakes as soon as it commits.
 */
export async function insertOutboxRow(tx: Executor, message: OutboxMessage): Promise<boolean> {
  const result = (await tx.execute(sql`
    with inserted as (
      insert into ${outbox} (channel, dedupe_key, payload, due_at, max_attempts)
      values (${message.channel}, ${message.dedupeKey}, ${JSON.stringify(message.payload ?? null)}::jsonb,
              coalesce(${message.dueAt?.toISOString() ?? null}::timestamptz, now()), ${message.maxAttempts ?? 6})
      on conflict (dedupe_key) do nothing
      returning id
    )
    select pg_notify(${CHANNELS.outboxDue}, '') from inserted
  `)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * `insertOutboxRow` for several messages in one statement; keys already written are skipped, and so
 * are messages whose `onlyIf` does not hold.
 */
export async function insertOutboxRows(tx: Executor, messages: readonly OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const rows = sql.join(
    messages.map(
      (m) =>
        sql`select ${m.channel}::text, ${m.dedupeKey}::text, ${JSON.stringify(m.payload ?? null)}::jsonb,
             coalesce(${m.dueAt?.toISOString() ?? null}::timestamptz, now()), ${m.maxAttempts ?? 6}::integer
             ${m.onlyIf ? sql`where ${m.onlyIf}` : sql``}`,
    ),
    sql` union all `,
  );
  await tx.execute(sql`
    with inserted as (
      insert into ${outbox} (channel, dedupe_key, payload, due_at, max_attempts)
      ${rows}
      on conflict (dedupe_key) do nothing
      returning id
    )
    select pg_notify(${CHANNELS.outboxDue}, '') from inserted limit 1
  `);
}

/**
 * Claims up to `limit` due rows of the given channels for `leaseMs`, in one short statement.
 * SKIP LOCKED lets dispatchers of several processes claim side by side without waiting or
 * overlapping; a lease that ran out (its process died mid-send) makes the row due again.
 */
export async function claimDue(
  db: Executor,
  { channels, limit, leaseMs }: { channels: string[]; limit: number; leaseMs: number },
): Promise<OutboxRow[]> {
  if (channels.length === 0) return [];
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.dueAt, sql`now()`),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
        inArray(outbox.channel, channels),
      ),
    )
    .orderBy(asc(outbox.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

/**
 * The row as this dispatcher claimed it: a row whose lease ran out and that another process
 * claimed again (attempts moved on) is that process's to finish.
 */
const stillOurs = (row: OutboxRow) => and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts));

/** Marks the rows sent, in one statement for all of a claim's successes. */
export async function markSent(db: Executor, rows: readonly OutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(or(...rows.map(stillOurs)));
}

export async function scheduleRetry(db: Executor, row: OutboxRow, delayMs: number, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({
      dueAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      lockedUntil: null,
      lastError: error,
    })
    .where(stillOurs(row));
}

export async function markFailed(db: Executor, row: OutboxRow, error: string): Promise<void> {
  await db.update(outbox).set({ status: 'failed', lockedUntil: null, lastError: error }).where(stillOurs(row));
}

/**
 * Deletes the rows that are done with: sent before `before`, or given up as failed with their last
 * try due before `before` (a retry moves `due_at` forward, so it is never later than the failure).
 * Pending rows are never deleted, however old. Answers how many went.
 */
export async function deleteSettledBefore(db: Executor, before: Date): Promise<number> {
  const deleted = await db
    .delete(outbox)
    .where(
      or(
        and(eq(outbox.status, 'sent'), lt(outbox.sentAt, before)),
        and(eq(outbox.status, 'failed'), lt(outbox.dueAt, before)),
      ),
    )
    .returning({ id: outbox.id });
  return deleted.length;
}

/**
 * Per channel, the messages due and not yet sent, and how long the oldest of them has been due, in
 * one statement (it reads the partial index of pending rows). Rows due in the future (reminders) are
 * not counted.
 */
export function selectDueBacklog(db: Executor): Promise<{ channel: string; due: number; oldestDueSeconds: number }[]> {
  return db
    .select({
      channel: outbox.channel,
      due: count(),
      oldestDueSeconds: sql<number>`extract(epoch from now() - min(${outbox.dueAt}))::float8`.mapWith(Number),
    })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.dueAt, sql`now()`)))
    .groupBy(outbox.channel);
}
