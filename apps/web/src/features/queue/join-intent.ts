import type { JoinQueueInput } from '@kataar/shared/queue';

/** A join asked for before logging in is picked up again only soon after. */
const INTENT_TTL_MS = 10 * 60_000;

interface JoinIntent {
  username: string;
  values: Partial<JoinQueueInput>;
  at: number;
}

let intent: JoinIntent | null = null;

/**
 * Remembers that someone pressed 'Join Queue' (and what they had typed) when the login popup
 * interrupted them, so the Join Queue modal opens again, filled in, once they have logged in.
 */
export function rememberJoinIntent(username: string, values: Partial<JoinQueueInput> = {}): void {
  intent = { username, values, at: Date.now() };
}

/** The values to reopen the modal with for this provider, once; null when there is no fresh intent. */
export function takeJoinIntent(username: string): Partial<JoinQueueInput> | null {
  if (!intent || intent.username !== username) return null;
  const { values, at } = intent;
  intent = null;
  return Date.now() - at <= INTENT_TTL_MS ? values : null;
}
