/** Cache keys of the provider's desk; every mutation invalidates the ones it changes. */
export const DESK_KEYS = {
  entries: ['queue', 'entries'] as const,
  called: ['queue', 'called'] as const,
  status: ['queue', 'status'] as const,
  analyticsToday: ['analytics', 'summary', 'today'] as const,
};
