import type { Server } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { loadPincodes } from './db/pincodes/load-pincodes';
import { seedDemoData } from './db/seed/seed-demo';
import { Readiness } from './lib/readiness';
import { startBackupService } from './modules/backups/backup-service';
import { requestTimeoutOptions } from './lib/request-timeouts';
import { createStartupGate, type StartupGate } from './lib/startup-gate';
import { createStorage } from './lib/storage';

export interface StartOptions {
  /** Resolved: its JWT secret and VAPID keys are set. */
  config: Config;
  /** Where the app's log lines go; pino's standard output when absent. */
  logStream?: DestinationStream;
  /** Startup's own messages (PIN codes loaded, demo data). */
  log: { info(message: string): void };
  /** Opens the database; tests hold its migration to see what the server answers meanwhile. */
  openDatabase?: (config: Config) => Promise<Database>;
}

export interface RunningApp {
  app: FastifyInstance;
  database: Database;
}

export interface StartingServer {
  /** Listening as soon as `listening` resolves; the app answers on it once `started` resolves. */
  server: Server;
  readiness: Readiness;
  listening: Promise<void>;
  /** The app serving on `server`; rejects when startup fails. */
  started: Promise<RunningApp>;
}

async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (!config.databaseUrl && !config.databaseSync)
    console.warn('DATABASE_SYNC is off: a power cut can lose writes the server has already confirmed.');
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.resolve(config.dataDir, 'db'),
    sync: config.databaseSync,
  });
}

/**
 * Listens first, then opens and migrates the database, loads PIN codes, seeds demo data and builds
 * the app, which then takes over the server. Meanwhile the server answers that it is starting
 * (lib/startup-gate.ts), so a load balancer or orchestrator sees a process that is not ready yet
 * rather than one that is not there.
 */
export function startServer({
  config,
  logStream,
  log,
  openDatabase: open = openConfiguredDatabase,
}: StartOptions): StartingServer {
  const readiness = new Readiness();
  // The server is this gate's from the start, so it carries the limits Fastify would set on its own.
  const gate = createStartupGate(requestTimeoutOptions(config.requestTimeoutSeconds));
  const listening = new Promise<void>((resolve, reject) => {
    gate.server.once('error', reject);
    gate.server.listen({ port: config.port, host: config.host }, () => {
      gate.server.off('error', reject);
      resolve();
    });
  });
  const started = listening.then(async () => {
    // Embedded database only: takes DATA_DIR/control.sock before opening DATA_DIR/db (no other
    // process may open it meanwhile), answers `npm run backup` and backs up nightly.
    const backups = await startBackupService(config);
    const database = await open(config);
    await database.migrate();
    const storage = createStorage(config);
    const pincodeStart = performance.now();
    const pincodeRows = await loadPincodes(database);
    if (pincodeRows > 0)
      log.info(
        `Loaded ${pincodeRows} PIN codes (GeoNames, CC BY 4.0) in ${Math.round(performance.now() - pincodeStart)} ms`,
      );
    if (config.demoData) await seedDemoData(database, storage, log);
    const app = await buildApp(config, {
      database,
      storage,
      ...(logStream && { logStream }),
      readiness,
      serverFactory: gate.serverFactory,
    });
    backups.serve(database, app.log);
    // Closed with the app, so before the database: a backup in progress finishes first.
    app.addHook('onClose', () => backups.close());
    closeWithApp(app, gate);
    await app.ready();
    gate.handOver(app);
    return { app, database };
  });
  return { server: gate.server, readiness, listening, started };
}

/**
 * Fastify closes only a server it listened on itself. This one it was handed already listening, so
 * the app's close closes it: first among the close hooks (they run in reverse order of adding), so,
 * as with a server of Fastify's own, the requests still being answered finish before the dispatcher,
 * the change bus and the mailer stop.
 */
function closeWithApp(app: FastifyInstance, gate: StartupGate): void {
  app.addHook('onClose', () => gate.close());
}
