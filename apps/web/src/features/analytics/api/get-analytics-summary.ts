import type { AnalyticsRange, AnalyticsSummary } from '@kataar/shared/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

/** GET /analytics/summary/: the caller's business over a range of days in India, both ends included. */
export const getAnalyticsSummary = (range: AnalyticsRange, signal?: AbortSignal): Promise<AnalyticsSummary> =>
  api
    .get<DataEnvelope<AnalyticsSummary>>('/analytics/summary/', { query: { from: range.from, to: range.to }, signal })
    .then((body) => body.data);

export const analyticsSummaryQueryOptions = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: ['analytics', 'summary', range.from, range.to],
    queryFn: ({ signal }) => getAnalyticsSummary(range, signal),
  });

/** Keeps the last range's figures on screen while another range loads, so the tiles do not blink. */
export const useAnalyticsSummary = (range: AnalyticsRange) =>
  useQuery({ ...analyticsSummaryQueryOptions(range), placeholderData: keepPreviousData });
