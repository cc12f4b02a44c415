// `npm run bench:near`: GET /provider/near/ of the real server holding 10,000 providers, under
// autocannon load, reported as a ratio of a bare node:http server measured in alternating rounds
// of the same run (see run.ts), with its p99 latency. The providers are generated here, into the
// embedded database the server then opens; the demo data stays small. A bare server sending the
// very bytes of the answer is measured in the same rounds and printed beside it, as context for an
// answer of 6 KB against the yardstick's 17 bytes; the target stays against the yardstick.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/api/src/db/client';
import { providers } from '../apps/api/src/db/schema';
import { connections, measure, median, rounds, seconds, type Measured } from './measure';
import { startBareServer, startKataar, type RunningServer } from './servers';

const PROVIDERS = 10_000;
const TARGET = 0.4;
/** City centres the generated providers gather around, each within SPREAD_KM. */
const CITIES = [
  ['Pune', 'Maharashtra', 18.5204, 73.8567],
  ['Mumbai', 'Maharashtra', 19.076, 72.8777],
  ['Bengaluru', 'Karnataka', 12.9716, 77.5946],
  ['Delhi', 'Delhi', 28.6139, 77.209],
  ['Hyderabad', 'Telangana', 17.385, 78.4867],
  ['Chennai', 'Tamil Nadu', 13.0827, 80.2707],
  ['Kolkata', 'West Bengal', 22.5726, 88.3639],
  ['Jaipur', 'Rajasthan', 26.9124, 75.7873],
  ['Ahmedabad', 'Gujarat', 23.0225, 72.5714],
  ['Lucknow', 'Uttar Pradesh', 26.8467, 80.9462],
] as const;
const SPREAD_KM = 15;

/** A fixed pseudo-random sequence (mulberry32), so every run measures the same providers. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function generateProviders(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  const next = prng(13);
  const rows = Array.from({ length: PROVIDERS }, (_, i) => {
    const [city, state, lat, lng] = CITIES[i % CITIES.length]!;
    const km = SPREAD_KM * Math.sqrt(next());
    const bearing = next() * 2 * Math.PI;
    return {
      username: `bench-${i}`,
      businessName: `Bench Clinic ${i}`,
      industry: 'Healthcare' as const,
      category: next() < 0.3 ? 'Dentist' : 'GeneralPhysician',
      isOpen: next() < 0.6,
      basePricing: 200 + Math.floor(next() * 800),
      addressLine1: `${i} Bench Road`,
      city,
      state,
      pincode: '411004',
      businessContact: '9876543210',
      latitude: lat + (km * Math.cos(bearing)) / 111.2,
      longitude: lng + (km * Math.sin(bearing)) / (111.2 * Math.cos((lat * Math.PI) / 180)),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(providers).values(rows.slice(i, i + 500));
  await database.close();
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kataar-bench-near-'));
console.log(`generating ${PROVIDERS} providers in ${dataDir} ...`);
await generateProviders(dataDir);
const bare = await startBareServer();
const app = await startKataar({ DATA_DIR: dataDir, DEMO_DATA: 'false' });
const nearPath = '/v1/api/provider/near/?lat=18.5204&lng=73.8567&radius_km=5&industry=healthcare&limit=20';
let bareSameAnswer: RunningServer | undefined;
let failed = false;
try {
  const answer = await (await fetch(`${app.url}${nearPath}`)).text();
  const probe = JSON.parse(answer) as { data: { distance_km: number }[] };
  if (probe.data.length !== 20) throw new Error(`expected 20 providers near Pune, got ${probe.data.length}`);
  // Context, not the yardstick: a bare server sending the very bytes of this answer.
  const answerFile = path.join(dataDir, 'near-answer.json');
  writeFileSync(answerFile, answer);
  bareSameAnswer = await startBareServer('bare-server.ts', { BARE_BODY_FILE: answerFile });
  const urls = { bare: `${bare.url}/`, bareSameAnswer: `${bareSameAnswer.url}/`, near: `${app.url}${nearPath}` };
  for (const url of Object.values(urls)) await autocannon({ url, connections, duration: 2 });

  const runs: Record<keyof typeof urls, Measured[]> = { bare: [], bareSameAnswer: [], near: [] };
  for (let round = 0; round < rounds; round++) {
    runs.bare.push(await measure(urls.bare));
    runs.bareSameAnswer.push(await measure(urls.bareSameAnswer));
    runs.near.push(await measure(urls.near));
  }
  const sameAnswerRatios = runs.bareSameAnswer.map((m, i) => m.rps / runs.bare[i]!.rps);
  const ratios = runs.near.map((m, i) => m.rps / runs.bare[i]!.rps);
  const ratio = median(ratios);
  const errors = runs.near.reduce((sum, m) => sum + m.errors, 0);
  failed = ratio < TARGET || errors > 0;
  console.log(
    `near: ${PROVIDERS} providers, 5 km around central Pune, 20 answered; autocannon ${connections} connections, ${rounds} alternating rounds of ${seconds} s`,
  );
  console.table([
    {
      endpoint: 'bare node:http',
      'req/s (median)': Math.round(median(runs.bare.map((m) => m.rps))),
      'p99 ms (median)': median(runs.bare.map((m) => m.p99)),
    },
    {
      endpoint: `bare node:http, the same ${(Buffer.byteLength(answer) / 1024).toFixed(1)} KB answer`,
      'req/s (median)': Math.round(median(runs.bareSameAnswer.map((m) => m.rps))),
      'p99 ms (median)': median(runs.bareSameAnswer.map((m) => m.p99)),
      'req/s × bare per round': sameAnswerRatios.map((r) => r.toFixed(3)).join(' '),
      'req/s × bare': Number(median(sameAnswerRatios).toFixed(3)),
    },
    {
      endpoint: 'GET /provider/near/',
      'req/s (median)': Math.round(median(runs.near.map((m) => m.rps))),
      'p99 ms (median)': median(runs.near.map((m) => m.p99)),
      'req/s × bare per round': ratios.map((r) => r.toFixed(3)).join(' '),
      'req/s × bare': Number(ratio.toFixed(3)),
      target: `≥ ${TARGET}`,
      errors,
      verdict: failed ? 'FAIL' : 'PASS',
    },
  ]);
} finally {
  await Promise.all([bare.stop(), bareSameAnswer?.stop(), app.stop()]);
}
if (failed) process.exitCode = 1;
