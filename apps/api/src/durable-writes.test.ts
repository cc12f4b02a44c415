import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customer } from './test/json-caller';
import { signedInUser } from './test/auth-fixtures';
import { insertProvider } from './test/provider-fixtures';
import { builtServer, compiledServerDataDir, compiledServerEnv, freePort } from './test/compiled-server';
import { TEST_JWT_SECRET } from './test/test-app';

// Seen from outside, as the operating system sees it: the compiled server runs under strace, and
// the answer to a join must come after an fsync of the database's own files. Without the sync, a
// power cut right after the answer could lose the place the person was just given.
const PROVIDER = 'durable-clinic';
// This is about the embedded database's files; PostgreSQL syncs its own log in each commit.
const onPostgres = !!process.env.TEST_DATABASE_URL;
const hasStrace = spawnSync('strace', ['-V']).status === 0;
// CI installs strace, so there the test must run; a developer without it is told why it is skipped.
const runHere = !onPostgres && (hasStrace || !!process.env.CI);

let dataDir = '';
let bearer = '';
let server: ChildProcess | undefined;

describe.skipIf(!runHere)('a write on the embedded database, seen by strace', () => {
  beforeAll(async () => {
    dataDir = await compiledServerDataDir('kataar-durable-', async (database) => {
      await insertProvider(database, { username: PROVIDER });
      bearer = (await signedInUser(database, 'durable@example.in')).headers.authorization;
    });
  }, 120_000);

  afterAll(async () => {
    // A test that timed out never reached its own `finally`: the server must not outlive the run.
    if (server && server.exitCode === null) server.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a join only after fsync of the database log', async () => {
    const trace = path.join(dataDir, 'strace.txt');
    const port = await freePort();
    const child = (server = spawn(process.execPath, [builtServer], {
      cwd: dataDir,
      env: compiledServerEnv(dataDir, port, { JWT_SECRET: TEST_JWT_SECRET }),
      stdio: ['ignore', 'pipe', 'pipe'],
    }));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await waitForOutput(child, 'Kataar is running at');
      // Attached to the running server (every thread), so only the join is traced. -y names each
      // descriptor's file; -s keeps enough of each buffer to recognise the request and the answer.
      const strace = spawn(
        'strace',
        [
          '-f',
          '-p',
          String(child.pid),
          '-y',
          '-s',
          '96',
          '-e',
          'trace=read,readv,write,writev,fsync,fdatasync',
          '-o',
          trace,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      await waitForOutput(strace, 'attached');
      // strace names the process attached before it follows every thread: probe until it sees the
      // main thread read a request, so the join's read cannot slip past it.
      await vi.waitFor(
        async () => {
          await fetch(`http://127.0.0.1:${port}/healthz`);
          expect(await readFile(trace, 'utf8')).toContain('GET /healthz');
        },
        { timeout: 20_000, interval: 200 },
      );
      const res = await fetch(`http://127.0.0.1:${port}/v1/api/queue/join/${PROVIDER}/`, {
        method: 'POST',
        headers: { authorization: bearer, 'content-type': 'application/json' },
        body: JSON.stringify(customer(1)),
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { position: number } }).data.position).toBe(1);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }

    const lines = (await readFile(trace, 'utf8')).split('\n');
    const request = lines.findIndex(
      (l) => /^\d+\s+read\(\d+<(TCP|socket)/.test(l) && l.includes('POST /v1/api/queue/join/'),
    );
    const answer = lines.findIndex(
      (l, i) => i > request && /^\d+\s+writev?\(\d+<(TCP|socket)/.test(l) && l.includes('HTTP/1.1 200'),
    );
    expect(request).toBeGreaterThan(-1);
    expect(answer).toBeGreaterThan(request);
    const syncs = lines.slice(request, answer).filter((l) => /^\d+\s+f(data)?sync\(\d+<[^>]*\/db\/pg_wal\//.test(l));
    expect(syncs.length).toBeGreaterThan(0);
  }, 120_000);
});

/** Resolves once the process has printed `text` on either output. */
function waitForOutput(child: ReturnType<typeof spawn>, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(text)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${String(child.spawnfile)} exited with ${code}:\n${out}`)));
  });
}
