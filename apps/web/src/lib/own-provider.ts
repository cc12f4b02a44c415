import type { ProviderOwn } from '@kataar/shared/queue';
import { queryOptions } from '@tanstack/react-query';
import { api, type DataEnvelope } from './api';

/**
 * GET /provider/me/: the signed-in provider's own business. In lib because the dashboard and the
 * profile editor both read it, and the availability switch writes it: one cache entry for both.
 */
export const OWN_PROVIDER_KEY = ['provider', 'me'] as const;

export const getOwnProvider = (signal?: AbortSignal): Promise<ProviderOwn> =>
  api.get<DataEnvelope<ProviderOwn>>('/provider/me/', { signal }).then((body) => body.data);

export const ownProviderQueryOptions = () =>
  queryOptions({ queryKey: OWN_PROVIDER_KEY, queryFn: ({ signal }) => getOwnProvider(signal) });
