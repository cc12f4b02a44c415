// `npm run bench` (second part): the queue's hot paths on the real API with 1,000 people waiting.
// Overview reads under autocannon load, as ratios of a bare node:http server measured in this run,
// and SSE fan-out: the time from a pop to the last of N live subscribers receiving its event, as a
// ratio of a bare node:http SSE broadcaster measured in the same run, and again with waiting-room
// displays following the same queue.
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
const displays = Number(process.env.BENCH_DISPLAYS ?? 1000);
const OVERVIEW_TARGET = 0.4;
const FANOUT_P99_TARGET_MS = 500;
/** The median time to the last subscriber, at most this many times the bare broadcaster's, at this size. */
const FANOUT_RATIO_TARGET = 1.5;
const FANOUT_RATIO_AT = 5000;
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
      // Production refuses to start without the public address; the benchmark reaches it here.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
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
// The app first: the yardsticks are not left running when it fails to start.
const server = await startQueueServer();
const bareServer = await startBareServer();
// Counts down once per change; it starts high enough never to reach zero.
const bareSse = await startBareServer('bare-sse-server.ts', { COUNT: '1000000' });
const { url, deskToken, consumerTokens } = server.ready;
const overviewUrl = `${url}/v1/api/queue/bench-clinic/overview/`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const bareRuns: Measured[] = [];
const anonymousRuns: Measured[] = [];
const waitingRuns: Measured[] = [];
const fanouts: FanoutResult[] = [];
const bareFanouts: FanoutResult[] = [];
let withDisplays: FanoutResult | undefined;
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
  const bareChange = async () => {
    const res = await fetch(`${bareSse.url}/change`, { method: 'POST' });
    await res.arrayBuffer();
  };
  const overviewStream = `${url}/v1/api/queue/bench-clinic/events`;
  // Waiting consumers follow their own position; the rest watch anonymously.
  const consumerHeaders = (i: number) => (consumerTokens[i] ? bearer(consumerTokens[i]) : {});
  const common = { rounds: fanoutRounds, threads: clientThreads };
  // The bare broadcaster and the app take turns per size, so a busy spell weighs on both alike.
  for (const n of fanoutSizes) {
    bareFanouts.push(
      await measureFanout({
        ...common,
        n,
        streamUrl: () => `${bareSse.url}/events`,
        headersFor: () => ({}),
        change: bareChange,
      }),
    );
    fanouts.push(
      await measureFanout({ ...common, n, streamUrl: () => overviewStream, headersFor: consumerHeaders, change: pop }),
    );
  }
  // The same queue followed by waiting-room displays as well (public, no token).
  if (displays > 0) {
    const n = Math.max(...fanoutSizes);
    withDisplays = await measureFanout({
      ...common,
      n: n + displays,
      streamUrl: (i) => (i < n ? overviewStream : `${url}/v1/api/queue/bench-clinic/display/events`),
      headersFor: (i) => (i < n ? consumerHeaders(i) : {}),
      group: (i) => (i < n ? 'overview' : 'display'),
      change: pop,
    });
  }
} finally {
  await Promise.all([bareServer.stop(), bareSse.stop(), server.stop()]);
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
const fanoutRow = (server: string, f: FanoutResult, last = f.last, subscribers = f.subscribers) => ({
  server,
  subscribers,
  changes: f.rounds,
  'last p50 ms': round1(percentile(last, 50)),
  'last p99 ms': round1(percentile(last, 99)),
  'last max ms': round1(Math.max(...last)),
  'median-subscriber p50 ms': round1(percentile(f.median, 50)),
  'connect all ms': Math.round(f.connectMs),
});
const fanoutRows = fanouts.flatMap((f, i) => {
  const bare = bareFanouts[i]!;
  const p99 = percentile(f.last, 99);
  const ratio = percentile(f.last, 50) / percentile(bare.last, 50);
  const judged = f.subscribers === FANOUT_RATIO_AT;
  return [
    { ...fanoutRow('bare node:http SSE', bare), 'p50 × bare': '', target: '', verdict: '' },
    {
      ...fanoutRow('Kataar (pop)', f),
      'p50 × bare': Number(ratio.toFixed(2)),
      target: `p99 < ${FANOUT_P99_TARGET_MS}${judged ? `, p50 ≤ ${FANOUT_RATIO_TARGET}× bare` : ''}`,
      verdict: verdict(p99 < FANOUT_P99_TARGET_MS && (!judged || ratio <= FANOUT_RATIO_TARGET)),
    },
  ];
});
const displayRows = withDisplays
  ? (() => {
      const f = withDisplays;
      const without = fanouts.find((x) => x.subscribers === f.subscribers - displays);
      const effect = (last: number[]) =>
        without ? Number((percentile(last, 50) / percentile(without.last, 50)).toFixed(2)) : '';
      return [
        { ...fanoutRow(`all (+${displays} displays)`, f), 'p50 × without displays': effect(f.last) },
        {
          ...fanoutRow('  overview subscribers', f, f.lastByGroup.overview ?? [], f.subscribers - displays),
          'p50 × without displays': effect(f.lastByGroup.overview ?? []),
        },
        {
          ...fanoutRow('  display subscribers', f, f.lastByGroup.display ?? [], displays),
          'p50 × without displays': '',
        },
      ];
    })()
  : [];
console.log(
  `\nqueue overview: ${connections} connections, ${rounds} alternating rounds of ${seconds} s, 1,000 people waiting`,
);
console.table(overviewRows);
console.log(
  `SSE fan-out: time from sending a change (the app: a pop, with its database write and reload; the bare broadcaster: a POST) to the last subscriber receiving its event (${clientThreads} client threads)`,
);
console.table(fanoutRows);
if (withDisplays) {
  console.log(`The same with ${displays} waiting-room displays (/display/events) following the queue too`);
  console.table(displayRows);
}
if ([...overviewRows, ...fanoutRows].some((r) => r.verdict === 'FAIL')) process.exitCode = 1;
