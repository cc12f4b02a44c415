import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, kolkataDate } from '@kataar/shared/analytics';
import { payments } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { insertBooking } from '../../test/booking-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const ist = (day: string, time: string): Date => new Date(`${day}T${time}:00+05:30`);
const today = kolkataDate();
const past = addDays(today, -2);
const ahead = addDays(today, 2);

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  const provider = await insertProvider(t.database, { username: 'booked-analytics' });
  owner = await signedInUser(t.database, 'owner@booked-analytics.in', { provider: { id: provider.id } });
  other = await signedInUser(t.database, 'owner@other-analytics.in', {
    provider: { id: (await insertProvider(t.database)).id },
  });
  const consumerUserId = (await signedInUser(t.database, 'patient@example.in')).id;
  const book = (start: Date, overrides: Parameters<typeof insertBooking>[2]) =>
    insertBooking(t.database, { providerId: provider.id, consumerUserId, start }, overrides);
  const pay = (appointmentId: string, amountPaise: number, status: 'confirmed' | 'refund_due' | 'claimed') =>
    t.database.db
      .insert(payments)
      .values({ appointmentId, providerId: provider.id, amountPaise, method: 'upi', status });

  // Two days ago: arrived (paid ₹300), no-show (at the visit), confirmed (paid ₹500, ₹200 owed back),
  // cancelled (paid ₹100, owed back), an unpaid hold that ran out.
  const arrived = await book(ist(past, '10:00'), { status: 'checked_in', payment: 'upi_advance', amountPaise: 30_000 });
  await pay(arrived.id, 30_000, 'claimed');
  await pay(arrived.id, 30_000, 'confirmed');
  await book(ist(past, '10:15'), { status: 'no_show' });
  const confirmed = await book(ist(past, '11:00'), {
    status: 'confirmed',
    payment: 'upi_advance',
    amountPaise: 50_000,
  });
  await pay(confirmed.id, 50_000, 'confirmed');
  await pay(confirmed.id, 20_000, 'refund_due');
  const cancelled = await book(ist(past, '12:00'), {
    status: 'cancelled',
    payment: 'upi_advance',
    amountPaise: 10_000,
  });
  await pay(cancelled.id, 10_000, 'confirmed');
  await pay(cancelled.id, 10_000, 'refund_due');
  await book(ist(past, '17:00'), {
    status: 'awaiting_payment',
    payment: 'upi_advance',
    amountPaise: 10_000,
    holdExpiresAt: ist(past, '09:00'),
  });
  // Two days ahead: one confirmed booking whose slot has not started.
  await book(ist(ahead, '10:00'), { status: 'confirmed' });
});

afterAll(() => t?.close());

const get = (user: SignedInUser, path: string) =>
  t.app.inject({ method: 'GET', url: `/v1/api/analytics/${path}`, headers: user.headers });

describe('booking analytics', () => {
  it('counts kept bookings, no-shows over the started ones, and the advance net of refunds', async () => {
    const res = await get(owner, `summary/?from=${past}&to=${past}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      bookings: 3,
      booking_no_shows: 1,
      booking_no_show_rate: 0.333,
      advance_paise: 60_000,
    });
  });

  it('has no no-show rate while no slot has started, and counts nothing of another provider', async () => {
    expect((await get(owner, `summary/?from=${ahead}&to=${ahead}`)).json().data).toMatchObject({
      bookings: 1,
      booking_no_shows: 0,
      booking_no_show_rate: null,
      advance_paise: 0,
    });
    expect((await get(owner, `summary/?from=${past}&to=${ahead}`)).json().data).toMatchObject({
      bookings: 4,
      booking_no_show_rate: 0.333,
    });
    expect((await get(other, `summary/?from=${past}&to=${ahead}`)).json().data).toMatchObject({
      bookings: 0,
      booking_no_shows: 0,
      booking_no_show_rate: null,
      advance_paise: 0,
    });
  });

  it('puts bookings and money on the day of their slot in the daily series', async () => {
    const days = (await get(owner, 'daily/')).json().data as {
      date: string;
      bookings: number;
      booking_no_shows: number;
      advance_paise: number;
    }[];
    expect(days.filter((d) => d.bookings > 0 || d.advance_paise > 0)).toEqual([
      expect.objectContaining({ date: past, bookings: 3, booking_no_shows: 1, advance_paise: 60_000 }),
    ]);
  });
});
