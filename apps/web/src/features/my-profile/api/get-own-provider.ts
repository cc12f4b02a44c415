import type { ProviderOwn } from '@kataar/shared/queue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

export const OWN_PROVIDER_KEY = ['provider', 'me'] as const;

/** GET /provider/me/: the caller's own provider (public fields plus location). */
export const getOwnProvider = (signal?: AbortSignal): Promise<ProviderOwn> =>
  api.get<DataEnvelope<ProviderOwn>>('/provider/me/', { signal }).then((body) => body.data);

export const ownProviderQueryOptions = () =>
  queryOptions({ queryKey: OWN_PROVIDER_KEY, queryFn: ({ signal }) => getOwnProvider(signal) });

export const useOwnProvider = () => useQuery(ownProviderQueryOptions());
