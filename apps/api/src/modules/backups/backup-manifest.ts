import { count, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { appointments, providers, queueEntries, users } from '../../db/schema';
import { JWT_SECRET_FILE } from '../../lib/tokens';
import { VAPID_KEYS_FILE } from '../../lib/vapid-keys';

/** Raised when an archive's layout changes; restore refuses formats it does not know. */
export const BACKUP_FORMAT = 1;

/** The files in DATA_DIR that the embedded server generates and that a backup carries. */
export const SECRET_FILES = [JWT_SECRET_FILE, VAPID_KEYS_FILE] as const;

/** Names inside the archive. */
export const ARCHIVE = {
  manifest: 'manifest.json',
  /** PGlite's own dump of its data directory (a gzipped tarball). */
  database: 'database.tar.gz',
  uploads: 'uploads',
  secrets: 'secrets',
} as const;

const tally = z.number().int().min(0);

/** manifest.json: what the archive holds, so a restore can check it got all of it. */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  /** Migrations applied to the database; a server of the same or a newer version opens it. */
  migrations: tally,
  /** Rows of the main tables when the dump was taken, checked again after a restore. */
  counts: z.object({ users: tally, providers: tally, queue_entries: tally, appointments: tally }),
  uploads: z.object({ files: tally, bytes: tally }),
  secrets: z.array(z.enum(SECRET_FILES)),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The migrations applied and the rows of the main tables, as one executor sees them. */
export async function databaseFacts(db: Executor): Promise<Pick<Manifest, 'migrations' | 'counts'>> {
  const rows = async (table: typeof users | typeof providers | typeof queueEntries | typeof appointments) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const applied = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { n: number }[];
  };
  return {
    migrations: applied.rows[0]?.n ?? 0,
    counts: {
      users: await rows(users),
      providers: await rows(providers),
      queue_entries: await rows(queueEntries),
      appointments: await rows(appointments),
    },
  };
}
