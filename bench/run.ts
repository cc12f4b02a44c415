// `npm run bench:listing`: listing and profile reads of the real server under autocannon load,
// reported as ratios of a bare node:http server measured in the same run on the same machine.
// Both servers run side by side and are measured in alternating rounds, so a busy spell on the
// machine weighs on the yardstick and the app alike; the ratio reported is the median round's.
import autocannon from 'autocannon';
import { connections, measure, median, rounds, seconds, type Measured } from './measure';
import { startBareServer, startKataar } from './servers';

const TARGETS = { listing: 0.25, profile: 0.35 } as const;

const bare = await startBareServer();
const app = await startKataar();
let failed = false;
try {
  const listingPath = '/v1/api/provider/Pune/generalphysician/?industry=healthcare';
  const first = (await (await fetch(`${app.url}${listingPath}`)).json()) as { data: { username: string }[] };
  const username = first.data[0]?.username;
  if (!username) throw new Error('demo data has no General Physician in Pune');
  const urls = {
    bare: `${bare.url}/`,
    listing: `${app.url}${listingPath}`,
    profile: `${app.url}/v1/api/provider/${username}`,
  };
  // Warm-up: the JIT and the read model's response cache settle before anything counts.
  for (const url of Object.values(urls)) await autocannon({ url, connections, duration: 2 });

  const runs: Record<keyof typeof urls, Measured[]> = { bare: [], listing: [], profile: [] };
  for (let round = 0; round < rounds; round++) {
    for (const name of Object.keys(urls) as (keyof typeof urls)[]) runs[name].push(await measure(urls[name]));
  }

  const rows = (Object.keys(urls) as (keyof typeof urls)[]).map((name) => {
    const ratios = runs[name].map((m, i) => m.rps / runs.bare[i]!.rps);
    const ratio = median(ratios);
    const target = name === 'bare' ? undefined : TARGETS[name];
    const errors = runs[name].reduce((sum, m) => sum + m.errors, 0);
    const pass = target === undefined || (ratio >= target && errors === 0);
    if (!pass) failed = true;
    return {
      endpoint: name === 'bare' ? 'bare node:http' : name,
      'req/s (median)': Math.round(median(runs[name].map((m) => m.rps))),
      'p99 ms (median)': median(runs[name].map((m) => m.p99)),
      'req/s × bare per round': ratios.map((r) => r.toFixed(3)).join(' '),
      'req/s × bare': Number(ratio.toFixed(3)),
      target: target ? `≥ ${target}` : '',
      errors,
      verdict: target ? (pass ? 'PASS' : 'FAIL') : '',
    };
  });
  console.log(
    `listing and profile: autocannon ${connections} connections, ${rounds} alternating rounds of ${seconds} s, embedded database with demo data`,
  );
  console.table(rows);
} finally {
  await Promise.all([bare.stop(), app.stop()]);
}
if (failed) process.exitCode = 1;
