import type { AnalyticsHourCount } from '@kataar/shared/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

/** GET /analytics/hourly/: arrivals by hour of the day (India) over the last 30 days, 24 rows. */
export const getAnalyticsHourly = (signal?: AbortSignal): Promise<AnalyticsHourCount[]> =>
  api.get<DataEnvelope<AnalyticsHourCount[]>>('/analytics/hourly/', { signal }).then((body) => body.data);

export const analyticsHourlyQueryOptions = () =>
  queryOptions({ queryKey: ['analytics', 'hourly'], queryFn: ({ signal }) => getAnalyticsHourly(signal) });

export const useAnalyticsHourly = () => useQuery(analyticsHourlyQueryOptions());
