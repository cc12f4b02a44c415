import type { AnalyticsDay } from '@kataar/shared/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

/** GET /analytics/daily/: the last 30 days in India, oldest first, days without visitors as zeros. */
export const getAnalyticsDaily = (signal?: AbortSignal): Promise<AnalyticsDay[]> =>
  api.get<DataEnvelope<AnalyticsDay[]>>('/analytics/daily/', { signal }).then((body) => body.data);

export const analyticsDailyQueryOptions = () =>
  queryOptions({ queryKey: ['analytics', 'daily'], queryFn: ({ signal }) => getAnalyticsDaily(signal) });

export const useAnalyticsDaily = () => useQuery(analyticsDailyQueryOptions());
