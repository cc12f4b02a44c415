/**
 * `npm run backup`: a backup of the embedded database, its uploaded images and generated secrets
 * into DATA_DIR/backups, taken by the running server when there is one. Prints the file's path.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/config';
import { runBackupCommand } from '../src/modules/backups/backup-command';
import { BackupRefused } from '../src/modules/backups/backup-refused';

// The server's settings: the same .env, read the same way (server.ts).
if (existsSync('.env')) process.loadEnvFile('.env');
try {
  const backup = await runBackupCommand(loadConfig());
  const by = backup.takenBy === 'server' ? 'by the running server' : 'with no server running';
  console.error(`Backup written ${by} in ${backup.ms} ms (${(backup.bytes / 1e6).toFixed(1)} MB):`);
  console.log(backup.path);
} catch (err) {
  console.error(err instanceof BackupRefused ? err.message : err);
  process.exitCode = 1;
}
