import type { QueueOverview } from './queue';
import { ENDED_ENTRY_STATUSES } from './queue-messages';

/*
 * The shape checks a provider's page runs on its live stream, without the validation library: the
 * page opens the stream as soon as it loads, and the library would add some 25 KB (gzip) to a
 * phone's first download of it for these two checks alone. They accept exactly what
 * `queueOverviewSchema` and `streamTokenAnswerSchema` (queue.ts) accept; queue-overview-guard.test.ts
 * holds them to it, so a field added to the schema without its check here fails that test.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown): value is number => Number.isSafeInteger(value);
const isToken = (value: unknown): boolean => isWhole(value) && value >= 1;
const orNull = (check: (value: unknown) => boolean) => (value: unknown) => value === null || check(value);

function isLastEntry(value: unknown): boolean {
  return (
    isRecord(value) &&
    (ENDED_ENTRY_STATUSES as readonly unknown[]).includes(value.status) &&
    isToken(value.token) &&
    typeof value.at === 'string'
  );
}

const OVERVIEW_FIELDS: Record<keyof QueueOverview, (value: unknown) => boolean> = {
  count: isWhole,
  position: orNull(isWhole),
  eta_minutes: orNull(isWhole),
  token: orNull(isToken),
  is_open: (value) => typeof value === 'boolean',
  queue_status: (value) => typeof value === 'boolean',
  last_entry: orNull(isLastEntry),
  rejoin_until: orNull((value) => typeof value === 'string'),
};

/** An `overview` event of the live stream, as `queueOverviewSchema` would accept it. */
export function isQueueOverview(value: unknown): value is QueueOverview {
  return (
    isRecord(value) &&
    (Object.keys(OVERVIEW_FIELDS) as (keyof QueueOverview)[]).every((field) => OVERVIEW_FIELDS[field](value[field]))
  );
}

/** The token of a stream-token answer (`{ data: { token, expires_in } }`), or null when it is not one. */
export function streamTokenOf(answer: unknown): string | null {
  if (!isRecord(answer) || !isRecord(answer.data)) return null;
  const { token, expires_in: expiresIn } = answer.data;
  return typeof token === 'string' && isWhole(expiresIn) ? token : null;
}
