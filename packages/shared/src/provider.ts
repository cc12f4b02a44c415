import { z } from 'zod';
import { INDUSTRIES, INDUSTRY_SLUGS } from './categories';
import { GEO_MESSAGES } from './geo-messages';
import { bothOrNeither, optionalPointQuery } from './geo-schema';
import { LISTING_SORTS } from './listing';
import { text } from './text';

/** Public fields shown on a listing card (spec: listing reads these plus speciality). */
export const providerCardSchema = z.object({
  username: z.string(),
  business_name: z.string(),
  industry: z.enum(INDUSTRIES),
  category: z.string(),
  speciality: z.string(),
  city: z.string(),
  state: z.string(),
  area: z.string(),
  is_open: z.boolean(),
  profile_photo: z.string().nullable(),
  base_pricing: z.number().nullable(),
  /** Where the premises are; null until known (a PIN code without a position). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Kilometres from the point the listing was asked about; only when one was sent. */
  distance_km: z.number().nullable().optional(),
});
export type ProviderCard = z.infer<typeof providerCardSchema>;

/** Every public field of the spec's Provider (public), plus speciality and area. */
export const providerPublicSchema = providerCardSchema.extend({
  display_photo_1: z.string().nullable(),
  display_photo_2: z.string().nullable(),
  display_photo_3: z.string().nullable(),
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  pincode: z.string(),
  business_contact: z.string(),
  business_email: z.string().nullable(),
});
export type ProviderPublic = z.infer<typeof providerPublicSchema>;

/** Query values of GET /provider/{city}/{category}/; the web app builds the same object. */
export const listingQuerySchema = z
  .object({
    industry: z.enum(INDUSTRY_SLUGS).optional(),
    q: text({ max: 100 }).optional(),
    sort: z.enum(LISTING_SORTS).optional(),
    open_now: z.enum(['true', 'false']).optional(),
    max_price: z.coerce.number().int().min(0).max(10_000_000).optional(),
    ...optionalPointQuery,
  })
  .refine(bothOrNeither, { message: GEO_MESSAGES.pointIncomplete, path: ['lat'] });
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const MAX_SEARCH_RESULTS = 8;
/** Matches outside the searched city, listed after the city's own. */
export const MAX_OTHER_CITY_RESULTS = 5;
export const searchQuerySchema = z
  .object({
    q: text({ max: 100 }).min(2, 'Type at least 2 characters to search.'),
    city: text({ max: 80 }).optional(),
    /** The visitor's point ("dentist near me"): matches in the city come nearest first, with distance_km. */
    lat: optionalPointQuery.lat,
    lng: optionalPointQuery.lng,
  })
  .refine(bothOrNeither, { message: GEO_MESSAGES.pointIncomplete, path: ['lat'] });

export const categoryHitSchema = z.object({
  industry: z.enum(INDUSTRY_SLUGS),
  slug: z.string(),
  label: z.string(),
});
export const searchResultSchema = z.object({
  /** Categories the words name ("dentist near me" → Dentist), to open as listings in `city`. */
  categories: z.array(categoryHitSchema),
  /** Matches in `city`; matches anywhere when `city` is null. */
  providers: z.array(providerCardSchema),
  /** Matches outside `city`, each naming its own city, for an "In other cities" group. */
  in_other_cities: z.array(providerCardSchema),
  /**
   * The city searched: one named in the words ("dentist in bombay" → Mumbai, or a locality's city)
   * wins over the visitor's city; null when neither is known.
   */
  city: z.string().nullable(),
  /** The locality named in the words ("koramangala"), whose providers come first. */
  locality: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const waitlistBodySchema = z.object({
  email: z.email('Please enter a valid email address').max(254),
});
