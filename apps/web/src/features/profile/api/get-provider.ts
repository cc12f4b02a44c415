import type { ProviderDesks } from '@kataar/shared/desk-line';
import type { ProviderPublic } from '@kataar/shared/provider';

/** The profile with its desks and services (a server-drawn first screen may lack the latter). */
export type ProviderProfile = ProviderPublic & Partial<ProviderDesks>;
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

export const getProvider = (username: string, signal?: AbortSignal): Promise<ProviderProfile> =>
  api
    .get<DataEnvelope<ProviderProfile>>(`/provider/${encodeURIComponent(username)}`, { signal })
    .then((body) => body.data);

export const providerQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['provider', 'detail', username],
    queryFn: ({ signal }) => getProvider(username, signal),
  });

export const useProvider = (username: string) => useQuery(providerQueryOptions(username));
