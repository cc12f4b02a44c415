import { QUEUE_POLL_MS } from '@kataar/shared/queue';
import type { AnalyticsSummary } from '@kataar/shared/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import { DESK_KEYS } from './keys';

/** GET /analytics/summary/ without a range: today, in India. */
export const getTodaySummary = (signal?: AbortSignal): Promise<AnalyticsSummary> =>
  api.get<DataEnvelope<AnalyticsSummary>>('/analytics/summary/', { signal }).then((body) => body.data);

/** Refetched with every change of the queue (stream event or desk action); polled while the stream is down. */
export const todaySummaryQueryOptions = (live: boolean) =>
  queryOptions({
    queryKey: DESK_KEYS.analyticsToday,
    queryFn: ({ signal }) => getTodaySummary(signal),
    refetchInterval: live ? false : QUEUE_POLL_MS,
    staleTime: 0,
  });

export const useTodaySummary = (live: boolean) => useQuery(todaySummaryQueryOptions(live));
