// `npm run bench:slots`: GET /provider/{username}/slots/ of the real server under autocannon load,
// as a ratio of a bare node:http server measured in alternating rounds of the same run, then
// bookings (POST /appointments/) sent at a steady 100 a second on the embedded database, with their
// p99 latency and the share that succeeded. The bookings are spread as real ones would be: each by
// another person, over 20 clinics and the next 5 days. The providers, their settings, the earlier
// bookings and the booking accounts are written here into the embedded database the server then opens.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { kolkataDate, addDays } from '../packages/shared/src/analytics';
import { openDatabase } from '../apps/api/src/db/client';
import { appointmentSettings, appointments, providers, users } from '../apps/api/src/db/schema';
import { createTokens } from '../apps/api/src/lib/tokens';
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
/** Clinics and coming days the bookings are spread over; each clinic-day gets one booking per slot at most. */
const BOOKING_CLINICS = 20;
const BOOKING_DAYS = 5;
const jwtSecret = randomBytes(48).toString('base64url');
const day: [string, string][] = [['00:00', '24:00']];
const tomorrow = addDays(kolkataDate(), 1);
const clinicName = (c: number) => `bench-clinic-${c + 1}`;

/**
 * Clinics open all day every day, 15-minute slots of 20 seats; the first (the slots answer's) with
 * some bookings taken already.
 */
async function prepare(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  const clinics = await database.db
    .insert(providers)
    .values(
      ['bench-clinic', ...Array.from({ length: BOOKING_CLINICS }, (_, c) => clinicName(c))].map((username) => ({
        username,
        businessName: 'Bench Clinic',
        industry: 'Healthcare' as const,
        category: 'GeneralPhysician',
        isOpen: true,
        basePricing: 500,
        addressLine1: '1 Bench Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411004',
        businessContact: '9876543210',
      })),
    )
    .returning();
  const provider = clinics[0];
  if (!provider) throw new Error('no provider');
  await database.db.insert(appointmentSettings).values(
    clinics.map((clinic) => ({
      providerId: clinic.id,
      enabled: true,
      slotMinutes: 15,
      seatsPerSlot: 20,
      horizonDays: 30,
      cutoffMinutes: 0,
      weekly: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day },
      daysOff: [],
      payment: 'at_visit' as const,
    })),
  );
  const people = await database.db
    .insert(users)
    .values(
      Array.from({ length: WARMUP_BOOKINGS + BOOKINGS + EARLIER_BOOKINGS }, (_, i) => ({
        email: `bench${i}@example.in`,
      })),
    )
    .returning();
  // Earlier bookings on the day the slots answer is asked about: the read model counts them.
  const earlier = people.slice(WARMUP_BOOKINGS + BOOKINGS).map((u, i) => {
    const start = new Date(Date.parse(`${tomorrow}T00:00:00+05:30`) + (i % 96) * 15 * 60_000);
    return {
      reference: `BENCH${String(i).padStart(4, '0')}`,
      providerId: provider.id,
      consumerUserId: u.id,
      consumerName: `Bench ${i}`,
      consumerAge: 30,
      consumerContact: '9876543210',
      consumerGender: 'female' as const,
      startAt: start,
      endAt: new Date(start.getTime() + 15 * 60_000),
      day: tomorrow,
      status: 'confirmed' as const,
      payment: 'at_visit' as const,
    };
  });
  await database.db.insert(appointments).values(earlier);
  const tokens = createTokens(jwtSecret);
  const headers = await Promise.all(
    people.slice(0, WARMUP_BOOKINGS + BOOKINGS).map(async (u) => `Bearer ${await tokens.signAccess(u, randomUUID())}`),
  );
  await database.close();
  return headers;
}

/**
 * Booking `i`: its own person, at one of the clinics on one of the coming days (skipping today, whose
 * earlier slots have passed), in a slot of that day no other booking of the run takes.
 */
function bookingOf(i: number) {
  const clinic = i % BOOKING_CLINICS;
  const dayIndex = Math.floor(i / BOOKING_CLINICS) % BOOKING_DAYS;
  const round = Math.floor(i / (BOOKING_CLINICS * BOOKING_DAYS));
  const slot = (round * 7 + clinic) % 96;
  const date = addDays(kolkataDate(), 1 + dayIndex);
  return { provider: clinicName(clinic), start: new Date(Date.parse(`${date}T00:00:00+05:30`) + slot * 15 * 60_000) };
}

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
    const { provider, start } = bookingOf(first + i);
    const body = JSON.stringify({
      provider,
      start: start.toISOString(),
      consumer_name: `Booker ${i}`,
      consumer_age: 30,
      consumer_contact: '9876543210',
      consumer_gender: 'male',
    });
    const t0 = performance.now();
    try {
      const res = await fetch(`${url}/v1/api/appointments/`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body,
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status !== 201) failures += 1;
    } catch {
      // A refused or timed-out connection is a failed booking, and its wait still counts.
      failures += 1;
    }
    latencies.push(performance.now() - t0);
  });
  await Promise.all(sends);
  return { latencies, failures, statuses };
}

/**
 * CPU time (ms) the process has used so far, from /proc (Linux); undefined elsewhere. Unlike the
 * latencies, what the server spends per booking does not depend on what else runs on the machine.
 */
function cpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / 100 : undefined;
  } catch {
    return undefined;
  }
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? NaN;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kataar-bench-slots-'));
console.log(
  `preparing a clinic, ${EARLIER_BOOKINGS} bookings and ${WARMUP_BOOKINGS + BOOKINGS} accounts in ${dataDir} ...`,
);
const bearers = await prepare(dataDir);
const bare = await startBareServer();
const app = await startKataar({ DATA_DIR: dataDir, DEMO_DATA: 'false', JWT_SECRET: jwtSecret });
let failed = false;
try {
  const slotsPath = `/v1/api/provider/bench-clinic/slots/?date=${tomorrow}`;
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
