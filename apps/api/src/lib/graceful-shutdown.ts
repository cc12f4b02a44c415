import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { LogOutput } from './log-output';
import type { Readiness } from './readiness';

/** Requests already being served get this long to finish after a stop signal. */
export const DRAIN_MS = 10_000;
/** Whatever is still open by then, the process exits with 1: a stopped server never hangs. */
export const DEADLINE_MS = 15_000;
/** Writing out the log at exit blocks for at most this long (plus one 100 ms retry)... */
const LOG_FLUSH_MS = 500;
/** ...so the deadline's timer fires this much before it. */
const DEADLINE_TIMER_MS = DEADLINE_MS - 1000;

interface RunningApp {
  app: FastifyInstance;
  database: Database;
}

interface StoppingServer {
  readiness: Readiness;
  /** The app, once it serves. */
  started: Promise<RunningApp>;
  log: LogOutput;
}

/** Writes out the log (briefly: its reader may have stopped reading) and ends the process. */
export function exitProcess(log: LogOutput, code: number): never {
  log.release(LOG_FLUSH_MS);
  process.exit(code);
}

/**
 * On SIGTERM or SIGINT: answer /readyz with 503 from this moment, stop accepting connections, end
 * the event streams with a reconnect hint (the queue routes' preClose hook), let in-flight requests
 * finish for up to DRAIN_MS, close the database and exit 0. A step that fails or stalls ends the
 * process with 1 by DEADLINE_MS.
 *
 * Before the app serves there is nothing to drain, and startup may take minutes (a first run loads
 * PIN codes and demo data), so the process exits at once: whatever startup was writing is committed
 * or rolled back, as after a crash, and runs again at the next start.
 */
export function stopOnSignals({ readiness, started, log }: StoppingServer): void {
  let running: RunningApp | undefined;
  // A startup that fails is reported (and exits) where it is awaited, in server.ts.
  started.then((up) => (running = up)).catch(() => undefined);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // `npm start` forwards the terminal's Ctrl+C, which the server has already received: stop once.
    if (stopping) return;
    stopping = true;
    readiness.stopping();
    if (!running) {
      console.log(`${signal} while starting; exiting`);
      exitProcess(log, 0);
    }
    const { app, database } = running;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error(`shutdown did not finish within ${DEADLINE_MS} ms; exiting`);
      exitProcess(log, 1);
    }, DEADLINE_TIMER_MS);
    const cutOff = setTimeout(() => app.server.closeAllConnections(), DRAIN_MS);
    try {
      await app.close();
      clearTimeout(cutOff);
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      exitProcess(log, 1);
    }
    app.log.info('stopped');
    exitProcess(log, 0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}
