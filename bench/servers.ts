import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  url: string;
  /** The server process, e.g. to read its memory from /proc. */
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** Each server runs in its own child process, so the load generator does not share its thread. */
export async function startBareServer(
  script = 'bare-server.ts',
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench', script)], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child);
  return { url, pid: child.pid ?? 0, stop: stopper(child) };
}

/**
 * The real product server on a fresh embedded database with demo data, logging as in production.
 * It is the compiled server that `npm start` runs (plain `node`, no TypeScript loader), built first
 * when the build is missing or older than the sources, so the figures are production's.
 */
export async function startKataar(env: Record<string, string> = {}): Promise<RunningServer> {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs'), 'api'], {
    cwd: root,
    stdio: 'inherit',
  });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kataar-bench-'));
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (off by default,
  // since profiling slows it down).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = [...profile, '--enable-source-maps', path.join(root, 'apps/api/dist/server.js')];
  const child = spawn(process.execPath, server, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      NODE_ENV: 'production',
      // Production refuses to start without the public address; the benchmarks reach it here.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, child).catch((err: unknown) => {
    child.kill('SIGTERM');
    throw err;
  });
  return { url, pid: child.pid ?? 0, stop: stopper(child) };
}

/** The public pages the page benchmarks open: home, a listing, and the profile of a provider listed there. */
export async function publicPages(server: RunningServer): Promise<{ home: string; listing: string; profile: string }> {
  const answer = await fetch(`${server.url}/v1/api/provider/Pune/generalphysician/?industry=healthcare`);
  const listing = (await answer.json()) as { data: { username: string }[] };
  const username = listing.data[0]?.username;
  if (!username) throw new Error('demo data has no General Physician in Pune');
  return { home: '/', listing: '/healthcare/services/Pune/generalphysician', profile: `/profile/${username}` };
}
