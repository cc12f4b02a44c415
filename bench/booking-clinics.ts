// Clinics that take bookings all day, accounts to book with, and one booking request: what the
// booking benchmarks (bench:slots, bench:writes) write into an embedded database before the server
// opens it, and send to it afterwards.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { kolkataDate, addDays } from '../packages/shared/src/analytics';
import { openDatabase } from '../apps/api/src/db/client';
import { appointmentSettings, appointments, providers, users } from '../apps/api/src/db/schema';
import { createTokens } from '../apps/api/src/lib/tokens';

/** Clinics and coming days the bookings are spread over; each clinic-day gets one booking per slot at most. */
export const BOOKING_CLINICS = 20;
export const BOOKING_DAYS = 5;
/** The clinic whose day already holds the earlier bookings (the slots answer's). */
export const FIRST_CLINIC = 'bench-clinic';
const day: [string, string][] = [['00:00', '24:00']];
const clinicName = (c: number) => `bench-clinic-${c + 1}`;

/**
 * Clinics open all day every day, 15-minute slots of 20 seats; the first with `earlierBookings`
 * taken on `earlierDay` already. Answers the bearer headers of `accounts` people, each to book once.
 */
export async function prepareClinics(
  dataDir: string,
  options: { accounts: number; earlierBookings: number; earlierDay: string; jwtSecret: string },
): Promise<string[]> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  const clinics = await database.db
    .insert(providers)
    .values(
      [FIRST_CLINIC, ...Array.from({ length: BOOKING_CLINICS }, (_, c) => clinicName(c))].map((username) => ({
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
      Array.from({ length: options.accounts + options.earlierBookings }, (_, i) => ({ email: `bench${i}@example.in` })),
    )
    .returning();
  if (options.earlierBookings > 0) {
    const earlier = people.slice(options.accounts).map((u, i) => {
      const start = new Date(Date.parse(`${options.earlierDay}T00:00:00+05:30`) + (i % 96) * 15 * 60_000);
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
        day: options.earlierDay,
        status: 'confirmed' as const,
        payment: 'at_visit' as const,
      };
    });
    await database.db.insert(appointments).values(earlier);
  }
  const tokens = createTokens(options.jwtSecret);
  const headers = await Promise.all(
    people.slice(0, options.accounts).map(async (u) => `Bearer ${await tokens.signAccess(u, randomUUID())}`),
  );
  await database.close();
  return headers;
}

/**
 * Booking `i`: at one of the clinics on one of the coming days (skipping today, whose earlier slots
 * have passed), in a slot of that day no other booking of the run takes.
 */
function bookingOf(i: number) {
  const clinic = i % BOOKING_CLINICS;
  const dayIndex = Math.floor(i / BOOKING_CLINICS) % BOOKING_DAYS;
  const round = Math.floor(i / (BOOKING_CLINICS * BOOKING_DAYS));
  const slot = (round * 7 + clinic) % 96;
  const date = addDays(kolkataDate(), 1 + dayIndex);
  return { provider: clinicName(clinic), start: new Date(Date.parse(`${date}T00:00:00+05:30`) + slot * 15 * 60_000) };
}

/** Sends booking `i` as the person `authorization` names; answers its status (0: no answer) and latency in ms. */
export async function sendBooking(
  url: string,
  authorization: string,
  i: number,
): Promise<{ status: number; ms: number }> {
  const { provider, start } = bookingOf(i);
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
    return { status: res.status, ms: performance.now() - t0 };
  } catch {
    return { status: 0, ms: performance.now() - t0 };
  }
}

/**
 * CPU time (ms) the process has used so far, from /proc (Linux); undefined elsewhere. Unlike the
 * latencies, what the server spends per booking does not depend on what else runs on the machine.
 */
export function cpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / 100 : undefined;
  } catch {
    return undefined;
  }
}

export const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? NaN;
