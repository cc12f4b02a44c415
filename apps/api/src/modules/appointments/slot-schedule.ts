import { addDays, kolkataDate } from '@kataar/shared/analytics';
import {
  APPOINTMENT_MESSAGES,
  WEEKDAYS,
  istIso,
  type Slot,
  type Weekday,
  type WeeklyHours,
} from '@kataar/shared/appointments';

/** India is +05:30 all year (no daylight saving), so wall-clock ↔ instant is a fixed shift. */
const IST_OFFSET_MS = 330 * 60_000;
const MINUTE_MS = 60_000;

/** What slot generation needs of a provider's settings. */
export interface Schedule {
  slotMinutes: number;
  seatsPerSlot: number;
  /** The last bookable day is today + horizonDays (India days). */
  horizonDays: number;
  /** Booking (and cancelling) closes this many minutes before a slot starts. */
  cutoffMinutes: number;
  weekly: WeeklyHours;
  daysOff: readonly string[];
}

export interface SlotTime {
  start: Date;
  end: Date;
}

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The instant of an India wall-clock time: `minutes` after midnight of `date` (YYYY-MM-DD). */
export const istInstant = (date: string, minutes: number): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS + minutes * MINUTE_MS);

export { istIso };

/** HH:MM of an instant on India's wall clock. */
export const istClock = (at: Date): string => istIso(at).slice(11, 16);

/** The India day of an instant, YYYY-MM-DD. */
export const istDate = (at: Date): string => kolkataDate(at);

export const weekdayOf = (date: string): Weekday =>
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] as Weekday;

/**
 * Every slot the weekly hours give on `date`, ignoring days off and the clock: each interval is cut
 * into whole slots from its start; a tail shorter than a slot is not offered. An interval ending
 * '24:00' ends at the next midnight.
 */
export function slotsOfDate(schedule: Pick<Schedule, 'slotMinutes' | 'weekly'>, date: string): SlotTime[] {
  const slots: SlotTime[] = [];
  const intervals = [...(schedule.weekly[weekdayOf(date)] ?? [])].sort((a, b) => minutesOf(a[0]) - minutesOf(b[0]));
  for (const [from, to] of intervals) {
    const end = minutesOf(to);
    for (let m = minutesOf(from); m + schedule.slotMinutes <= end; m += schedule.slotMinutes) {
      slots.push({ start: istInstant(date, m), end: istInstant(date, m + schedule.slotMinutes) });
    }
  }
  return slots;
}

/**
 * The slot of `date` (start's India day) that `slotsOfDate` lists with this start, if any: worked
 * out from the hours rather than by listing the day's slots, which a booking would otherwise do.
 */
function slotStartingAt(
  schedule: Pick<Schedule, 'slotMinutes' | 'weekly'>,
  date: string,
  start: Date,
): SlotTime | undefined {
  const minute = (start.getTime() - istInstant(date, 0).getTime()) / MINUTE_MS;
  for (const [from, to] of schedule.weekly[weekdayOf(date)] ?? []) {
    const first = minutesOf(from);
    if (
      minute >= first &&
      (minute - first) % schedule.slotMinutes === 0 &&
      minute + schedule.slotMinutes <= minutesOf(to)
    ) {
      return { start: istInstant(date, minute), end: istInstant(date, minute + schedule.slotMinutes) };
    }
  }
  return undefined;
}

/** Whether `date` can be booked at all at `now`: not a day off, not past, within the horizon. */
export function isBookableDate(schedule: Schedule, date: string, now: Date): boolean {
  const today = istDate(now);
  return !schedule.daysOff.includes(date) && date >= today && date <= addDays(today, schedule.horizonDays);
}

/** Whether a slot starting at `start` is still open for booking at `now` (not past its cutoff). */
export const beforeCutoff = (schedule: Pick<Schedule, 'cutoffMinutes'>, start: Date, now: Date): boolean =>
  start.getTime() - schedule.cutoffMinutes * MINUTE_MS > now.getTime();

/**
 * The slots of `date` as the public answer gives them: the day's slots that can still be booked, with
 * the seats still free (0 for a full one). A slot that has started or whose cutoff has passed is left
 * out: it is neither free nor full, just over. A day off, a past day or a day beyond the horizon has
 * none. `taken(start)` counts the seats held.
 */
export function slotsOn(schedule: Schedule, date: string, now: Date, taken: (start: Date) => number): Slot[] {
  if (!isBookableDate(schedule, date, now)) return [];
  return slotsOfDate(schedule, date)
    .filter(({ start }) => beforeCutoff(schedule, start, now))
    .map(({ start, end }) => ({
      start: istIso(start),
      end: istIso(end),
      seats_left: Math.max(0, schedule.seatsPerSlot - taken(start)),
    }));
}

/**
 * Why a booking for `start` is refused by the schedule (a 409 sentence), or the slot it books.
 * Seats are counted elsewhere, under the slot's lock.
 */
export function checkSlot(schedule: Schedule, start: Date, now: Date): { refusal: string } | { slot: SlotTime } {
  const date = istDate(start);
  const slot = slotStartingAt(schedule, date, start);
  if (!slot) return { refusal: APPOINTMENT_MESSAGES.slotNotOffered };
  if (schedule.daysOff.includes(date)) return { refusal: APPOINTMENT_MESSAGES.dayOff };
  if (start.getTime() <= now.getTime()) return { refusal: APPOINTMENT_MESSAGES.slotInPast };
  if (date > addDays(istDate(now), schedule.horizonDays)) return { refusal: APPOINTMENT_MESSAGES.beyondHorizon };
  if (!beforeCutoff(schedule, start, now)) return { refusal: APPOINTMENT_MESSAGES.pastCutoff };
  return { slot };
}

/** Whether a booked slot still lies inside the hours (the schedule may have changed since). */
export const insideHours = (schedule: Pick<Schedule, 'slotMinutes' | 'weekly'>, start: Date, end: Date): boolean =>
  slotsOfDate(schedule, istDate(start)).some(
    (s) => s.start.getTime() === start.getTime() && s.end.getTime() === end.getTime(),
  );
