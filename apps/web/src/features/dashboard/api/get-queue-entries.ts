import { QUEUE_POLL_MS, type QueueEntry } from '@kataar/shared/queue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import { DESK_KEYS } from './keys';

/** GET /queue/entries/: the provider's waiting list, first in line first. */
export const getQueueEntries = (signal?: AbortSignal): Promise<QueueEntry[]> =>
  api.get<DataEnvelope<QueueEntry[]>>('/queue/entries/', { signal }).then((body) => body.data);

/** Refetched on every event of the live stream; polled every 5 s while the stream is down. */
export const queueEntriesQueryOptions = (live: boolean) =>
  queryOptions({
    queryKey: DESK_KEYS.entries,
    queryFn: ({ signal }) => getQueueEntries(signal),
    refetchInterval: live ? false : QUEUE_POLL_MS,
    staleTime: 0,
  });

export const useQueueEntries = (live: boolean) => useQuery(queueEntriesQueryOptions(live));
