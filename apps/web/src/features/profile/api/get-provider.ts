import type { ProviderPublic } from '@kataar/shared/provider';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

export const getProvider = (username: string, signal?: AbortSignal): Promise<ProviderPublic> =>
  api
    .get<DataEnvelope<ProviderPublic>>(`/provider/${encodeURIComponent(username)}`, { signal })
    .then((body) => body.data);

export const providerQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['provider', 'detail', username],
    queryFn: ({ signal }) => getProvider(username, signal),
  });

export const useProvider = (username: string) => useQuery(providerQueryOptions(username));
