// `npm run bench` (second part): the queue's hot paths on the real API with 1,000 people waiting.
// Overview reads under autocannon load, as ratios of a bare node:http server measured in this run,
// and SSE fan-out: the time from a pop to the last of N live subscribers receiving its event.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { QueueServerReady } from './queue-server';
import { freePort, startBareServer } from './servers';
import { measureFanout, percentile, type FanoutResult } from './sse-fanout';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const fanoutSizes = (process.env.BENCH_FANOUT ?? '1000,5000').split(',').map(Number);
const fanoutRounds = Number(process.env.BENCH_FANOUT_ROUNDS ?? 20);
const clientThreads = Number(process.env.BENCH_CLIENT_THREADS ?? 2);
const OVERVIEW_TARGET = 0.4;
const FANOUT_P99_TARGET_MS = 500;
const here = path.dirname(fileURLToPath(import.meta.url));

interface Measured {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Measured> {
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { name, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function startQueueServer(): Promise<{ ready: QueueServerReady; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'queue-server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kataar-bench-queue-')),
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      // Thousands of subscribers and every pop come from this one machine and one desk account.
      MAX_STREAMS_PER_IP: '100000',
      QUEUE_WRITES_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = await new Promise<QueueServerReady>((resolve, reject) => {
    child.once('message', (m) => resolve(m as QueueServerReady));
    child.once('exit', (code) => reject(new Error(`queue server exited with ${code}`)));
  });
  return {
    ready,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

// The bare yardstick runs beside the app and the two are measured in alternating rounds, so a busy
// spell on the machine weighs on both alike; each endpoint's ratio is its median round's.
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const bareServer = await startBareServer();
const server = await startQueueServer();
const { url, deskToken, consumerTokens } = server.ready;
const overviewUrl = `${url}/v1/api/queue/bench-clinic/overview/`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const bareRuns: Measured[] = [];
const anonymousRuns: Measured[] = [];
const waitingRuns: Measured[] = [];
const fanouts: FanoutResult[] = [];
try {
  for (let round = 0; round < rounds; round++) {
    bareRuns.push(await measure('bare node:http', `${bareServer.url}/`));
    anonymousRuns.push(await measure('overview (anonymous)', overviewUrl));
    // Someone half-way down the queue: their position and wait come from memory too.
    waitingRuns.push(await measure('overview (waiting user)', overviewUrl, bearer(consumerTokens[500] ?? '')));
  }
  const pop = async () => {
    const res = await fetch(`${url}/v1/api/queue/pop/`, { method: 'POST', headers: bearer(deskToken) });
    if (res.status !== 200) throw new Error(`pop answered ${res.status}`);
    await res.arrayBuffer();
  };
  for (const n of fanoutSizes) {
    fanouts.push(
      await measureFanout({
        streamUrl: `${url}/v1/api/queue/bench-clinic/events`,
        n,
        rounds: fanoutRounds,
        threads: clientThreads,
        // Waiting consumers follow their own position; the rest watch anonymously.
        headersFor: (i) => (consumerTokens[i] ? bearer(consumerTokens[i]) : {}),
        change: pop,
      }),
    );
  }
} finally {
  await Promise.all([bareServer.stop(), server.stop()]);
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const overviewRows = [bareRuns, anonymousRuns, waitingRuns].map((runs) => {
  const ratios = runs.map((m, i) => m.rps / bareRuns[i]!.rps);
  const ratio = median(ratios);
  const judged = runs !== bareRuns;
  const errors = runs.reduce((sum, m) => sum + m.errors, 0);
  return {
    endpoint: runs[0]!.name,
    'req/s (median)': Math.round(median(runs.map((m) => m.rps))),
    'p99 ms (median)': median(runs.map((m) => m.p99)),
    'req/s × bare per round': ratios.map((r) => r.toFixed(3)).join(' '),
    'req/s × bare': Number(ratio.toFixed(3)),
    target: judged ? `≥ ${OVERVIEW_TARGET}` : '',
    errors,
    verdict: judged ? verdict(ratio >= OVERVIEW_TARGET && errors === 0) : '',
  };
});
const round1 = (v: number) => Math.round(v * 10) / 10;
const fanoutRows = fanouts.map((f) => {
  const p99 = percentile(f.last, 99);
  return {
    subscribers: f.subscribers,
    pops: f.rounds,
    'last p50 ms': round1(percentile(f.last, 50)),
    'last p99 ms': round1(p99),
    'last max ms': round1(Math.max(...f.last)),
    'median-subscriber p50 ms': round1(percentile(f.median, 50)),
    'connect all ms': Math.round(f.connectMs),
    target: `p99 < ${FANOUT_P99_TARGET_MS}`,
    verdict: verdict(p99 < FANOUT_P99_TARGET_MS),
  };
});
console.log(
  `\nqueue overview: ${connections} connections, ${rounds} alternating rounds of ${seconds} s, 1,000 people waiting`,
);
console.table(overviewRows);
console.log(
  `SSE fan-out: time from sending a pop to the last subscriber receiving its event (${clientThreads} client threads)`,
);
console.table(fanoutRows);
if ([...overviewRows, ...fanoutRows].some((r) => r.verdict === 'FAIL')) process.exitCode = 1;
