import type { Slot } from '@kataar/shared/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

export const slotsKey = (username: string, date: string) => ['appointments', 'slots', username, date] as const;

/** GET /provider/{username}/slots/?date=: the day's slots with the seats still free (public). */
export const slotsQueryOptions = (username: string, date: string) =>
  queryOptions({
    queryKey: slotsKey(username, date),
    queryFn: ({ signal }) =>
      api
        .get<DataEnvelope<Slot[]>>(`/provider/${encodeURIComponent(username)}/slots/`, {
          query: { date },
          signal,
          auth: false,
        })
        .then((body) => body.data),
    // Seats go fast: a short freshness, and a refetch when the person comes back to the tab.
    staleTime: 15_000,
  });

export const useSlots = (username: string, date: string) => useQuery(slotsQueryOptions(username, date));
