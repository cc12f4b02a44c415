import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from './api';

/**
 * GET /provider/cities: the cities with listed providers, spelled as listed. In lib because the city
 * picker offers them and a listing checks a linked city against them.
 */
export const getCities = (signal?: AbortSignal): Promise<string[]> =>
  api.get<DataEnvelope<string[]>>('/provider/cities', { signal }).then((body) => body.data);

export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: ['provider', 'cities'],
    queryFn: ({ signal }) => getCities(signal),
    // The city list changes only when a provider in a new city is approved.
    staleTime: 10 * 60_000,
  });

export const useCities = (enabled = true) => useQuery({ ...citiesQueryOptions(), enabled });
