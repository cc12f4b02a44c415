import { createWriteStream } from 'node:fs';
import { chmod, copyFile, link, mkdir, mkdtemp, open, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { sql } from 'drizzle-orm';
import { create } from 'tar';
import type { Database } from '../../db/client';
import { PARTIAL_PREFIX, backupFileName, pruneBackups, removePartials } from './backup-files';
import { ARCHIVE, BACKUP_FORMAT, SECRET_FILES, databaseFacts, type Manifest } from './backup-manifest';
import { BackupRefused } from './backup-refused';

export interface BackupResult {
  /** The archive, in DATA_DIR/backups. */
  path: string;
  bytes: number;
  ms: number;
  manifest: Manifest;
}

export interface TakeBackupOptions {
  dataDir: string;
  /** The embedded database open on DATA_DIR/db, by this process. */
  database: Database;
  now?: () => Date;
}

/**
 * Writes DATA_DIR/backups/kataar-<India time>.tar.gz: PGlite's dump of the database, the uploaded
 * images, the generated secrets and a manifest. It is assembled under a name starting with a dot
 * and linked to its real name only when complete and on disk, so a half-written file never counts
 * as a backup; then backups beyond the last BACKUPS_KEPT are deleted.
 */
export async function takeBackup({
  dataDir,
  database,
  now = () => new Date(),
}: TakeBackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const root = path.resolve(dataDir);
  const dir = path.join(root, 'backups');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await removePartials(dir);
  const createdAt = now();
  const name = backupFileName(createdAt);
  const work = await mkdtemp(path.join(dir, PARTIAL_PREFIX));
  try {
    const content = path.join(work, 'content');
    await mkdir(content);
    const facts = await dumpDatabase(database, path.join(content, ARCHIVE.database));
    // Images are written before any row names them and never change or go away afterwards, so the
    // images present right after the dump include every one the dumped rows name. Linking (not
    // copying) them fixes that set in milliseconds; one still being written may come along
    // incomplete, but no row in this dump names it.
    const uploads = await linkTree(path.join(root, 'uploads'), path.join(content, ARCHIVE.uploads));
    const secrets = await copySecrets(root, path.join(content, ARCHIVE.secrets));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: createdAt.toISOString(),
      ...facts,
      uploads,
      secrets,
    };
    await writeFile(path.join(content, ARCHIVE.manifest), `${JSON.stringify(manifest, null, 2)}\n`);

    const archive = path.join(work, name);
    // The archive holds the session secret: readable by this user only.
    await create({ gzip: true, portable: true, file: archive, cwd: content, mode: 0o600 }, [
      ARCHIVE.manifest,
      ARCHIVE.database,
      ARCHIVE.uploads,
      ARCHIVE.secrets,
    ]);
    await syncToDisk(archive);
    const final = path.join(dir, name);
    try {
      // A link, unlike a rename, never replaces a backup that already has the name.
      await link(archive, final);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      throw new BackupRefused(`${final} already exists: a backup was taken this same second.`);
    }
    // The new name itself on disk; a file system that cannot sync a folder only loses that guarantee.
    await syncToDisk(dir).catch(() => undefined);
    await pruneBackups(dir);
    const { size } = await stat(final);
    return { path: final, bytes: size, ms: Math.round(performance.now() - started), manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * PGlite runs one statement at a time and dumps its files between two. Inside a transaction of our
 * own, no other transaction is half-way through either, so the dump and the counts in the manifest
 * are one moment of the database. CHECKPOINT first writes every changed page to its file, so the
 * copy has next to no log to replay when it opens.
 */
async function dumpDatabase(database: Database, file: string): Promise<Pick<Manifest, 'migrations' | 'counts'>> {
  const dump = database.dump;
  if (!dump) throw new BackupRefused('Only the embedded database is backed up this way.');
  const { facts, tarball } = await database.db.transaction(async (tx) => {
    await tx.execute(sql`CHECKPOINT`);
    return { facts: await databaseFacts(tx), tarball: await dump({ checkpointed: true }) };
  });
  await pipeline(Readable.fromWeb(tarball.stream() as ReadableStream), createWriteStream(file));
  return facts;
}

/** Hard-links every file under `from` into `to` (copies where links are impossible); counts them. */
async function linkTree(from: string, to: string): Promise<{ files: number; bytes: number }> {
  await mkdir(to, { recursive: true });
  let files = 0;
  let bytes = 0;
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (err) {
    // No uploads yet, or images kept in S3.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { files, bytes };
    throw err;
  }
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      const inner = await linkTree(source, target);
      files += inner.files;
      bytes += inner.bytes;
    } else if (entry.isFile()) {
      await link(source, target).catch(() => copyFile(source, target));
      files += 1;
      bytes += (await stat(target)).size;
    }
  }
  return { files, bytes };
}

async function copySecrets(root: string, to: string): Promise<Manifest['secrets']> {
  await mkdir(to, { mode: 0o700 });
  const copied: Manifest['secrets'] = [];
  for (const name of SECRET_FILES) {
    try {
      await copyFile(path.join(root, name), path.join(to, name));
      await chmod(path.join(to, name), 0o600);
      copied.push(name);
    } catch (err) {
      // Not generated: JWT_SECRET or the VAPID keys come from the environment.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return copied;
}

/** fsync: the bytes (or a directory's entries) are on disk, not only in the page cache. */
async function syncToDisk(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
