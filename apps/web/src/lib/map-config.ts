import type { MapConfig } from '@kataar/shared/geo-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from './api';

/** Where maps take their tiles from (the server's MAP_TILE_URL) and the credit to show. */
export const getMapConfig = (signal?: AbortSignal) =>
  api.get<DataEnvelope<MapConfig>>('/map/config/', { signal, auth: false }).then((body) => body.data);

export const mapConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['map', 'config'],
    queryFn: ({ signal }) => getMapConfig(signal),
    // Server configuration: it changes only with a redeploy.
    staleTime: Infinity,
  });

export const useMapConfig = () => useQuery(mapConfigQueryOptions());

/** One tile's URL from the template ({s} takes the first subdomain, as Leaflet's default does). */
export const tileUrl = (template: string, z: number, x: number, y: number): string =>
  template.replace('{s}', 'a').replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
