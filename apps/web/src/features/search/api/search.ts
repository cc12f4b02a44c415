import type { GeoPoint } from '@kataar/shared/geo';
import type { SearchResult } from '@kataar/shared/provider';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

/** The API refuses shorter queries with 400, so the box does not ask. */
export const MIN_SEARCH_LENGTH = 2;

/** With the visitor's point, "dentist near me" lists the city's matches nearest first. */
export const search = (q: string, city: string | null, point: GeoPoint | null, signal?: AbortSignal) =>
  api
    .get<DataEnvelope<SearchResult>>('/search', { query: { q, city, lat: point?.lat, lng: point?.lng }, signal })
    .then((body) => body.data);

export const searchQueryOptions = (q: string, city: string | null, point: GeoPoint | null = null) =>
  queryOptions({
    queryKey: ['search', q, city, point],
    queryFn: ({ signal }) => search(q, city, point, signal),
    staleTime: 60_000,
  });

export const useSearch = (q: string, city: string | null, point: GeoPoint | null = null) =>
  useQuery({
    ...searchQueryOptions(q, city, point),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    // Keep the last results on screen while the next keystroke's answer is on its way.
    placeholderData: keepPreviousData,
  });
