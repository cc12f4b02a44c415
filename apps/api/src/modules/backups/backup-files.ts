import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { IST_OFFSET_MS } from './nightly-schedule';

/** Backups in DATA_DIR/backups beyond this many, oldest first, are deleted after each new one. */
export const BACKUPS_KEPT = 7;

/**
 * `kataar-2026-11-27T023000+0530.tar.gz`: the India time it was taken, to the second so two backups
 * a minute apart do not collide. No colon (Windows and some sync tools refuse it), and every name
 * has the same offset, so sorting names as text sorts them by time.
 */
export function backupFileName(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS).toISOString();
  const day = india.slice(0, 10);
  const time = india.slice(11, 19).replaceAll(':', '');
  return `kataar-${day}T${time}+0530.tar.gz`;
}

const BACKUP_NAME = /^kataar-\d{4}-\d{2}-\d{2}T\d{6}\+0530\.tar\.gz$/;

/** Work in progress; a name starting with a dot never matches BACKUP_NAME, so never counts as a backup. */
export const PARTIAL_PREFIX = '.partial-';

/** Deletes all but the newest `keep` backups in `dir`; other files there are left alone. Answers the deleted names. */
export async function pruneBackups(dir: string, keep = BACKUPS_KEPT): Promise<string[]> {
  const backups = (await readdir(dir)).filter((name) => BACKUP_NAME.test(name)).sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/** Removes what an interrupted backup left behind (a crash, a power cut). */
export async function removePartials(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name.startsWith(PARTIAL_PREFIX)) await rm(path.join(dir, name), { recursive: true, force: true });
  }
}
