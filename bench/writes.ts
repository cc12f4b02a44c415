// `npm run bench:writes`: what syncing each answered write to disk costs on the embedded database.
// Two real servers open identical copies of one database: one as shipped (every answer to a write
// waits for its fsync, commits that arrive together share one), one with DATABASE_SYNC=off (the old
// way: a power cut can lose confirmed writes). Both take the same bookings (POST /appointments/), in
// alternating rounds of the same run, first many at once, then one at a time; the time per write is
// the round's wall time over its bookings.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, kolkataDate } from '../packages/shared/src/analytics';
import { cpuMs, p99, prepareClinics, sendBooking } from './booking-clinics';
import { median } from './measure';
import { startKataar, type RunningServer } from './servers';

/** Synced time per write under concurrent bookings, as a multiple of the unsynced one. */
const TARGET_RATIO = 2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Bookings in flight at once in the concurrent rounds, as many people booking in the same moment. */
const TOGETHER = Number(process.env.BENCH_WRITERS ?? 32);
const TOGETHER_BOOKINGS = 640;
const ALONE_BOOKINGS = 100;
const WARMUP_BOOKINGS = 200;
const PER_SERVER = WARMUP_BOOKINGS + ROUNDS * (TOGETHER_BOOKINGS + ALONE_BOOKINGS);

interface Round {
  msPerWrite: number;
  latencies: number[];
  failures: number;
  cpuPerWrite: number | undefined;
}

/** Sends bookings first..first+count-1 with `writers` in flight at once; each writer waits for its answer before the next. */
async function bookings(server: RunningServer, bearers: string[], first: number, count: number, writers: number) {
  const latencies: number[] = [];
  let failures = 0;
  let next = first;
  const cpuBefore = cpuMs(server.pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (let i = next++; i < first + count; i = next++) {
        const { status, ms } = await sendBooking(server.url, bearers[i]!, i);
        if (status !== 201) failures += 1;
        latencies.push(ms);
      }
    }),
  );
  const wall = performance.now() - started;
  const cpuAfter = cpuMs(server.pid);
  const cpuPerWrite = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / count;
  return { msPerWrite: wall / count, latencies, failures, cpuPerWrite } satisfies Round;
}

const jwtSecret = randomBytes(48).toString('base64url');
const synced = mkdtempSync(path.join(os.tmpdir(), 'kataar-bench-writes-'));
const unsynced = mkdtempSync(path.join(os.tmpdir(), 'kataar-bench-writes-off-'));
console.log(`preparing 21 clinics and ${PER_SERVER} accounts in ${synced}, copied to ${unsynced} ...`);
const bearers = await prepareClinics(synced, {
  accounts: PER_SERVER,
  earlierBookings: 0,
  earlierDay: addDays(kolkataDate(), 1),
  jwtSecret,
});
cpSync(synced, unsynced, { recursive: true });
const servers = {
  synced: await startKataar({ DATA_DIR: synced, DEMO_DATA: 'false', JWT_SECRET: jwtSecret }),
  unsynced: await startKataar({ DATA_DIR: unsynced, DEMO_DATA: 'false', JWT_SECRET: jwtSecret, DATABASE_SYNC: 'off' }),
};
let failed = false;
try {
  const runs = {
    synced: { together: [] as Round[], alone: [] as Round[] },
    unsynced: { together: [] as Round[], alone: [] as Round[] },
  };
  for (const server of Object.values(servers)) await bookings(server, bearers, 0, WARMUP_BOOKINGS, TOGETHER);
  let first = WARMUP_BOOKINGS;
  for (let round = 0; round < ROUNDS; round++) {
    // Each server takes the same bookings (its own copy of the database), the unsynced one first in
    // even rounds and second in odd ones, so neither always runs on a warmer machine.
    const order = round % 2 === 0 ? (['unsynced', 'synced'] as const) : (['synced', 'unsynced'] as const);
    for (const name of order)
      runs[name].together.push(await bookings(servers[name], bearers, first, TOGETHER_BOOKINGS, TOGETHER));
    first += TOGETHER_BOOKINGS;
    for (const name of order) runs[name].alone.push(await bookings(servers[name], bearers, first, ALONE_BOOKINGS, 1));
    first += ALONE_BOOKINGS;
  }

  const summary = (rounds: Round[]) => ({
    ms: median(rounds.map((r) => r.msPerWrite)),
    p99: median(rounds.map((r) => p99(r.latencies))),
    cpu: median(rounds.map((r) => r.cpuPerWrite ?? NaN)),
    failures: rounds.reduce((sum, r) => sum + r.failures, 0),
  });
  const rows = [];
  for (const mode of ['together', 'alone'] as const) {
    const off = summary(runs.unsynced[mode]);
    const on = summary(runs.synced[mode]);
    const ratios = runs.synced[mode].map((r, i) => r.msPerWrite / runs.unsynced[mode][i]!.msPerWrite);
    const ratio = median(ratios);
    const judged = mode === 'together';
    const miss = judged && (ratio > TARGET_RATIO || on.failures > 0 || off.failures > 0);
    failed ||= miss;
    const label = mode === 'together' ? `${TOGETHER} at once` : 'one at a time';
    rows.push(
      {
        bookings: `${label}, DATABASE_SYNC=off (old)`,
        'ms per write': Number(off.ms.toFixed(3)),
        'p99 ms': Number(off.p99.toFixed(1)),
        'CPU ms per write': Number(off.cpu.toFixed(2)),
        errors: off.failures,
      },
      {
        bookings: `${label}, synced (shipped)`,
        'ms per write': Number(on.ms.toFixed(3)),
        'p99 ms': Number(on.p99.toFixed(1)),
        'CPU ms per write': Number(on.cpu.toFixed(2)),
        errors: on.failures,
        '× unsynced per round': ratios.map((r) => r.toFixed(2)).join(' '),
        '× unsynced': Number(ratio.toFixed(2)),
        target: judged ? `≤ ${TARGET_RATIO}` : 'context',
        verdict: judged ? (miss ? 'FAIL' : 'PASS') : '',
      },
    );
  }
  console.log(
    `writes: bookings on the embedded database, ${ROUNDS} alternating rounds of ${TOGETHER_BOOKINGS} with ${TOGETHER} in flight ` +
      `and ${ALONE_BOOKINGS} one at a time, per server, after ${WARMUP_BOOKINGS} uncounted; each booking by another person.`,
  );
  console.table(rows);
} finally {
  await Promise.all(Object.values(servers).map((s) => s.stop()));
}
if (failed) process.exitCode = 1;
