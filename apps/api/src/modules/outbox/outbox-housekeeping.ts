import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startPeriodic } from '../../lib/periodic';
import { deleteSettledBefore } from './outbox-queries';

const HOUR_MS = 60 * 60_000;
/**
 * Sent and failed messages are kept two weeks: long enough to answer "did my alert go out?" or to
 * look into a failing channel, short enough that the table stays small.
 */
export const OUTBOX_RETENTION_DAYS = 14;
const RETENTION_MS = OUTBOX_RETENTION_DAYS * 24 * HOUR_MS;

/** Deletes the sent and failed rows older than the retention period on `now`'s clock; answers how many. */
export function pruneOutbox(db: Db, now: Date): Promise<number> {
  return deleteSettledBefore(db, new Date(now.getTime() - RETENTION_MS));
}

/**
 * Every alert, mail and webhook leaves a row; without pruning the table only grows. Runs shortly
 * after start and then hourly; every process may run it, since deleting the same rows twice is
 * harmless. Returns the function that stops it.
 */
export function startOutboxHousekeeping(
  db: Db,
  log: FastifyBaseLogger,
  { now = () => new Date(), firstAfterMs = 5_000, everyMs = HOUR_MS } = {},
): () => void {
  return startPeriodic(
    async () => {
      const deleted = await pruneOutbox(db, now());
      if (deleted > 0) log.info({ deleted }, 'outbox: pruned sent and failed messages');
    },
    { log, failure: 'outbox: pruning old messages failed; trying again later', firstAfterMs, everyMs },
  );
}
