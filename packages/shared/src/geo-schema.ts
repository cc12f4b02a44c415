import { z } from 'zod';
import { INDUSTRY_SLUGS } from './categories';
import { INDIA_BOUNDS as B, NEAR_LIMITS } from './geo';
import { GEO_MESSAGES as M } from './geo-messages';
import { text } from './text';

/**
 * A coordinate from a query string or a JSON body. Not a number (NaN, '', 'abc', Infinity) and
 * outside India both give the one message that says what is accepted.
 */
const coordinate = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).refine((n) => Number.isFinite(n) && n >= min && n <= max, message);

export const latitudeSchema = coordinate(B.minLat, B.maxLat, M.latitudeInvalid);
export const longitudeSchema = coordinate(B.minLng, B.maxLng, M.longitudeInvalid);

export const radiusKmSchema = z.coerce
  .number({ error: M.radiusInvalid })
  .refine((n) => Number.isFinite(n) && n >= 0.1 && n <= NEAR_LIMITS.maxRadiusKm, M.radiusInvalid);

/** Optional point of a listing query (both or neither), and a radius that needs the point. */
export const optionalPointQuery = {
  lat: latitudeSchema.optional(),
  lng: longitudeSchema.optional(),
  radius_km: radiusKmSchema.optional(),
};
type PointQuery = { lat?: number | undefined; lng?: number | undefined; radius_km?: number | undefined };
export const bothOrNeither = (q: PointQuery) =>
  (q.lat === undefined) === (q.lng === undefined) && (q.radius_km === undefined || q.lat !== undefined);

/** Query of GET /provider/near/: the customer's point, never stored or logged. */
export const nearQuerySchema = z.object({
  lat: latitudeSchema,
  lng: longitudeSchema,
  radius_km: radiusKmSchema.optional(),
  industry: z.enum(INDUSTRY_SLUGS).optional(),
  /** A category slug; `all` or absent lists every category. */
  category: text({ max: 60 }).optional(),
  open_now: z.enum(['true', 'false']).optional(),
  limit: z.coerce
    .number({ error: M.limitInvalid })
    .int(M.limitInvalid)
    .min(1, M.limitInvalid)
    .max(NEAR_LIMITS.maxLimit, M.limitInvalid)
    .default(NEAR_LIMITS.defaultLimit),
});
export type NearQuery = z.infer<typeof nearQuerySchema>;

/** The owner's refined position of the premises (PATCH /provider/update/ takes both or neither). */
export const providerPointSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });

/** Answer of GET /map/config/: the tiles the web app's maps show and their credit (HTML). */
export const mapConfigAnswerSchema = z.object({
  data: z.object({ tile_url: z.string(), attribution: z.string() }),
});
export type MapConfig = z.infer<typeof mapConfigAnswerSchema>['data'];
