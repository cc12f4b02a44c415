import type { Desk } from '@kataar/shared/desks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

export const DESKS_KEY = ['desks'] as const;

/** GET /provider/desks/: the business's desks. Owner and managers only: others get 403. */
export const getDesks = (signal?: AbortSignal): Promise<Desk[]> =>
  api.get<DataEnvelope<Desk[]>>('/provider/desks/', { signal }).then((body) => body.data);

export const useDesks = () =>
  useQuery(queryOptions({ queryKey: DESKS_KEY, queryFn: ({ signal }) => getDesks(signal) }));
