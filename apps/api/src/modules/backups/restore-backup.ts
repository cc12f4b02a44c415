import { chmod, link, mkdir, mkdtemp, readFile, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { extract } from 'tar';
import { openDatabase } from '../../db/client';
import { ARCHIVE, BACKUP_FORMAT, SECRET_FILES, databaseFacts, manifestSchema, type Manifest } from './backup-manifest';
import { BackupRefused } from './backup-refused';
import { holdControlSocket } from './control-socket';

export interface RestoreOptions {
  /** DATA_DIR to restore into: missing or empty (a `backups` folder may be there). */
  dataDir: string;
  /** The archive `npm run backup` or the nightly backup wrote. */
  file: string;
}

/**
 * `npm run restore -- <file>`: unpacks a backup into an empty DATA_DIR, after checking that its
 * database opens and holds what the manifest counted. Everything is unpacked and checked in a
 * folder beside the data and moved into place only then, so a refused or failed restore leaves
 * DATA_DIR as it was. It never overwrites anything.
 */
export async function restoreBackup({ dataDir, file }: RestoreOptions): Promise<{ manifest: Manifest }> {
  const root = path.resolve(dataDir);
  const archive = path.resolve(file);
  if (!(await stat(archive).catch(() => undefined))?.isFile()) throw new BackupRefused(`No file at ${archive}.`);
  // Held for the whole restore: refuses while a server runs here, and keeps one from starting.
  const socket = await holdControlSocket(root, async () => ({
    ok: false,
    error: 'A restore into this data directory is in progress.',
  }));
  try {
    await refuseUnlessEmpty(root);
    const work = await mkdtemp(path.join(root, '.restore-'));
    try {
      const content = path.join(work, 'content');
      const manifest = await unpack(archive, content);
      await checkDatabase(path.join(content, ARCHIVE.database), path.join(work, 'db'), manifest);
      await checkUploads(path.join(content, ARCHIVE.uploads), manifest);
      await moveInto(path.join(work, 'db'), path.join(root, 'db'));
      await moveInto(path.join(content, ARCHIVE.uploads), path.join(root, 'uploads'));
      for (const name of manifest.secrets) {
        // link() fails rather than replace a file that appeared meanwhile.
        await link(path.join(content, ARCHIVE.secrets, name), path.join(root, name));
        await chmod(path.join(root, name), 0o600);
      }
      return { manifest };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  } finally {
    await socket.close();
  }
}

async function refuseUnlessEmpty(root: string): Promise<void> {
  const taken: string[] = [];
  if ((await entries(path.join(root, 'db'))).length) taken.push(`${path.join(root, 'db')} already holds a database`);
  if ((await entries(path.join(root, 'uploads'))).length) taken.push(`${path.join(root, 'uploads')} holds images`);
  for (const name of SECRET_FILES) {
    if (await stat(path.join(root, name)).catch(() => undefined)) taken.push(`${path.join(root, name)} exists`);
  }
  if (taken.length) {
    throw new BackupRefused(
      `${taken.join('; ')}. A backup is restored only into an empty data directory, and nothing is ` +
        'overwritten: move that directory aside (or set DATA_DIR to a new one) and run the restore again.',
    );
  }
}

async function entries(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** The names a backup holds; anything else in the archive is not unpacked. */
const allowed = (entry: string) => {
  const [top, ...rest] = entry.replace(/\/+$/, '').split('/');
  if (top === ARCHIVE.manifest || top === ARCHIVE.database) return rest.length === 0;
  if (top === ARCHIVE.uploads) return true;
  if (top === ARCHIVE.secrets) return rest.length === 0 || SECRET_FILES.some((name) => rest.join('/') === name);
  return false;
};

async function unpack(archive: string, into: string): Promise<Manifest> {
  await mkdir(into, { recursive: true });
  try {
    // strict: a path that would leave the folder (absolute, `..`) or a damaged entry is an error.
    await extract({
      file: archive,
      cwd: into,
      strict: true,
      filter: (entry, info) =>
        allowed(entry) && ('type' in info ? ['File', 'Link', 'Directory'].includes(info.type) : true),
    });
  } catch (err) {
    throw new BackupRefused(`${archive} is not a Kataar backup: ${(err as Error).message}`);
  }
  const text = await readFile(path.join(into, ARCHIVE.manifest), 'utf8').catch(() => undefined);
  if (text === undefined) throw new BackupRefused(`${archive} is not a Kataar backup: it has no ${ARCHIVE.manifest}.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupRefused(`${archive} is not a Kataar backup: its ${ARCHIVE.manifest} is not JSON.`);
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > BACKUP_FORMAT) {
    throw new BackupRefused(
      `${archive} was written by a newer version of Kataar (format ${format}); restore it with that version.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupRefused(`${archive} is not a Kataar backup: ${parsed.error.message}`);
  return parsed.data;
}

/** Loads the dump into `dataDir` with PGlite, and checks it opens and counts what the manifest says. */
async function checkDatabase(dump: string, dataDir: string, manifest: Manifest): Promise<void> {
  const database = await openDatabase({ dataDir, loadDataDir: new Blob([await readFile(dump)]) });
  try {
    const facts = await databaseFacts(database.db);
    const expected = { migrations: manifest.migrations, counts: manifest.counts };
    if (!isDeepStrictEqual(facts, expected)) {
      throw new BackupRefused(
        `The restored database does not hold what the backup counted: ${JSON.stringify(facts)} instead of ${JSON.stringify(expected)}.`,
      );
    }
  } finally {
    await database.close();
  }
}

async function checkUploads(dir: string, manifest: Manifest): Promise<void> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) =>
    e.isFile(),
  ).length;
  if (files !== manifest.uploads.files) {
    throw new BackupRefused(
      `The backup holds ${files} uploaded files where its manifest counted ${manifest.uploads.files}.`,
    );
  }
}

/** Renames `from` to `to`, where `to` is missing or an empty folder. */
async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(from, { recursive: true });
  await rmdir(to).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
  await rename(from, to);
}
