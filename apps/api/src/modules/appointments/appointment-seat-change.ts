import { randomBytes } from 'node:crypto';
import type { AppointmentRow } from './appointment-events';

/**
 * What one booking holds after a change: a seat for good (`'held'`), a seat until an advance-payment
 * hold expires (epoch ms), or nothing (cancelled, no-show, a hold that can no longer be paid).
 */
export type SeatHold = 'held' | number | null;

/** One booking's seat after a change, as every process's read model applies it. */
export interface SeatChange {
  id: string;
  /** Slot start, epoch ms. */
  start: number;
  hold: SeatHold;
  /** Unique per announcement, so the writer can wait until its own change is applied. */
  token: string;
}

/** An `appointments_changed` payload: a provider, and a day of it with one booking's seat when bookings changed. */
export interface AppointmentsChange {
  providerId: string;
  day?: string;
  seat?: SeatChange;
}

/** Tells this process's tokens from other processes'. */
const origin = randomBytes(6).toString('base64url');
let sequence = 0;

export const isOwnToken = (token: string) => token.startsWith(`${origin}.`);

export function seatHold(row: Pick<AppointmentRow, 'status' | 'holdExpiresAt'>): SeatHold {
  if (row.status === 'payment_pending' || row.status === 'confirmed' || row.status === 'checked_in') return 'held';
  if (row.status === 'awaiting_payment' && row.holdExpiresAt) return row.holdExpiresAt.getTime();
  return null;
}

/**
 * `<provider id> <India day> <booking id> <slot start ms> <held|expiry ms|none> <token>`: the day
 * lets live desks refetch it, the rest lets read models apply the change without a query. `day`
 * defaults to the booking's; a move to another day is announced on both days.
 */
export function seatChangePayload(
  row: Pick<AppointmentRow, 'providerId' | 'day' | 'id' | 'startAt' | 'status' | 'holdExpiresAt'>,
  day = row.day,
): string {
  const hold = seatHold(row);
  sequence += 1;
  const encoded = hold === null ? 'none' : String(hold);
  return `${row.providerId} ${day} ${row.id} ${row.startAt.getTime()} ${encoded} ${origin}.${sequence}`;
}

export function parseAppointmentsChange(payload: string): AppointmentsChange {
  const [providerId = payload, day, id, start, hold, token] = payload.split(' ');
  if (!day) return { providerId };
  if (!id || !start || !hold || !token) return { providerId, day };
  const seatHoldOf = hold === 'held' ? 'held' : hold === 'none' ? null : Number(hold);
  return { providerId, day, seat: { id, start: Number(start), hold: seatHoldOf, token } };
}
