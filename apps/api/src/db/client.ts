import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createCommitBarrier } from './commit-barrier';
import { DurableNodeFS } from './durable-node-fs';
import { keepStatementsPrepared } from './pglite-prepared';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database or a transaction on it: what every query function takes. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type Notification = (payload: string) => void;

/** The database behind the app, whichever engine runs it: PGlite in-process or a PostgreSQL pool. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** LISTEN on a channel; the returned function stops listening. */
  listen(channel: string, onNotify: Notification): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  /**
   * Resolves once every commit made before the call is on disk. An answer that confirms a write waits
   * for it. PostgreSQL syncs its log in each commit already; the embedded database syncs here, once
   * for all the commits that arrived together.
   */
  commitsDurable(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connection counts, read by the metrics. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /**
   * PGlite only: the whole data directory as a tarball, to start copies from (tests, backups).
   * `checkpointed`: the caller has just run CHECKPOINT in the transaction it dumps from, so every
   * commit is in the files already, and syncing from outside that transaction would wait for it forever.
   */
  dump?: (options?: { checkpointed?: boolean }) => Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string | undefined;
  /** A PGlite dump to start from (tests load a migrated template). */
  loadDataDir?: Blob | File | undefined;
  /**
   * PGlite only, on by default: commits reach the disk (fsync) before commitsDurable() resolves.
   * Off is the old way, for benchmarks that compare against it: a power cut can lose answered writes.
   */
  sync?: boolean | undefined;
}

/**
 * How often the embedded database writes and syncs commits that no answer waits for (the outbox
 * marking a message sent, housekeeping), as PostgreSQL's WAL writer does for asynchronous commits.
 */
const BACKGROUND_SYNC_MS = 200;

/**
 * Flushes the log up to its end when anything is not yet on disk: a logical message written with
 * flush = true makes PostgreSQL write and fsync the log through it, and with it every earlier commit.
 */
const FLUSH_LOG_IF_BEHIND = `select case when pg_current_wal_insert_lsn() > pg_current_wal_flush_lsn()
  then pg_logical_emit_message(false, 'kataar', '', true) end`;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}

async function openPglite({ dataDir, loadDataDir, sync = true }: OpenOptions): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    loadDataDir,
    ...(dataDir && sync ? { fs: new DurableNodeFS(dataDir) } : { dataDir }),
    startParams: sync ? durableStartParams : PGlite.defaultStartParams,
  });
  keepStatementsPrepared(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const barrier = createCommitBarrier(async () => {
    await client.query(FLUSH_LOG_IF_BEHIND);
  });
  const background = sync
    ? setInterval(() => void barrier.wait().catch(() => undefined), BACKGROUND_SYNC_MS)
    : undefined;
  background?.unref();
  const commitsDurable = sync ? () => barrier.wait() : () => Promise.resolve();
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    listen: async (channel, onNotify) => {
      const unsubscribe = await client.listen(channel, onNotify);
      return unsubscribe;
    },
    ping: async () => {
      await client.query('select 1');
    },
    commitsDurable,
    close: async () => {
      clearInterval(background);
      // Closing checkpoints the database, which syncs every data file through the same fsync.
      await client.close();
    },
    // The dump copies the files; commits whose log is still only in memory would be missing from it.
    dump: async ({ checkpointed = false } = {}) => {
      if (!checkpointed) await commitsDurable();
      return client.dumpDataDir('gzip');
    },
  };
}

/**
 * PGlite's own start parameters include -F (fsync off). Without it PostgreSQL syncs its log and
 * data files; fdatasync() does nothing in PGlite's WebAssembly runtime, so the log is synced with
 * fsync(). Commits do not wait for the sync themselves (synchronous_commit off): commitsDurable()
 * syncs once for all commits that arrived together, and only answers wait for it.
 */
const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'synchronous_commit=off',
];

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    listen: async (channel, onNotify) => {
      // LISTEN needs one dedicated connection for as long as it listens.
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel) onNotify(msg.payload ?? '');
      });
      await client.query(`LISTEN "${channel.replaceAll('"', '')}"`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end();
      };
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // Every commit on PostgreSQL waits for its log to be synced (synchronous_commit on).
    commitsDurable: () => Promise.resolve(),
    close: async () => {
      await Promise.all([...listeners].map((c) => c.end()));
      await pool.end();
    },
  };
}
