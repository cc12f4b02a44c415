import type { IndustrySlug } from '@kataar/shared/categories';
import type { GeoPoint } from '@kataar/shared/geo';
import type { ListingSort } from '@kataar/shared/listing';
import type { ProviderCard } from '@kataar/shared/provider';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

export interface ListingFilters {
  q?: string;
  sort?: ListingSort;
  openNow?: boolean;
  maxPrice?: number;
  /** Only providers within this many kilometres of `point`. */
  withinKm?: number;
}

export interface ListingRequest extends ListingFilters {
  industry: IndustrySlug;
  city: string;
  /** A category slug, or `all` for the whole industry. */
  category: string;
  /** The visitor's point: cards then carry distance_km, and `nearest` is the default sort. */
  point?: GeoPoint | null;
}

export const getProviders = (request: ListingRequest, signal?: AbortSignal): Promise<ProviderCard[]> =>
  api
    .get<DataEnvelope<ProviderCard[]>>(
      `/provider/${encodeURIComponent(request.city)}/${encodeURIComponent(request.category)}/`,
      {
        signal,
        // The industry always travels: Trichologist exists in both industries.
        query: {
          industry: request.industry,
          q: request.q,
          // With a point and no chosen sort, nearest first.
          sort: request.sort ?? (request.point ? 'nearest' : undefined),
          lat: request.point?.lat,
          lng: request.point?.lng,
          radius_km: request.point ? request.withinKm : undefined,
          open_now: request.openNow ? 'true' : undefined,
          max_price: request.maxPrice,
        },
      },
    )
    .then((body) => body.data);

export const providersQueryOptions = (request: ListingRequest) =>
  queryOptions({
    queryKey: [
      'provider',
      'list',
      request.industry,
      request.city.toLowerCase(),
      request.category,
      { q: request.q, sort: request.sort, openNow: request.openNow, maxPrice: request.maxPrice },
      request.point ? { point: request.point, withinKm: request.withinKm } : null,
    ],
    queryFn: ({ signal }) => getProviders(request, signal),
  });

export const useProviders = (request: ListingRequest, enabled: boolean) =>
  useQuery({ ...providersQueryOptions(request), enabled });
