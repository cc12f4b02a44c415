/**
 * Geography without zod, so the web app's listing chunk can format distances and offer the radius
 * choices without pulling the validator in. The zod schemas in geo-schema.ts build on these.
 */

/** A point on the map in degrees (WGS 84, as the Geolocation API and OpenStreetMap use). */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * A box around India, its islands included. A point outside it is a typo or a swapped pair, never
 * a customer or a provider of this product, so the API refuses it rather than answer with
 * "nothing near you".
 */
export const INDIA_BOUNDS = { minLat: 6, maxLat: 37.5, minLng: 68, maxLng: 97.5 } as const;

export const isInIndia = (p: GeoPoint): boolean =>
  p.lat >= INDIA_BOUNDS.minLat &&
  p.lat <= INDIA_BOUNDS.maxLat &&
  p.lng >= INDIA_BOUNDS.minLng &&
  p.lng <= INDIA_BOUNDS.maxLng;

/** The "Within" choices of the listing's filter, in kilometres. */
export const NEAR_RADII_KM = [2, 5, 10] as const;

export const NEAR_LIMITS = {
  /** Widest radius the near endpoint searches; a city fits in it. */
  maxRadiusKm: 50,
  defaultLimit: 50,
  maxLimit: 200,
} as const;

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine; the Earth as a sphere of mean radius). */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "850 m" under a kilometre, "2.4 km" under a hundred, "120 km" beyond. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  if (km < 100) return `${km.toFixed(1)} km`;
  return `${Math.round(km)} km`;
}

/** A Google Maps directions link to the point; it opens the app on phones that have it. */
export const directionsUrl = (p: GeoPoint): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${p.lat},${p.lng}`;
