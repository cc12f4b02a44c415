import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { loadPincodes } from './db/pincodes/load-pincodes';
import { seedDemoData } from './db/seed/seed-demo';
import { exitProcess, stopOnSignals } from './lib/graceful-shutdown';
import { createLogOutput } from './lib/log-output';
import { createStorage } from './lib/storage';
import { resolveJwtSecret } from './lib/tokens';
import { resolveVapidKeys } from './lib/vapid-keys';
import { startBackupService } from './modules/backups/backup-service';

const here = path.dirname(fileURLToPath(import.meta.url));
// The same from src/ (development) and from dist/ (the compiled server).
const defaultWebDist = path.resolve(here, '../../web/dist');
const logOutput = createLogOutput();

/** Reads config, opens and migrates the database, seeds demo data, listens, and shuts down cleanly. */
async function main(): Promise<void> {
  // A .env file in the working directory is optional; real environment variables win over it.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  config.webDist ??= defaultWebDist;
  // Before the database: production without JWT_SECRET stops here with a clear message.
  config.jwtSecret = await resolveJwtSecret(config);
  config.vapid = await resolveVapidKeys(config);
  // Embedded database only: takes DATA_DIR/control.sock before opening DATA_DIR/db (no other
  // process may open it meanwhile), answers `npm run backup` and backs up nightly.
  const backups = await startBackupService(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.resolve(config.dataDir, 'db'),
  });
  await database.migrate();
  const storage = createStorage(config);
  const log = { info: (msg: string) => console.log(msg) };
  const pincodeStart = performance.now();
  const pincodeRows = await loadPincodes(database);
  if (pincodeRows > 0)
    log.info(
      `Loaded ${pincodeRows} PIN codes (GeoNames, CC BY 4.0) in ${Math.round(performance.now() - pincodeStart)} ms`,
    );
  if (config.demoData) await seedDemoData(database, storage, log);

  const app = await buildApp(config, { database, storage, logStream: logOutput.stream });
  backups.serve(database, app.log);
  // Closed with the app, so before the database: a backup in progress finishes first.
  app.addHook('onClose', () => backups.close());
  stopOnSignals({ app, database, log: logOutput });

  await app.listen({ port: config.port, host: config.host });
  const shown = config.publicUrl ?? `http://localhost:${config.port}`;
  console.log(`\n  Kataar is running at ${shown} on Node.js ${process.version}\n  API docs: ${shown}/v1/api/docs\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  exitProcess(logOutput, 1);
});
