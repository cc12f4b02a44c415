// Helpers for the appointments tests: an app with a movable clock, a provider taking bookings.
import {
  DEFAULT_APPOINTMENT_SETTINGS,
  type AppointmentSettingsInput,
  type CustomerAppointment,
} from '@kataar/shared/appointments';
import type { Database } from '../../db/client';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { caller, customer } from '../../test/json-caller';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

export { caller, customer };

/** Monday 23 November 2026, 09:00 in India. */
export const MONDAY_0900 = new Date('2026-11-23T03:30:00Z');

/** Weekdays 10:00–13:00 and 17:00–20:00, 30-minute slots. */
export const clinicSettings = (overrides: Partial<AppointmentSettingsInput> = {}): AppointmentSettingsInput => {
  const day: [string, string][] = [
    ['10:00', '13:00'],
    ['17:00', '20:00'],
  ];
  return {
    ...DEFAULT_APPOINTMENT_SETTINGS,
    enabled: true,
    slot_minutes: 30,
    seats_per_slot: 1,
    horizon_days: 14,
    cutoff_minutes: 30,
    weekly: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] },
    ...overrides,
  };
};

export interface AppointmentsTest extends TestApp {
  clock: { now: Date };
  call: ReturnType<typeof caller>;
  owner: SignedInUser;
  providerId: string;
  username: string;
  /** Saves settings as the owner; fails the test on a refusal. */
  configure(settings: AppointmentSettingsInput): Promise<void>;
  /** A new signed-in customer. */
  person(name: string): Promise<SignedInUser>;
  /** A new customer books the slot starting at `start`; fails the test on a refusal. */
  book(start: string): Promise<CustomerAppointment & { person: SignedInUser }>;
}

let people = 0;

/** An app whose clock the test moves, with one provider (base price ₹500) and its owner. */
export async function appointmentsTest(
  username: string,
  env: Record<string, string> = {},
  prepare?: (database: Database) => Promise<void>,
): Promise<AppointmentsTest> {
  const clock = { now: MONDAY_0900 };
  let providerId = '';
  const t = await createTestApp(
    async (database) => {
      providerId = (await insertProvider(database, { username, businessName: 'Sharma Clinic', basePricing: 500 })).id;
      await prepare?.(database);
    },
    env,
    { now: () => clock.now },
  );
  const owner = await signedInUser(t.database, `owner@${username}.in`, { provider: { id: providerId } });
  const call = caller(t.app);
  const person = (name: string) => signedInUser(t.database, `${name}-${(people += 1)}@example.in`);
  return {
    ...t,
    clock,
    call,
    owner,
    providerId,
    username,
    async configure(settings) {
      const res = await call('PUT', '/provider/appointments/settings/', { auth: owner.headers, payload: settings });
      if (res.status !== 200) throw new Error(`settings refused: ${JSON.stringify(res.body)}`);
    },
    person,
    async book(start) {
      const booker = await person('patient');
      const res = await call<{ data: CustomerAppointment }>('POST', '/appointments/', {
        auth: booker.headers,
        payload: { ...customer(people), provider: username, start },
      });
      if (res.status !== 201) throw new Error(`booking refused: ${JSON.stringify(res.body)}`);
      return { ...res.body.data, person: booker };
    },
  };
}
