import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { exitProcess, stopOnSignals } from './lib/graceful-shutdown';
import { createLogOutput } from './lib/log-output';
import { resolveJwtSecret } from './lib/tokens';
import { resolveVapidKeys } from './lib/vapid-keys';
import { startServer } from './start-server';

const here = path.dirname(fileURLToPath(import.meta.url));
// The same from src/ (development) and from dist/ (the compiled server).
const defaultWebDist = path.resolve(here, '../../web/dist');
const logOutput = createLogOutput();

/** Reads config, listens, opens and migrates the database, seeds demo data, serves, and shuts down cleanly. */
async function main(): Promise<void> {
  // A .env file in the working directory is optional; real environment variables win over it.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  config.webDist ??= defaultWebDist;
  // Before listening: production without JWT_SECRET stops here with a clear message.
  config.jwtSecret = await resolveJwtSecret(config);
  config.vapid = await resolveVapidKeys(config);

  const starting = startServer({
    config,
    logStream: logOutput.stream,
    log: { info: (msg: string) => console.log(msg) },
  });
  stopOnSignals({ ...starting, log: logOutput });
  await starting.started;
  const shown = config.publicUrl ?? `http://localhost:${config.port}`;
  console.log(`\n  Kataar is running at ${shown} on Node.js ${process.version}\n  API docs: ${shown}/v1/api/docs\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  exitProcess(logOutput, 1);
});
