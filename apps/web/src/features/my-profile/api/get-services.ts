import type { Service } from '@kataar/shared/desks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

export const SERVICES_KEY = ['services'] as const;

/** GET /provider/services/: what the business offers. Owner and managers only. */
export const getServices = (signal?: AbortSignal): Promise<Service[]> =>
  api.get<DataEnvelope<Service[]>>('/provider/services/', { signal }).then((body) => body.data);

export const useServices = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: SERVICES_KEY, queryFn: ({ signal }) => getServices(signal), enabled }));
