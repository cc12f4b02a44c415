// `npm run bench`: listing and profile reads of the real server under autocannon load, reported
// as ratios of a bare node:http server measured in the same run on the same machine.
import autocannon from 'autocannon';
import { startBareServer, startKataar, type RunningServer } from './servers';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

interface Measured {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string): Promise<Measured> {
  // A short warm-up lets the JIT and the read model's response cache settle before measuring.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  return { name, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function withServer<T>(start: () => Promise<RunningServer>, body: (s: RunningServer) => Promise<T>): Promise<T> {
  const server = await start();
  try {
    return await body(server);
  } finally {
    await server.stop();
  }
}

const bare = await withServer(startBareServer, (s) => measure('bare node:http', `${s.url}/`));

const [listing, profile] = await withServer(startKataar, async (s) => {
  const listingPath = '/v1/api/provider/Pune/generalphysician/?industry=healthcare';
  const first = (await (await fetch(`${s.url}${listingPath}`)).json()) as { data: { username: string }[] };
  const username = first.data[0]?.username;
  if (!username) throw new Error('demo data has no General Physician in Pune');
  return [
    await measure('listing', `${s.url}${listingPath}`),
    await measure('profile', `${s.url}/v1/api/provider/${username}`),
  ];
});

const targets: Record<string, number> = { listing: 0.25, profile: 0.35 };
const rows = [bare, listing, profile].map((m) => {
  const ratio = m.rps / bare.rps;
  const target = targets[m.name];
  return {
    endpoint: m.name,
    'req/s': Math.round(m.rps),
    'p99 ms': m.p99,
    'p99 × bare': Number((m.p99 / Math.max(bare.p99, 1)).toFixed(2)),
    'req/s × bare': Number(ratio.toFixed(3)),
    target: target ? `≥ ${target}` : '',
    errors: m.errors,
    verdict: target ? (ratio >= target && m.errors === 0 ? 'PASS' : 'FAIL') : '',
  };
});
console.log(`autocannon: ${connections} connections, ${seconds} s per endpoint, embedded database with demo data`);
console.table(rows);
if (rows.some((r) => r.verdict === 'FAIL')) process.exitCode = 1;
