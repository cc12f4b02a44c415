import type { QueueOverview } from './queue';

/**
 * For the tests of both apps: a queue's overview as the API answers it, open, running and empty,
 * with the caller not in it; `fields` change it.
 */
export const overviewOf = (fields: Partial<QueueOverview> = {}): QueueOverview => ({
  count: 0,
  position: null,
  eta_minutes: null,
  token: null,
  is_open: true,
  queue_status: true,
  last_entry: null,
  rejoin_until: null,
  ...fields,
});
