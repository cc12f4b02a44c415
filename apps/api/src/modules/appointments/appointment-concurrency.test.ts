import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPOINTMENT_MESSAGES, type Slot } from '@kataar/shared/appointments';
import { appointments, users } from '../../db/schema';
import { createTokens } from '../../lib/tokens';
import { secondInstance } from '../../test/second-instance';
import { TEST_JWT_SECRET } from '../../test/test-app';
import { appointmentsTest, caller, clinicSettings, customer, type AppointmentsTest } from './appointment-test-helpers';

const onPostgres = !!process.env.TEST_DATABASE_URL;
/** A hundred bookings, each its own transaction, on a loaded two-core machine. */
const RACE_TIMEOUT_MS = 120_000;
let t: AppointmentsTest;
let other: { app: FastifyInstance; close(): Promise<void> } | undefined;

beforeAll(async () => {
  t = await appointmentsTest('race-clinic');
  await t.configure(clinicSettings({ seats_per_slot: 1 }));
  // Another API process on the same PostgreSQL database, with the same clock.
  if (onPostgres) other = await secondInstance(t, { now: () => t.clock.now });
});
afterAll(async () => {
  await other?.close();
  await t.close();
});

/** Many customer accounts at once, each with a bearer header. */
async function customers(prefix: string, n: number) {
  const rows = await t.database.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ email: `${prefix}${i}@example.in` })))
    .returning();
  const tokens = createTokens(TEST_JWT_SECRET);
  return Promise.all(
    rows.map(async (u) => ({ headers: { authorization: `Bearer ${await tokens.signAccess(u, randomUUID())}` } })),
  );
}

/** 100 people book one slot at once through both processes; answers the statuses. */
async function race(prefix: string, start: string): Promise<number[]> {
  const people = await customers(prefix, 100);
  const apps = [t.app, other?.app ?? t.app];
  const answers = await Promise.all(
    people.map((p, i) =>
      caller(apps[i % 2]!)('POST', '/appointments/', {
        auth: p.headers,
        payload: { ...customer(i), provider: 'race-clinic', start },
      }),
    ),
  );
  for (const a of answers.filter((x) => x.status !== 201)) {
    expect(a.status).toBe(409);
    expect(a.body.message).toBe(APPOINTMENT_MESSAGES.slotFull);
  }
  return answers.map((a) => a.status);
}

const heldAt = async (start: string) =>
  t.database.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.startAt, new Date(start)), inArray(appointments.status, ['confirmed'])));

describe('no overbooking', () => {
  it(
    '100 concurrent bookings of a 1-seat slot: exactly one succeeds',
    async () => {
      const start = '2026-11-24T10:00:00+05:30';
      const statuses = await race('single', start);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(await heldAt(start)).toHaveLength(1);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    '100 concurrent bookings of a 3-seat slot: exactly three succeed, and every process shows it full',
    async () => {
      await t.configure(clinicSettings({ seats_per_slot: 3 }));
      const start = '2026-11-24T11:00:00+05:30';
      const statuses = await race('triple', start);
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(await heldAt(start)).toHaveLength(3);
      for (const app of [t.app, other?.app ?? t.app]) {
        await vi.waitFor(async () => {
          const slots = await caller(app)<{ data: Slot[] }>('GET', '/provider/race-clinic/slots/?date=2026-11-24');
          expect(slots.body.data.find((s) => s.start === start)?.seats_left).toBe(0);
        });
      }
    },
    RACE_TIMEOUT_MS,
  );

  it('one person racing two slots of one day through both processes gets one booking', async () => {
    const [person] = await customers('twice', 1);
    const answers = await Promise.all(
      ['2026-11-26T10:00:00+05:30', '2026-11-26T10:30:00+05:30'].map((start, i) =>
        caller([t.app, other?.app ?? t.app][i]!)('POST', '/appointments/', {
          auth: person!.headers,
          payload: { ...customer(1), provider: 'race-clinic', start },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(APPOINTMENT_MESSAGES.oneBookingPerDay);
  });
});
