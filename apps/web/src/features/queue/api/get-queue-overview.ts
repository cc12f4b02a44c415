import { QUEUE_POLL_MS } from '@kataar/shared/queue-messages';
import type { QueueOverview } from '@kataar/shared/queue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

/** Per user: the position in the answer is the caller's, so a login or logout is another entry. */
export const queueOverviewKey = (username: string, userId: string | null) =>
  ['queue', 'overview', username, userId ?? 'anonymous'] as const;

export const getQueueOverview = (username: string, signal?: AbortSignal): Promise<QueueOverview> =>
  api
    .get<DataEnvelope<QueueOverview>>(`/queue/${encodeURIComponent(username)}/overview/`, {
      signal,
      promptLogin: false,
    })
    .then((body) => body.data);

export const queueOverviewQueryOptions = (username: string, userId: string | null, live: boolean) =>
  queryOptions({
    queryKey: queueOverviewKey(username, userId),
    queryFn: ({ signal }) => getQueueOverview(username, signal),
    // The live stream keeps it fresh; without it, the spec's 5-second polling.
    refetchInterval: live ? false : QUEUE_POLL_MS,
    staleTime: live ? Infinity : 0,
  });

export const useQueueOverview = (username: string, userId: string | null, live: boolean) =>
  useQuery(queueOverviewQueryOptions(username, userId, live));
