import type { GeoPoint } from '@kataar/shared/geo';
import type { PincodeInfo } from '@kataar/shared/pincode';
import type { ProviderCard } from '@kataar/shared/provider';
import { api, type DataEnvelope } from '../../../lib/api';

/** The city of the listed provider nearest the point (the nearest listed city), or null when none is listed. */
export const nearestCity = (point: GeoPoint): Promise<string | null> =>
  api
    .get<DataEnvelope<ProviderCard[]>>('/provider/near/', {
      query: { lat: point.lat, lng: point.lng, limit: 1 },
      auth: false,
    })
    .then((body) => body.data[0]?.city ?? null);

/** The PIN code's centroid, or null when the lookup has no position for it. */
export const pincodePoint = (pin: string): Promise<GeoPoint | null> =>
  api
    .get<DataEnvelope<PincodeInfo>>(`/pincode/${encodeURIComponent(pin)}`, { auth: false })
    .then(({ data }) => (data.lat !== null && data.lng !== null ? { lat: data.lat, lng: data.lng } : null));
