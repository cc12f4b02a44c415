import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { CHANNELS, type ChangeBus } from '../../lib/change-bus';
import type { OutboxBacklog, OutboxOutcome } from '../../lib/metrics/metrics';
import {
  claimDue,
  insertOutboxRow,
  insertOutboxRows,
  markFailed,
  markSent,
  scheduleRetry,
  selectDueBacklog,
  type OutboxMessage,
  type OutboxRow,
} from './outbox-queries';

export type { OutboxMessage, OutboxRow };

/** Thrown by a handler when trying again cannot help (e.g. 400 from the receiver): the row fails at once. */
export class PermanentFailure extends Error {
  override name = 'PermanentFailure';
}

export interface OutboxHandler {
  /**
   * Sends one message. Resolving marks it sent; throwing PermanentFailure marks it failed; any
   * other error retries it after `backoff`. `signal` aborts when the send takes too long.
   */
  send(payload: unknown, row: OutboxRow, signal: AbortSignal): Promise<void>;
  /** Delay before try `attempt + 1` after try `attempt` (1-based) failed; defaultBackoff when absent. */
  backoff?(attempt: number): number;
}

/** 30 s, 1 min, 2 min, … doubling, at most 30 min. */
export function defaultBackoff(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 30 * 60_000);
}

/**
 * Writes a message to send in the caller's transaction (the one that makes the change it is about).
 * Answers false when a message with this dedupe key was written before: it is never sent twice.
 */
export function enqueue(tx: Executor, message: OutboxMessage): Promise<boolean> {
  return insertOutboxRow(tx, message);
}

/** `enqueue` for several messages at once, in one statement (a message already written is skipped). */
export function enqueueAll(tx: Executor, messages: readonly OutboxMessage[]): Promise<void> {
  return insertOutboxRows(tx, messages);
}

export interface OutboxOptions {
  db: Db;
  bus: ChangeBus;
  log: FastifyBaseLogger;
  /** How long a claimed row belongs to this process; another process retries it after that. */
  leaseMs?: number;
  /** A send that takes longer is aborted and retried; well under the lease, so two never overlap. */
  sendTimeoutMs?: number;
  /** Due rows are looked for this often even without a wake-up (delayed retries, missed notifications). */
  pollMs?: number;
  /** Rows claimed at once. */
  batchSize?: number;
  /**
   * A wake-up (`outbox_due`) looks for due rows this much later, so the messages of commits that
   * follow each other closely (bookings at 100 a second) are claimed and marked sent together.
   */
  wakeDelayMs?: number;
  /** Told what became of each try once it is recorded (the metrics' counters). */
  settled?: (channel: string, outcome: OutboxOutcome) => void;
}

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * The dispatcher every process runs. It claims due rows in one short statement, sends them with no
 * transaction open (PGlite has a single connection; a slow receiver must not hold it), then records
 * the outcome. Wakes shortly after `outbox_due` (any process committed a message) and polls every `pollMs`.
 */
export function createOutbox({
  db,
  bus,
  log,
  leaseMs = 60_000,
  sendTimeoutMs = 20_000,
  pollMs = 1_000,
  batchSize = 10,
  wakeDelayMs = 50,
  settled = () => undefined,
}: OutboxOptions) {
  const handlers = new Map<string, OutboxHandler>();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopUnsubscribe: (() => void) | undefined;

  /** Sends one row; answers true when it went, else records the failure (or the retry) itself. */
  const sendOne = async (row: OutboxRow): Promise<boolean> => {
    const handler = handlers.get(row.channel);
    if (!handler) return false; // only registered channels are claimed
    const signal = AbortSignal.timeout(sendTimeoutMs);
    let failure: { err: unknown } | undefined;
    try {
      await Promise.race([
        handler.send(row.payload, row, signal),
        new Promise<never>((_, reject) => {
          signal.addEventListener('abort', () => reject(new Error(`send timed out after ${sendTimeoutMs} ms`)));
        }),
      ]);
    } catch (err) {
      failure = { err };
    }
    if (!failure) return true;
    const { err } = failure;
    const error = err instanceof Error ? err.message : String(err);
    const fields = { channel: row.channel, dedupeKey: row.dedupeKey, attempts: row.attempts, error };
    if (err instanceof PermanentFailure || row.attempts >= row.maxAttempts) {
      log.warn(fields, 'outbox: message failed');
      await markFailed(db, row, error);
      settled(row.channel, 'failed');
      return false;
    }
    log.info(fields, 'outbox: message will be retried');
    await scheduleRetry(db, row, (handler.backoff ?? defaultBackoff)(row.attempts), error);
    settled(row.channel, 'retried');
    return false;
  };

  /** Claims and sends until nothing is due. */
  const drain = async (): Promise<void> => {
    for (;;) {
      const rows = await claimDue(db, { channels: [...handlers.keys()], limit: batchSize, leaseMs });
      const sent = await Promise.all(rows.map(sendOne));
      // The claim's successes are recorded together: one statement (one commit) per claim, not per row.
      const went = rows.filter((_, i) => sent[i]);
      await markSent(db, went);
      for (const row of went) settled(row.channel, 'sent');
      if (rows.length < batchSize || !started) return;
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    if (started && handlers.size > 0) timer = setTimeout(kick, pollMs);
  };

  /** Looks for due rows now; a kick during a run makes the run go round once more. */
  function kick(): void {
    if (!started || handlers.size === 0) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (err) {
          log.error({ err }, 'outbox: dispatch failed');
        }
      } while (again && started);
      running = undefined;
      schedule();
    })();
  }

  /** `outbox_due`: one look for due rows shortly after, however many commits woke it meanwhile. */
  const wake = () => {
    wakeTimer ??= setTimeout(() => {
      wakeTimer = undefined;
      kick();
    }, wakeDelayMs);
  };

  return {
    /** Sends this channel's rows with `handler` from now on. */
    register(channel: string, handler: OutboxHandler): void {
      handlers.set(channel, handler);
      kick();
    },
    start(): void {
      if (started) return;
      started = true;
      stopUnsubscribe = bus.on(CHANNELS.outboxDue, wake);
      kick();
    },
    /** Stops claiming and waits for the sends in flight to be recorded (bounded by the send timeout). */
    async stop(): Promise<void> {
      started = false;
      clearTimeout(timer);
      clearTimeout(wakeTimer);
      wakeTimer = undefined;
      stopUnsubscribe?.();
      await running;
    },
    /** Looks for due rows now rather than at the next poll (tests, and after local writes). */
    kick,
    /** Resolves when the current run, if any, has finished. */
    idle: async (): Promise<void> => {
      await running;
    },
    /**
     * The due, unsent messages of every channel, for the metrics: one query at each scrape. Channels
     * this process sends read 0 when nothing is due, rather than having no figure at all.
     */
    async backlog(): Promise<OutboxBacklog[]> {
      const rows = await selectDueBacklog(db);
      const idle = [...handlers.keys()].filter((channel) => !rows.some((row) => row.channel === channel));
      return [...rows, ...idle.map((channel) => ({ channel, due: 0, oldestDueSeconds: 0 }))];
    },
  };
}
