import { QUEUE_POLL_MS, type CalledEntry } from '@kataar/shared/queue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import { DESK_KEYS } from './keys';

/** GET /queue/called/: people a desk called in the last 30 minutes, newest first. */
export const getCalledEntries = (deskId: number | undefined, signal?: AbortSignal): Promise<CalledEntry[]> =>
  api
    .get<DataEnvelope<CalledEntry[]>>('/queue/called/', { signal, query: { desk_id: deskId } })
    .then((body) => body.data);

/**
 * Refetched on every event of the live stream and polled while it is down; also once a minute
 * while live, so people called more than 30 minutes ago drop off without any change in the queue.
 */
export const calledEntriesQueryOptions = (live: boolean, deskId: number | undefined, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: DESK_KEYS.calledAt(deskId),
    queryFn: ({ signal }) => getCalledEntries(deskId, signal),
    refetchInterval: live ? 60_000 : QUEUE_POLL_MS,
    staleTime: 0,
  });

export const useCalledEntries = (live: boolean, deskId: number | undefined, enabled = true) =>
  useQuery(calledEntriesQueryOptions(live, deskId, enabled));
