import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The compiled server, as `npm start` runs it. */
export const builtServer = path.join(root, 'apps/api/dist/server.js');

/**
 * Builds the server when its build is missing or stale, and answers a new data directory holding
 * the migrated template (PIN codes included, so the server starts at once) with what `prepare` adds.
 */
export async function compiledServerDataDir(prefix: string, prepare: (database: Database) => Promise<void>) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs'), 'api'], { cwd: root, stdio: 'pipe' });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), loadDataDir: template });
  await prepare(database);
  await database.close();
  return dataDir;
}

/**
 * The environment the compiled server runs with in tests: only what they set, so a developer's
 * settings do not reach it, on 127.0.0.1 without demo data.
 */
export const compiledServerEnv = (dataDir: string, port: number, extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH,
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DEMO_DATA: 'false',
  ...extra,
});

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
