// `npm run bench:slots`: GET /provider/{username}/slots/ of the real server under autocannon load,
// as a ratio of a bare node:http server measured in alternating rounds of the same run, then
// bookings (POST /appointments/) sent at a steady 100 a second on the embedded database, with their
// p99 latency and the share that succeeded. The bookings are spread as real ones would be: each by
// another person, over 20 clinics and the next 5 days. The providers, their settings, the earlier
// bookings and the booking accounts are written here into the embedded database the server then opens.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { kolkataDate, addDays } from '../packages/shared/src/analytics';
import {
  BOOKING_CLINICS,
  BOOKING_DAYS,
  FIRST_CLINIC,
  cpuMs,
  p99,
  prepareClinics,
  sendBooking,
} from './booking-clinics';
import { connections, measure, median, rounds, seconds } from './measure';
import { startBareServer, startKataar } from './servers';

const SLOTS_TARGET = 0.4;
const BOOKING_P99_TARGET_MS = 30;
const BOOKINGS_PER_SECOND = 100;
const BOOKING_SECONDS = Number(process.env.BENCH_BOOKING_SECONDS ?? 10);
const BOOKINGS = BOOKINGS_PER_SECOND * BOOKING_SECONDS;
/**
 * Bookings sent at the same pace before the measured ones and not counted, as the slots rounds are
 * preceded by an uncounted autocannon run: the first bookings of a fresh process pay for compiling
 * its code and preparing its statements, which a running server has long paid.
 */
const WARMUP_BOOKINGS = 2 * BOOKINGS_PER_SECOND;
const EARLIER_BOOKINGS = 300;
const jwtSecret = randomBytes(48).toString('base64url');
const tomorrow = addDays(kolkataDate(), 1);

/**
 * Sends one booking every 1/rate s (not waiting for answers), the `i`th as booking `first + i`, and
 * answers each latency in ms.
 */
async function steadyBookings(
  url: string,
  bearers: string[],
  first = 0,
): Promise<{ latencies: number[]; failures: number; statuses: Map<number, number> }> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let failures = 0;
  const started = performance.now();
  const sends = bearers.map(async (authorization, i) => {
    const due = started + (i * 1000) / BOOKINGS_PER_SECOND;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const { status, ms } = await sendBooking(url, authorization, first + i);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status !== 201) failures += 1;
    latencies.push(ms);
  });
  await Promise.all(sends);
  return { latencies, failures, statuses };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kataar-bench-slots-'));
console.log(
  `preparing a clinic, ${EARLIER_BOOKINGS} bookings and ${WARMUP_BOOKINGS + BOOKINGS} accounts in ${dataDir} ...`,
);
const bearers = await prepareClinics(dataDir, {
  accounts: WARMUP_BOOKINGS + BOOKINGS,
  earlierBookings: EARLIER_BOOKINGS,
  earlierDay: tomorrow,
  jwtSecret,
});
const bare = await startBareServer();
const app = await startKataar({ DATA_DIR: dataDir, DEMO_DATA: 'false', JWT_SECRET: jwtSecret });
let failed = false;
try {
  const slotsPath = `/v1/api/provider/${FIRST_CLINIC}/slots/?date=${tomorrow}`;
  const probe = (await (await fetch(`${app.url}${slotsPath}`)).json()) as { data: { seats_left: number }[] };
  if (probe.data.length !== 96) throw new Error(`expected 96 slots, got ${probe.data.length}`);
  const urls = { bare: `${bare.url}/`, slots: `${app.url}${slotsPath}` };
  for (const url of Object.values(urls)) await autocannon({ url, connections, duration: 2 });
  const runs = {
    bare: [] as Awaited<ReturnType<typeof measure>>[],
    slots: [] as Awaited<ReturnType<typeof measure>>[],
  };
  for (let round = 0; round < rounds; round++) {
    runs.bare.push(await measure(urls.bare));
    runs.slots.push(await measure(urls.slots));
  }
  const ratios = runs.slots.map((m, i) => m.rps / runs.bare[i]!.rps);
  const ratio = median(ratios);
  const errors = runs.slots.reduce((sum, m) => sum + m.errors, 0);
  console.log(
    `slots: ${Math.round(median(runs.slots.map((m) => m.rps)))} req/s vs bare ${Math.round(median(runs.bare.map((m) => m.rps)))}; ratio ${ratio.toFixed(3)} (rounds ${ratios.map((r) => r.toFixed(3)).join(' ')})`,
  );

  const warmup = await steadyBookings(app.url, bearers.slice(BOOKINGS), BOOKINGS);
  if (warmup.failures > 0) throw new Error(`${warmup.failures} of ${WARMUP_BOOKINGS} warm-up bookings failed`);
  const cpuBefore = cpuMs(app.pid);
  const booking = await steadyBookings(app.url, bearers.slice(0, BOOKINGS));
  const cpuAfter = cpuMs(app.pid);
  const cpuPerBooking =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / BOOKINGS;
  const bookingP99 = p99(booking.latencies);
  const slotsFailed = ratio < SLOTS_TARGET || errors > 0;
  const bookingFailed = bookingP99 >= BOOKING_P99_TARGET_MS || booking.failures > 0;
  failed = slotsFailed || bookingFailed;
  console.log(
    `slots: 96 slots of a day with ${EARLIER_BOOKINGS} bookings; autocannon ${connections} connections, ${rounds} alternating rounds of ${seconds} s. ` +
      `bookings: ${BOOKINGS} at ${BOOKINGS_PER_SECOND}/s on the embedded database (after ${WARMUP_BOOKINGS} uncounted, whose p99 was ${p99(warmup.latencies).toFixed(1)} ms), each by another person, ` +
      `over ${BOOKING_CLINICS} clinics and ${BOOKING_DAYS} days; ` +
      `booked ${BOOKINGS - booking.failures} of ${BOOKINGS} (${((100 * (BOOKINGS - booking.failures)) / BOOKINGS).toFixed(1)}%; ` +
      `statuses ${[...booking.statuses].map(([status, n]) => `${status}×${n}`).join(' ')})` +
      (cpuPerBooking === undefined ? '' : `; server CPU ${cpuPerBooking.toFixed(1)} ms per booking`),
  );
  console.table([
    {
      endpoint: 'bare node:http',
      'req/s (median)': Math.round(median(runs.bare.map((m) => m.rps))),
      'p99 ms': median(runs.bare.map((m) => m.p99)),
    },
    {
      endpoint: 'GET /provider/{username}/slots/',
      'req/s (median)': Math.round(median(runs.slots.map((m) => m.rps))),
      'p99 ms': median(runs.slots.map((m) => m.p99)),
      'req/s × bare per round': ratios.map((r) => r.toFixed(3)).join(' '),
      'req/s × bare': Number(ratio.toFixed(3)),
      target: `≥ ${SLOTS_TARGET}`,
      errors,
      verdict: slotsFailed ? 'FAIL' : 'PASS',
    },
    {
      endpoint: `POST /appointments/ at ${BOOKINGS_PER_SECOND}/s`,
      'p99 ms': Number(bookingP99.toFixed(1)),
      'median ms': Number(median(booking.latencies).toFixed(1)),
      'booked %': Number(((100 * (BOOKINGS - booking.failures)) / BOOKINGS).toFixed(1)),
      target: `p99 < ${BOOKING_P99_TARGET_MS} ms`,
      errors: booking.failures,
      verdict: bookingFailed ? 'FAIL' : 'PASS',
    },
  ]);
} finally {
  await Promise.all([bare.stop(), app.stop()]);
}
if (failed) process.exitCode = 1;
