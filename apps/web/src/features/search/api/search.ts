import type { SearchResult } from '@kataar/shared/provider';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

/** The API refuses shorter queries with 400, so the box does not ask. */
export const MIN_SEARCH_LENGTH = 2;

export const search = (q: string, city: string | null, signal?: AbortSignal): Promise<SearchResult> =>
  api.get<DataEnvelope<SearchResult>>('/search', { query: { q, city }, signal }).then((body) => body.data);

export const searchQueryOptions = (q: string, city: string | null) =>
  queryOptions({
    queryKey: ['search', q, city],
    queryFn: ({ signal }) => search(q, city, signal),
    staleTime: 60_000,
  });

export const useSearch = (q: string, city: string | null) =>
  useQuery({
    ...searchQueryOptions(q, city),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    // Keep the last results on screen while the next keystroke's answer is on its way.
    placeholderData: keepPreviousData,
  });
