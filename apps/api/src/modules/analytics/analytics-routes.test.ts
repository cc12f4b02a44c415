import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ANALYTICS_MESSAGES, kolkataDate } from '@kataar/shared/analytics';
import { EMPTY_ANALYTICS_SUMMARY } from '@kataar/shared/analytics-fixtures';
import { AUTH_MESSAGES } from '@kataar/shared/auth';
import type { Database } from '../../db/client';
import { queueEntries } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

type Source = 'online' | 'walk_in';
type Status = 'waiting' | 'called' | 'removed' | 'left' | 'no_show';

/** An instant given as a day and a wall-clock time in India ('2026-03-10', '23:50'). */
const ist = (day: string, time: string): Date => new Date(`${day}T${time}:00+05:30`);
const minutesLater = (at: Date, minutes: number): Date => new Date(at.getTime() + minutes * 60_000);

let n = 0;
async function visit(
  database: Database,
  providerId: string,
  source: Source,
  status: Status,
  joinedAt: Date,
  waitMinutes?: number,
  consumerUserId?: string,
) {
  n += 1;
  await database.db.insert(queueEntries).values({
    providerId,
    consumerUserId,
    consumerName: `Visitor ${n}`,
    consumerAge: 30,
    consumerContact: '9876543210',
    consumerGender: n % 2 ? 'female' : 'male',
    source,
    status,
    joinedAt,
    endedAt: waitMinutes === undefined ? null : minutesLater(joinedAt, waitMinutes),
    token: n,
    tokenDay: kolkataDate(joinedAt),
  });
}

let t: TestApp;
let ownerA: SignedInUser;
let receptionistA: SignedInUser;
let ownerB: SignedInUser;
let ownerC: SignedInUser;
let ownerD: SignedInUser;
let ownerE: SignedInUser;
let consumer: SignedInUser;
const today = kolkataDate();

beforeAll(async () => {
  t = await createTestApp();
  const a = await insertProvider(t.database, { username: 'analytics-a' });
  const b = await insertProvider(t.database, { username: 'analytics-b' });
  const c = await insertProvider(t.database, { username: 'analytics-c' });
  ownerA = await signedInUser(t.database, 'owner@a.in', { provider: { id: a.id } });
  receptionistA = await signedInUser(t.database, 'desk@a.in', { provider: { id: a.id, role: 'receptionist' } });
  ownerB = await signedInUser(t.database, 'owner@b.in', { provider: { id: b.id } });
  ownerC = await signedInUser(t.database, 'owner@c.in', { provider: { id: c.id } });
  consumer = await signedInUser(t.database, 'someone@example.in');
  const d = await insertProvider(t.database, { username: 'analytics-d' });
  ownerD = await signedInUser(t.database, 'owner@d.in', { provider: { id: d.id } });

  // Provider E: no-shows today (one online, one walk-in) and three days ago, beside other outcomes.
  const e = await insertProvider(t.database, { username: 'analytics-e' });
  ownerE = await signedInUser(t.database, 'owner@e.in', { provider: { id: e.id } });
  await visit(t.database, e.id, 'online', 'no_show', ist(today, '00:10'), 10);
  await visit(t.database, e.id, 'walk_in', 'no_show', ist(today, '00:20'), 10);
  await visit(t.database, e.id, 'online', 'called', ist(today, '00:30'), 10);
  await visit(t.database, e.id, 'online', 'removed', ist(today, '00:40'), 10);
  await visit(t.database, e.id, 'walk_in', 'no_show', ist(addDays(today, -3), '11:00'), 10);

  // Provider D, 10 March 2026: one person joins, leaves and rejoins twice.
  await visit(t.database, d.id, 'online', 'left', ist('2026-03-10', '09:00'), 5, consumer.id);
  await visit(t.database, d.id, 'online', 'left', ist('2026-03-10', '09:10'), 5, consumer.id);
  await visit(t.database, d.id, 'online', 'called', ist('2026-03-10', '09:20'), 15, consumer.id);

  // Provider A, 10 March 2026 (IST): four served (waits 10, 30, 20, 5), one removed, one left.
  await visit(t.database, a.id, 'online', 'called', ist('2026-03-10', '10:00'), 10);
  await visit(t.database, a.id, 'online', 'called', ist('2026-03-10', '10:20'), 30);
  await visit(t.database, a.id, 'walk_in', 'called', ist('2026-03-10', '10:40'), 20);
  await visit(t.database, a.id, 'walk_in', 'removed', ist('2026-03-10', '11:00'), 5);
  await visit(t.database, a.id, 'online', 'left', ist('2026-03-10', '14:00'), 30);
  // 23:50 IST is 18:20 UTC: still the 10th in India.
  await visit(t.database, a.id, 'online', 'called', new Date('2026-03-10T18:20:00Z'), 5);
  // 00:10 IST on the 11th is 18:40 UTC on the 10th: the 11th in India.
  await visit(t.database, a.id, 'walk_in', 'called', new Date('2026-03-10T18:40:00Z'), 40);
  await visit(t.database, a.id, 'online', 'waiting', ist('2026-03-11', '10:30'));
  // Just outside 10-11 March on either side.
  await visit(t.database, a.id, 'online', 'called', ist('2026-03-09', '23:59'), 15);
  await visit(t.database, a.id, 'online', 'called', ist('2026-03-12', '00:00'), 15);

  // Provider B on the same day: three walk-ins with long waits.
  for (const time of ['09:00', '09:30', '10:00']) {
    await visit(t.database, b.id, 'walk_in', 'called', ist('2026-03-10', time), 50);
  }

  // Provider C, relative to today: the first and last days of the 30-day window and one outside it.
  await visit(t.database, c.id, 'online', 'called', ist(addDays(today, -29), '09:30'), 12);
  await visit(t.database, c.id, 'online', 'called', ist(addDays(today, -30), '12:00'), 12);
  await visit(t.database, c.id, 'walk_in', 'removed', ist(addDays(today, -5), '14:10'), 3);
  await visit(t.database, c.id, 'walk_in', 'called', ist(today, '00:05'), 20);
  await visit(t.database, c.id, 'online', 'waiting', ist(today, '00:30'));
});
afterAll(async () => {
  await t.close();
});

const get = (as: SignedInUser | null, path: string) =>
  t.app.inject({ method: 'GET', url: `/v1/api/analytics/${path}`, headers: as?.headers ?? {} });

describe('analytics summary', () => {
  it('counts a day in India: arrivals, the online/walk-in split, outcomes, waits and busiest hours', async () => {
    const res = await get(ownerA, 'summary/?from=2026-03-10&to=2026-03-10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        customers_today: 6,
        online: 4,
        offline: 2,
        served: 4,
        removed: 1,
        left: 1,
        no_show: 0,
        // Waits 5, 10, 20, 30: mean 16.25, 90th percentile (interpolated) 27.
        avg_wait_minutes: 16.3,
        p90_wait_minutes: 27,
        busiest_hours: [
          { hour: 10, count: 3 },
          { hour: 11, count: 1 },
          { hour: 14, count: 1 },
        ],
        bookings: 0,
        booking_no_shows: 0,
        booking_no_show_rate: null,
        advance_paise: 0,
      },
    });
  });

  it('counts a person who left and rejoined twice as one customer', async () => {
    const res = await get(ownerD, 'summary/?from=2026-03-10&to=2026-03-10');
    expect(res.json().data).toMatchObject({ customers_today: 1, online: 1, offline: 0, served: 1, left: 2 });
  });

  it('puts 00:10 IST on the next day though it is the previous day in UTC', async () => {
    const res = await get(ownerA, 'summary/?from=2026-03-11&to=2026-03-11');
    expect(res.json().data).toEqual({
      customers_today: 2,
      online: 1,
      offline: 1,
      served: 1,
      removed: 0,
      left: 0,
      no_show: 0,
      avg_wait_minutes: 40,
      p90_wait_minutes: 40,
      busiest_hours: [
        { hour: 0, count: 1 },
        { hour: 10, count: 1 },
      ],
      bookings: 0,
      booking_no_shows: 0,
      booking_no_show_rate: null,
      advance_paise: 0,
    });
  });

  it('covers a range of days, both ends included and nothing outside them', async () => {
    const res = await get(ownerA, 'summary/?from=2026-03-10&to=2026-03-11');
    expect(res.json().data).toMatchObject({
      customers_today: 8,
      online: 5,
      offline: 3,
      served: 5,
      avg_wait_minutes: 21,
      p90_wait_minutes: 36,
      busiest_hours: [
        { hour: 10, count: 4 },
        { hour: 0, count: 1 },
        { hour: 11, count: 1 },
      ],
    });
  });

  it('takes `to` alone as that one day', async () => {
    const res = await get(ownerA, 'summary/?to=2026-03-11');
    expect(res.json().data).toMatchObject({ customers_today: 2, served: 1 });
  });

  it('answers zeros and null waits for a range without visits', async () => {
    const res = await get(ownerA, 'summary/?from=2020-01-01&to=2020-12-31');
    expect(res.json().data).toEqual(EMPTY_ANALYTICS_SUMMARY);
  });

  it('defaults to today in India', async () => {
    const res = await get(ownerC, 'summary/');
    expect(res.json().data).toMatchObject({
      customers_today: 2,
      online: 1,
      offline: 1,
      served: 1,
      avg_wait_minutes: 20,
    });
  });

  it('shows each provider only its own visits, to every member', async () => {
    const b = await get(ownerB, 'summary/?from=2026-03-10&to=2026-03-10');
    expect(b.json().data).toMatchObject({ customers_today: 3, online: 0, offline: 3, served: 3, avg_wait_minutes: 50 });
    const desk = await get(receptionistA, 'summary/?from=2026-03-10&to=2026-03-10');
    expect(desk.json().data).toMatchObject({ customers_today: 6, avg_wait_minutes: 16.3 });
    const c = await get(ownerC, 'summary/?from=2026-03-10&to=2026-03-10');
    expect(c.json().data).toMatchObject({ customers_today: 0, served: 0 });
  });

  it.each([
    ['from=2026-02-30', 'from', ANALYTICS_MESSAGES.invalidDate],
    ['from=10-03-2026', 'from', ANALYTICS_MESSAGES.invalidDate],
    ['to=2026-3-1', 'to', ANALYTICS_MESSAGES.invalidDate],
    ['from=2026-03-12&to=2026-03-11', 'from', ANALYTICS_MESSAGES.fromAfterTo],
    ['from=2025-03-10&to=2026-03-11', 'from', ANALYTICS_MESSAGES.rangeTooLong],
  ])('refuses %s with 400', async (query, field, message) => {
    const res = await get(ownerA, `summary/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
  });

  it('accepts a range of exactly 366 days', async () => {
    const res = await get(ownerA, 'summary/?from=2025-03-11&to=2026-03-11');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.customers_today).toBe(9);
  });
});

const noBookings = { bookings: 0, booking_no_shows: 0, advance_paise: 0 };

describe('analytics over the last 30 days', () => {
  it('answers 30 days oldest first, ending today, with empty days as zeros', async () => {
    const res = await get(ownerC, 'daily/');
    expect(res.statusCode).toBe(200);
    const days = res.json().data as { date: string }[];
    expect(days).toHaveLength(30);
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)));
    expect(days[0]).toEqual({
      date: addDays(today, -29),
      online: 1,
      offline: 0,
      served: 1,
      no_show: 0,
      avg_wait_minutes: 12,
      bookings: 0,
      booking_no_shows: 0,
      advance_paise: 0,
    });
    expect(days[24]).toEqual({
      date: addDays(today, -5),
      online: 0,
      offline: 1,
      served: 0,
      no_show: 0,
      avg_wait_minutes: null,
      bookings: 0,
      booking_no_shows: 0,
      advance_paise: 0,
    });
    expect(days[29]).toEqual({
      date: today,
      online: 1,
      offline: 1,
      served: 1,
      no_show: 0,
      avg_wait_minutes: 20,
      ...noBookings,
    });
    expect(days[1]).toEqual({
      date: addDays(today, -28),
      online: 0,
      offline: 0,
      served: 0,
      no_show: 0,
      avg_wait_minutes: null,
      bookings: 0,
      booking_no_shows: 0,
      advance_paise: 0,
    });
  });

  it('counts arrivals by hour of the day in India: 24 hours, empty ones as zeros', async () => {
    const res = await get(ownerC, 'hourly/');
    expect(res.statusCode).toBe(200);
    const hours = res.json().data as { hour: number; count: number }[];
    expect(hours.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(hours.filter((h) => h.count > 0)).toEqual([
      { hour: 0, count: 2 },
      { hour: 9, count: 1 },
      { hour: 14, count: 1 },
    ]);
  });

  it('keeps other providers out of the series', async () => {
    const days = (await get(ownerB, 'daily/')).json().data as { online: number; offline: number }[];
    expect(days).toHaveLength(30);
    expect(days.every((d) => d.online + d.offline === 0)).toBe(true);
    const hours = (await get(ownerB, 'hourly/')).json().data as { count: number }[];
    expect(hours.every((h) => h.count === 0)).toBe(true);
  });
});

describe('no-shows', () => {
  it('counts no-shows apart from the people served, in the summary and per day', async () => {
    const summary = (await get(ownerE, 'summary/')).json().data;
    expect(summary).toMatchObject({ customers_today: 4, served: 1, removed: 1, no_show: 2, avg_wait_minutes: 10 });
    const days = (await get(ownerE, 'daily/')).json().data as { date: string; served: number; no_show: number }[];
    expect(days[29]).toMatchObject({ date: today, served: 1, no_show: 2 });
    expect(days[26]).toMatchObject({ date: addDays(today, -3), served: 0, no_show: 1 });
    expect(days.reduce((sum, d) => sum + d.no_show, 0)).toBe(3);
  });
});

describe('analytics access', () => {
  it.each(['summary/', 'daily/', 'hourly/'])(
    'refuses %s to a consumer (403) and to anonymous callers (401)',
    async (path) => {
      const asConsumer = await get(consumer, path);
      expect(asConsumer.statusCode).toBe(403);
      expect(asConsumer.json().message).toBe(AUTH_MESSAGES.providerOnly);
      const anonymous = await get(null, path);
      expect(anonymous.statusCode).toBe(401);
    },
  );
});
