import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

/** `authConfigSchema` of @kataar/shared/auth. */
export interface AuthConfig {
  google_client_id: string | null;
}

/** Which sign-in methods the server offers: Google only when it has a client id. */
export const getAuthConfig = (signal?: AbortSignal) =>
  api.get<DataEnvelope<AuthConfig>>('/auth/config/', { signal, auth: false }).then((body) => body.data);

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    // Server configuration: it changes only with a redeploy.
    staleTime: Infinity,
  });

export const useAuthConfig = () => useQuery(authConfigQueryOptions());
