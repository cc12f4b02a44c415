/**
 * `npm run restore -- <file>`: puts a backup's database, images and secrets into an empty DATA_DIR,
 * and checks the database opens and holds what the backup counted.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../src/config';
import { BackupRefused } from '../src/modules/backups/backup-refused';
import { restoreBackup } from '../src/modules/backups/restore-backup';

const args = z.tuple([z.string().min(1)]).safeParse(process.argv.slice(2));
if (!args.success) {
  console.error('Name the backup to restore: npm run restore -- data/backups/kataar-2026-11-27T023000+0530.tar.gz');
  process.exit(1);
}
if (existsSync('.env')) process.loadEnvFile('.env');
try {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new BackupRefused(
      'DATABASE_URL is set: this restores the embedded database only. Restore PostgreSQL with its own tools (pg_restore, or a base backup and its WAL).',
    );
  }
  // npm runs scripts from the project's root; a relative path means where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.data[0]);
  const dataDir = path.resolve(config.dataDir);
  const { manifest } = await restoreBackup({ dataDir, file });
  const { users, providers, queue_entries, appointments } = manifest.counts;
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${dataDir}: ${users} users, ${providers} providers, ` +
      `${queue_entries} queue entries, ${appointments} appointments, ${manifest.uploads.files} image files. ` +
      'The database opened and holds what the backup counted. Start the server with npm start.',
  );
} catch (err) {
  console.error(err instanceof BackupRefused ? err.message : err);
  process.exitCode = 1;
}
