import { addDays } from '@kataar/shared/analytics';
import type { Slot } from '@kataar/shared/appointments';
import { istDate } from './slot-schedule';

/** Days looked at from the taken slot's day on: the same day and the next two. */
const DAYS_AROUND = 3;

/**
 * The `count` bookable slots nearest in time to `start` (a slot someone lost), from its India day
 * and the two after, in time order. `slotsOf` answers a day's slots with their free seats (0 for a
 * full slot, one that has passed or one past its booking cutoff).
 */
export function nearestFreeSlots(slotsOf: (date: string) => Slot[], start: Date, count = 3): Slot[] {
  const day = istDate(start);
  const free: Slot[] = [];
  for (let i = 0; i < DAYS_AROUND; i++) free.push(...slotsOf(addDays(day, i)).filter((s) => s.seats_left > 0));
  const distance = (s: Slot) => Math.abs(Date.parse(s.start) - start.getTime());
  return free
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, count)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
