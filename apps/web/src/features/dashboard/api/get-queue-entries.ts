import { QUEUE_POLL_MS, type QueueEntry } from '@kataar/shared/queue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import { DESK_KEYS } from './keys';

/** GET /queue/entries/: a desk's waiting list, first in line first (no desk: the server's default). */
export const getQueueEntries = (deskId: number | undefined, signal?: AbortSignal): Promise<QueueEntry[]> =>
  api
    .get<DataEnvelope<QueueEntry[]>>('/queue/entries/', { signal, query: { desk_id: deskId } })
    .then((body) => body.data);

/** Refetched on every event of the live stream; polled every 5 s while the stream is down. */
export const queueEntriesQueryOptions = (live: boolean, deskId: number | undefined, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: DESK_KEYS.entriesAt(deskId),
    queryFn: ({ signal }) => getQueueEntries(deskId, signal),
    refetchInterval: live ? false : QUEUE_POLL_MS,
    staleTime: 0,
  });

export const useQueueEntries = (live: boolean, deskId: number | undefined, enabled = true) =>
  useQuery(queueEntriesQueryOptions(live, deskId, enabled));
