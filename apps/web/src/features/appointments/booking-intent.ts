import type { JoinQueueInput } from '@kataar/shared/queue';

/** A booking asked for before logging in is picked up again only soon after. */
const INTENT_TTL_MS = 10 * 60_000;

export interface BookingIntent {
  /** The slot chosen before the login interrupted, if any. */
  start?: string;
  values?: Partial<JoinQueueInput>;
}

let intent: (BookingIntent & { username: string; at: number }) | null = null;

/**
 * Remembers that someone pressed 'Book appointment' (and how far they got) when the login popup
 * interrupted them, so the booking opens again where they left off once they have logged in.
 */
export function rememberBookingIntent(username: string, state: BookingIntent = {}): void {
  intent = { username, ...state, at: Date.now() };
}

/** The booking to reopen for this provider, once; null when there is no fresh intent. */
export function takeBookingIntent(username: string): BookingIntent | null {
  if (!intent || intent.username !== username) return null;
  const { start, values, at } = intent;
  intent = null;
  return Date.now() - at <= INTENT_TTL_MS ? { start, values } : null;
}
