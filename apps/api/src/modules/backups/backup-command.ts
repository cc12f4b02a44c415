import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { openDatabase } from '../../db/client';
import { BackupRefused } from './backup-refused';
import { askForBackup, holdControlSocket } from './control-socket';
import { takeBackup, type BackupResult } from './take-backup';

export const POSTGRES_REFUSAL =
  'DATABASE_URL is set, so the data is in PostgreSQL, which this command does not back up. Use ' +
  'PostgreSQL’s own tools: pg_dump for a logical dump (pg_dump --format=custom "$DATABASE_URL" > kataar.dump), ' +
  'or base backups with WAL archiving for point-in-time recovery. See "Backups" in the README.';

export interface BackupOutcome extends BackupResult {
  /** The running server took it, or (no server running) the command itself. */
  takenBy: 'server' | 'this process';
}

/**
 * `npm run backup`: asks the server running on DATA_DIR for a backup; with no server running, opens
 * the data directory itself (holding its control socket meanwhile, so a server does not start on it)
 * and takes the backup with the same code.
 */
export async function runBackupCommand(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  { now }: { now?: () => Date } = {},
): Promise<BackupOutcome> {
  if (config.databaseUrl) throw new BackupRefused(POSTGRES_REFUSAL);
  const dataDir = path.resolve(config.dataDir);
  const answer = await askForBackup(dataDir);
  if (answer) {
    if (!answer.ok) throw new BackupRefused(`The server took no backup: ${answer.error}`);
    const { ok: _ok, ...result } = answer;
    return { ...result, takenBy: 'server' };
  }
  const dbDir = path.join(dataDir, 'db');
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new BackupRefused(`There is no database in ${dbDir} to back up; is DATA_DIR set as for the server?`);
  }
  const socket = await holdControlSocket(dataDir, async () => ({
    ok: false,
    error: 'A backup started from the command line has this data directory open; try again when it is done.',
  }));
  try {
    const database = await openDatabase({ dataDir: dbDir });
    try {
      return { ...(await takeBackup({ dataDir, database, now })), takenBy: 'this process' };
    } finally {
      await database.close();
    }
  } finally {
    await socket.close();
  }
}
