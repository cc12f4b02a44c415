import { rupeesToPaise, WEEKDAYS, type WeeklyHours } from '@kataar/shared/appointments';
import { addDays, kolkataDate } from '@kataar/shared/analytics';
import type { Executor } from '../client';
import { appointments, appointmentSettings, payments } from '../schema';
import type { DemoProvider } from './demo-providers';
import { createPrng, hashString, type Prng } from './prng';

const MINUTE = 60_000;
const CLINIC_HOURS: [string, string][] = [
  ['10:00', '13:00'],
  ['17:00', '20:00'],
];
const SALON_HOURS: [string, string][] = [['10:00', '20:00']];
/** Days ahead (0 = today) the demo's bookings fall on. */
const BOOKING_DAYS = [0, 0, 1, 2, 3, 5];
/** Past bookings, for the analytics: one every few days over the last two weeks. */
const PAST_DAYS = [-1, -2, -4, -6, -8, -11, -13];
const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

interface Schedule {
  weekly: WeeklyHours;
  slotMinutes: number;
  seats: number;
  payment: 'at_visit' | 'upi_advance';
  upiId: string | null;
  feePaise: number | null;
}

/** Every other demo provider takes bookings (the featured ones always): deterministic, half of them. */
export const takesDemoBookings = (p: DemoProvider, index: number, featured: readonly string[]): boolean =>
  featured.includes(p.username) || index % 2 === 0;

function scheduleOf(prng: Prng, p: DemoProvider): Schedule {
  const clinic = p.industry === 'Healthcare';
  const closedSunday = prng.chance(clinic ? 0.7 : 0.4);
  const hours = clinic ? CLINIC_HOURS : SALON_HOURS;
  const weekly = Object.fromEntries(
    WEEKDAYS.map((day) => [day, day === 'sun' && closedSunday ? [] : hours]),
  ) as WeeklyHours;
  const advance = prng.chance(0.5) && (p.basePricing !== null || clinic);
  // sharma-family-clinic → sharmafamilyclinic@okhdfc
  const upiId = `${p.username.replace(/[^a-z0-9]/g, '').slice(0, 24)}@${prng.pick(['okhdfc', 'okicici', 'oksbi', 'ybl'])}`;
  return {
    weekly,
    slotMinutes: clinic ? 15 : 30,
    seats: clinic ? 1 : prng.int(2, 3),
    payment: advance ? 'upi_advance' : 'at_visit',
    upiId: advance ? upiId : null,
    feePaise: advance && p.basePricing === null ? rupeesToPaise(200) : null,
  };
}

/** The slot starts of one India day under a schedule, as instants. */
function slotStarts(schedule: Schedule, day: string): Date[] {
  const weekday = WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];
  const intervals = weekday ? schedule.weekly[weekday] : [];
  return intervals.flatMap(([from, to]) => {
    const starts: Date[] = [];
    const end = Date.parse(`${day}T${to}:00+05:30`);
    for (
      let t = Date.parse(`${day}T${from}:00+05:30`);
      t + schedule.slotMinutes * MINUTE <= end;
      t += schedule.slotMinutes * MINUTE
    ) {
      starts.push(new Date(t));
    }
    return starts;
  });
}

export interface DemoBookingInput {
  demo: readonly DemoProvider[];
  featured: readonly string[];
  providerIdOf: (username: string) => string;
  ownerIdOf: (username: string) => string;
  /** Accounts that book: the demo's consumers. */
  consumerIds: readonly string[];
  now: number;
}

/**
 * Appointment settings for half the demo providers (clinics 10–1 and 5–8, salons 10–8, some closed
 * on Sundays, some taking a UPI advance), and a few bookings today and in the coming days: paid at
 * the visit, paid in advance and confirmed by the desk, or paid and waiting for the desk. Past
 * bookings of the last two weeks (arrived or no-show) give the analytics something to show.
 */
export async function insertDemoBookings(tx: Executor, input: DemoBookingInput): Promise<number> {
  const { demo, featured, providerIdOf, ownerIdOf, consumerIds, now } = input;
  if (consumerIds.length === 0) return 0;
  const references = new Set<string>();
  let count = 0;
  for (const [index, p] of demo.entries()) {
    if (!takesDemoBookings(p, index, featured)) continue;
    const prng = createPrng(hashString(`bookings:${p.username}`));
    const providerId = providerIdOf(p.username);
    const schedule = scheduleOf(prng, p);
    await tx.insert(appointmentSettings).values({
      providerId,
      enabled: true,
      slotMinutes: schedule.slotMinutes,
      seatsPerSlot: schedule.seats,
      horizonDays: 14,
      cutoffMinutes: 60,
      weekly: schedule.weekly,
      daysOff: [],
      payment: schedule.payment,
      upiId: schedule.upiId,
      bookingFeePaise: schedule.feePaise,
    });
    const amount = schedule.payment === 'at_visit' ? 0 : (schedule.feePaise ?? rupeesToPaise(p.basePricing ?? 300));
    const today = kolkataDate(new Date(now));
    const wanted = prng.int(2, 4);
    const dayOffsets = [
      ...Array.from({ length: wanted }, () => prng.pick(BOOKING_DAYS)),
      ...PAST_DAYS.filter(() => prng.chance(0.6)),
    ];
    const used = new Set<string>();
    const taken = new Map<number, number>();
    for (const offset of dayOffsets) {
      const day = addDays(today, offset);
      const past = offset < 0;
      const free = slotStarts(schedule, day).filter(
        (s) => (past || s.getTime() > now + 60 * MINUTE) && (taken.get(s.getTime()) ?? 0) < schedule.seats,
      );
      // One booking per person, provider and day.
      const consumerUserId = prng.pick(consumerIds);
      if (free.length === 0 || used.has(`${consumerUserId}:${day}`)) continue;
      used.add(`${consumerUserId}:${day}`);
      const start = prng.pick(free);
      taken.set(start.getTime(), (taken.get(start.getTime()) ?? 0) + 1);
      let reference = '';
      while (reference === '' || references.has(reference)) {
        reference = `KT-${Array.from({ length: 6 }, () => prng.pick([...REFERENCE_LETTERS])).join('')}`;
      }
      references.add(reference);
      const paid = amount > 0 && (past || prng.chance(0.7));
      // Most people who booked came; some did not.
      const pastStatus = prng.chance(0.8) ? ('checked_in' as const) : ('no_show' as const);
      const [row] = await tx
        .insert(appointments)
        .values({
          reference,
          providerId,
          consumerUserId,
          consumerName: prng.pick(p.waiting.map((w) => w.name).concat(['Asha Kulkarni', 'Rohan Mehta', 'Farah Khan'])),
          consumerAge: prng.int(18, 70),
          consumerContact: `9${String(prng.int(100_000_000, 999_999_999))}`,
          consumerGender: prng.chance(0.5) ? 'female' : 'male',
          startAt: start,
          endAt: new Date(start.getTime() + schedule.slotMinutes * MINUTE),
          day,
          status: past ? pastStatus : amount === 0 || paid ? 'confirmed' : 'payment_pending',
          ...(past && pastStatus === 'checked_in' && { checkedInAt: new Date(start.getTime() - 10 * MINUTE) }),
          ...(past && pastStatus === 'no_show' && { noShowAt: new Date(start.getTime() + 30 * MINUTE) }),
          payment: schedule.payment,
          amountPaise: amount,
        })
        .returning({ id: appointments.id });
      if (!row) throw new Error('Demo booking was not inserted');
      count += 1;
      if (amount === 0) continue;
      const step = { appointmentId: row.id, providerId, amountPaise: amount, method: 'upi' as const };
      await tx.insert(payments).values({ ...step, status: 'claimed' });
      if (paid) {
        await tx.insert(payments).values({
          ...step,
          status: 'confirmed',
          verifiedBy: ownerIdOf(p.username),
          verifiedAt: past ? new Date(start.getTime() - 60 * MINUTE) : new Date(now),
        });
      }
    }
  }
  return count;
}
