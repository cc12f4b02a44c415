import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { BackupRefused } from './backup-refused';
import { holdControlSocket, type ControlAnswer } from './control-socket';
import { scheduleNightly, type Timers } from './nightly-schedule';
import { takeBackup, type BackupResult } from './take-backup';

export type BackupLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** The server's side of backups: the control socket and the nightly run. */
export interface BackupService {
  /** Starts taking backups, nightly and when asked, of the open and migrated database. */
  serve(database: Database, log: BackupLog): void;
  /** Stops the schedule, lets a backup in progress finish, and lets go of the data directory. */
  close(): Promise<void>;
}

export interface BackupServiceOptions {
  now?: () => Date;
  timers?: Timers;
}

const nothing: BackupService = { serve: () => undefined, close: async () => undefined };

/**
 * For the embedded database: takes DATA_DIR/control.sock before the database is opened, so no
 * `npm run backup` opens the data directory while the server does (it asks the server instead), and
 * a server never starts on a data directory another process has open. On PostgreSQL it does
 * nothing: there the database's own tools take backups (README, "Backups").
 */
export async function startBackupService(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  { now = () => new Date(), timers }: BackupServiceOptions = {},
): Promise<BackupService> {
  if (config.databaseUrl) return nothing;
  const dataDir = path.resolve(config.dataDir);
  let serving: { database: Database; log: BackupLog } | undefined;
  let closing = false;
  let stopNightly: () => void = () => undefined;
  // One backup at a time: a request during the nightly run waits for it, then takes its own.
  let previous: Promise<unknown> = Promise.resolve();

  const backup = (): Promise<BackupResult> => {
    if (closing) return Promise.reject(new BackupRefused('The server is stopping; no backup was taken.'));
    if (!serving) {
      return Promise.reject(new BackupRefused('The server is still starting; try again in a moment.'));
    }
    const { database, log } = serving;
    const run = previous.then(async () => {
      try {
        const result = await takeBackup({ dataDir, database, now });
        log.info({ path: result.path, bytes: result.bytes, ms: result.ms }, 'backup written');
        return result;
      } catch (err) {
        log.error({ err }, 'backup failed');
        throw err;
      }
    });
    previous = run.catch(() => undefined);
    return run;
  };

  const socket = await holdControlSocket(dataDir, async (): Promise<ControlAnswer> => {
    const { path: file, bytes, ms, manifest } = await backup();
    return { ok: true, path: file, bytes, ms, manifest };
  });
  return {
    serve(database, log) {
      serving = { database, log };
      // backup() has logged the failure; the next night tries again.
      stopNightly = scheduleNightly(() => backup().then(() => undefined), { now, timers });
    },
    async close() {
      closing = true;
      stopNightly();
      await previous;
      await socket.close();
    },
  };
}
