import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { BACKUPS_KEPT, backupFileName, pruneBackups } from './backup-files';
import { openEmbeddedDatabase, tempDataDir } from './backup-test-helpers';
import { takeBackup } from './take-backup';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('backupFileName', () => {
  it('names the India time, sortable and without a colon', () => {
    expect(backupFileName(at('2026-11-26T21:00:00.000Z'))).toBe('kataar-2026-11-27T023000+0530.tar.gz');
    expect(backupFileName(at('2026-12-31T18:29:59.400Z'))).toBe('kataar-2026-12-31T235959+0530.tar.gz');
  });

  it('sorts by time as text', () => {
    const moments = ['2026-11-26T21:00:00Z', '2026-11-27T04:31:05Z', '2026-11-26T21:00:01Z', '2027-01-02T00:00:00Z'];
    const byTime = [...moments].sort((a, b) => at(a).getTime() - at(b).getTime());
    expect(moments.map((m) => backupFileName(at(m))).sort()).toEqual(byTime.map((m) => backupFileName(at(m))));
  });
});

/** Empty files named as backups taken `count` nights before `before`, oldest first. */
async function fakeBackups(dir: string, count: number, before: Date): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const names = Array.from({ length: count }, (_, i) =>
    backupFileName(new Date(before.getTime() - (count - i) * 24 * HOUR)),
  );
  for (const name of names) await writeFile(path.join(dir, name), '');
  return names;
}

describe('pruneBackups', () => {
  it(`keeps the newest ${BACKUPS_KEPT} backups and nothing else is touched`, async () => {
    const dir = path.join(await tempDataDir(), 'backups');
    const names = await fakeBackups(dir, 10, at('2026-11-27T00:00:00Z'));
    await writeFile(path.join(dir, 'notes.txt'), 'copied off on Sunday');
    await writeFile(path.join(dir, 'kataar-copy.tar.gz'), '');
    const removed = await pruneBackups(dir);
    expect(removed).toEqual(names.slice(0, 3));
    expect((await readdir(dir)).sort()).toEqual([...names.slice(3), 'kataar-copy.tar.gz', 'notes.txt'].sort());
  });

  it('removes nothing while there are fewer', async () => {
    const dir = path.join(await tempDataDir(), 'backups');
    await fakeBackups(dir, 3, at('2026-11-27T00:00:00Z'));
    expect(await pruneBackups(dir)).toEqual([]);
    expect(await readdir(dir)).toHaveLength(3);
  });
});

describe('retention after a backup', () => {
  const now = at('2026-11-27T21:00:00Z');
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = await tempDataDir();
    database = await openEmbeddedDatabase(dataDir);
  });
  afterAll(() => database.close());

  it(`deletes the oldest once a new backup is complete, keeping the last ${BACKUPS_KEPT}`, async () => {
    const dir = path.join(dataDir, 'backups');
    await rm(dir, { recursive: true, force: true });
    const old = await fakeBackups(dir, BACKUPS_KEPT, now);
    const backup = await takeBackup({ dataDir, database, now: () => now });
    expect(path.basename(backup.path)).toBe('kataar-2026-11-28T023000+0530.tar.gz');
    expect((await readdir(dir)).sort()).toEqual([...old.slice(1), path.basename(backup.path)]);
  });

  it('deletes nothing when the new backup fails, and leaves no half-written file', async () => {
    const dir = path.join(dataDir, 'backups');
    await rm(dir, { recursive: true, force: true });
    const old = await fakeBackups(dir, BACKUPS_KEPT, now);
    const failing: Database = {
      ...database,
      dump: () => Promise.reject(new Error('no space left on device')),
    };
    await expect(takeBackup({ dataDir, database: failing, now: () => now })).rejects.toThrow(/no space left/);
    expect((await readdir(dir)).sort()).toEqual(old);
  });
});
