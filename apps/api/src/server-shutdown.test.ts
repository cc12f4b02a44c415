import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEADLINE_MS } from './lib/graceful-shutdown';
import { openStream } from './modules/queue/queue-test-helpers';
import { insertProvider } from './test/provider-fixtures';
import { builtServer, compiledServerDataDir, compiledServerEnv, freePort } from './test/compiled-server';

// The compiled server as production runs it, in a child process: stopped with SIGTERM while it
// serves event streams and a request still arriving, and while nobody reads its log.
const STREAMS = 50;
const RUNS = 5;
const PROVIDER = 'shutdown-clinic';
// PostgreSQL runs repeat the API tests on another engine; this one is about the process, and uses
// the embedded database's template, so it runs once, in `npm test`.
const onPostgres = !!process.env.TEST_DATABASE_URL;

let dataDir = '';
/** Every server the tests started, so none outlives a failed test. */
const started: ChildProcess[] = [];

describe.skipIf(onPostgres)('the compiled server on SIGTERM', () => {
  beforeAll(async () => {
    // The provider's queue is what the streams watch.
    dataDir = await compiledServerDataDir('kataar-shutdown-', async (database) => {
      await insertProvider(database, { username: PROVIDER });
    });
  }, 120_000);

  afterAll(async () => {
    // A test that failed before its server stopped leaves it running, holding the data directory.
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  for (let run = 1; run <= RUNS; run++) {
    it(`ends ${STREAMS} streams with a retry hint, finishes a slow request and exits 0 (run ${run} of ${RUNS})`, async () => {
      const server = await startServer();
      await fillLogPipe(server.base);
      const slow = startSlowRequest(server.base, `slow-${run}@example.in`);
      const streams = await Promise.all(
        Array.from({ length: STREAMS }, () => openStream(`${server.base}/v1/api/queue/${PROVIDER}/events`)),
      );
      await Promise.all(streams.map((s) => s.next(() => true, { timeoutMs: 10_000 })));

      server.child.kill('SIGTERM');
      const exit = exitWithin(server, DEADLINE_MS);
      await Promise.all(streams.map((s) => s.ended));
      slow.finish();

      expect((await slow.answer).status).toBe(200);
      expect(await exit).toEqual({ code: 0, signal: null });
      // The hint sent on connect, then the one each stream ended with.
      expect(streams.map((s) => s.retries.length)).toEqual(Array(STREAMS).fill(2));
    }, 120_000);
  }

  it('cuts off a request still unfinished when the drain time is up, and exits 0', async () => {
    const server = await startServer();
    const stuck = startSlowRequest(server.base, 'stuck@example.in');
    const outcome = stuck.answer.then(
      () => 'answered',
      (err: NodeJS.ErrnoException) => err.code,
    );
    // A round trip on another connection: by then the server is serving the stuck request.
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${server.base}/readyz`)).json()).toEqual({ status: 'ready' });

    server.child.kill('SIGTERM');

    expect(await exitWithin(server, DEADLINE_MS)).toEqual({ code: 0, signal: null });
    expect(await outcome).toBe('ECONNRESET');
  }, 120_000);
});

interface Exit {
  code: number | null;
  signal: string | null;
}

interface RunningServer {
  child: ChildProcess;
  base: string;
  exited: Promise<Exit>;
}

/** Starts the built server; its standard output is read until it listens, then never again. */
async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', builtServer], {
    // Its own directory: a developer's .env in the repository must not reach it.
    cwd: dataDir,
    env: compiledServerEnv(dataDir, port, {
      LOG_LEVEL: 'info',
      // All 50 streams come from this one address; the per-address cap must not refuse them.
      MAX_STREAMS_PER_IP: '100',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  await new Promise<void>((resolve, reject) => {
    let stdout = '';
    const onData = (chunk: string) => {
      stdout += chunk;
      if (!stdout.includes('Kataar is running at')) return;
      child.stdout?.off('data', onData).pause();
      child.off('exit', onExit);
      resolve();
    };
    const onExit = (code: number | null) => reject(new Error(`the server exited with ${code}:\n${stdout}\n${stderr}`));
    child.stdout?.setEncoding('utf8').on('data', onData);
    child.once('exit', onExit);
  });
  return { child, base: `http://127.0.0.1:${port}`, exited };
}

/**
 * Logs about 1 MB, more than the pipe to this process holds (a socket pair's buffers: a few hundred
 * KB), while nobody reads it: the condition in which a stopped server used to wait forever to write
 * out its log.
 */
async function fillLogPipe(base: string): Promise<void> {
  const longPath = `${base}/v1/api/no-such-page/${'x'.repeat(12_000)}`;
  for (let i = 0; i < 80; i++) expect((await fetch(longPath)).status).toBe(404);
}

/** A login-code request whose body is still arriving: `finish` sends the rest. */
function startSlowRequest(base: string, email: string) {
  const body = JSON.stringify({ email });
  const req = http.request(`${base}/v1/api/auth/otp/request/`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
  });
  req.write(body.slice(0, 5));
  return { answer, finish: () => req.end(body.slice(5)) };
}

/** How the process ended, or `still running` (then killed) if it had not within `ms`. */
async function exitWithin(server: RunningServer, ms: number): Promise<Exit | string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still running'), ms)));
  const result = await Promise.race([server.exited, late]);
  clearTimeout(timer);
  if (result === 'still running') server.child.kill('SIGKILL');
  return result;
}
