import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicOptions {
  log: FastifyBaseLogger;
  /** Logged as a warning when a run fails; the next run tries again. */
  failure: string;
  firstAfterMs: number;
  everyMs: number;
}

/**
 * Runs `task` once after `firstAfterMs`, then every `everyMs`, on timers that do not keep the
 * process alive. For housekeeping that every process may run, since doing it twice is harmless.
 * Returns the function that stops it (call it from the app's close hook).
 */
export function startPeriodic(
  task: () => Promise<void>,
  { log, failure, firstAfterMs, everyMs }: PeriodicOptions,
): () => void {
  const run = async () => {
    try {
      await task();
    } catch (error) {
      log.warn({ err: error }, failure);
    }
  };
  const first = setTimeout(() => void run(), firstAfterMs);
  const timer = setInterval(() => void run(), everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
