/**
 * Cache keys of the provider's desk; every mutation invalidates the ones it changes. The waiting
 * list and the Called list are a desk's: `entriesAt`/`calledAt` keep each desk's apart (undefined:
 * the server's default desk, for a provider with one), and `entries`/`called` match them all.
 */
export const DESK_KEYS = {
  entries: ['queue', 'entries'] as const,
  entriesAt: (deskId: number | undefined) => ['queue', 'entries', deskId ?? 'default'] as const,
  called: ['queue', 'called'] as const,
  calledAt: (deskId: number | undefined) => ['queue', 'called', deskId ?? 'default'] as const,
  status: ['queue', 'status'] as const,
  analyticsToday: ['analytics', 'summary', 'today'] as const,
};
