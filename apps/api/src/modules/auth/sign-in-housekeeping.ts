import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startPeriodic } from '../../lib/periodic';
import { deleteExpiredSignInRows } from './auth-queries';

const HOUR_MS = 60 * 60_000;
/** Expired rows are kept a day, so a support question about a failed sign-in can still be looked up. */
export const EXPIRED_SIGN_IN_ROWS_KEPT_MS = 24 * HOUR_MS;

/**
 * Every sign-in and every refresh writes a row; without pruning the tables only grow. Runs once at
 * start and then hourly; every process may run it, since deleting the same expired rows twice is
 * harmless. Returns the function that stops it.
 */
export function startSignInHousekeeping(db: Db, log: FastifyBaseLogger, everyMs = HOUR_MS): () => void {
  const prune = async () => {
    const deleted = await deleteExpiredSignInRows(db, new Date(Date.now() - EXPIRED_SIGN_IN_ROWS_KEPT_MS));
    if (deleted.refreshTokens + deleted.otpChallenges > 0) log.info({ deleted }, 'pruned expired sign-in rows');
  };
  return startPeriodic(prune, {
    log,
    failure: 'pruning expired sign-in rows failed; trying again later',
    firstAfterMs: 5_000,
    everyMs,
  });
}
