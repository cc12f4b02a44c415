import type { ProviderDesks } from '@kataar/shared/desk-line';
import type { ProviderPublic } from '@kataar/shared/provider';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

type ProfileWithDesks = ProviderPublic & Partial<ProviderDesks>;

/** The public profile's cache key: the profile page shares the entry, and the switch refreshes it. */
export const deskLinesKey = (username: string) => ['provider', 'detail', username] as const;

/**
 * The provider's desks and services, from the public profile (GET /provider/{username}): the one
 * answer every member may read, with each desk's line (`waiting`) besides.
 */
export const deskLinesQueryOptions = (username: string) =>
  queryOptions({
    queryKey: deskLinesKey(username),
    queryFn: ({ signal }) =>
      api
        .get<DataEnvelope<ProfileWithDesks>>(`/provider/${encodeURIComponent(username)}`, { signal })
        .then((body) => body.data),
    select: (profile): ProviderDesks => ({ desks: profile.desks ?? [], services: profile.services ?? [] }),
  });

export const useDeskLines = (username: string | undefined) =>
  useQuery({ ...deskLinesQueryOptions(username ?? ''), enabled: username !== undefined });
