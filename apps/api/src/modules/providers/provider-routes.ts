import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_CATEGORIES_SLUG, CATEGORIES, industryBySlug, type Industry } from '@kataar/shared/categories';
import { nearQuerySchema } from '@kataar/shared/geo-schema';
import { MESSAGES } from '@kataar/shared/messages';
import { providerBookingInfoSchema } from '@kataar/shared/appointments';
import { providerDesksShape } from '@kataar/shared/desk-line';
import { listingQuerySchema, providerCardSchema, providerPublicSchema } from '@kataar/shared/provider';
import { text } from '@kataar/shared/text';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';

// Path words are looked up, so they are text like any other: no control characters reach a query.
const cityParam = text({ max: 80 }).min(1);

function resolveCategory(slug: string, industry: Industry | undefined): string | undefined {
  if (slug.toLowerCase() === ALL_CATEGORIES_SLUG) return undefined;
  const found = CATEGORIES.find((c) => c.slug === slug.toLowerCase() && (!industry || c.industry === industry));
  if (!found) throw new NotFound(MESSAGES.categoryNotFound);
  return found.value;
}

const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

export const providerRoutes: FastifyPluginAsync<AppContext> = async (app, { providers, appointments, queues }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/provider/cities',
    {
      schema: {
        tags: ['providers'],
        summary: 'Cities that have listed providers, sorted',
        response: { 200: z.object({ data: z.array(z.string()) }) },
      },
    },
    async () => ({ data: providers.cities() }),
  );

  r.get(
    '/provider/near/',
    {
      schema: {
        tags: ['providers'],
        summary: 'Providers nearest a point, with their distance',
        description:
          'Nearest first, each with `distance_km`. `lat`/`lng` must lie inside India. Without `radius_km` every listed provider is a candidate (the nearest anywhere). `category` is a slug or `all`. The point is used for this answer only: it is never stored, and the request log drops it.',
        querystring: nearQuerySchema,
        response: { 200: z.object({ data: z.array(providerCardSchema) }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const industry = q.industry ? industryBySlug[q.industry] : undefined;
      const json = providers.nearJson({
        point: { lat: q.lat, lng: q.lng },
        radiusKm: q.radius_km,
        industry,
        category: q.category ? resolveCategory(q.category, industry) : undefined,
        openNow: q.open_now === 'true',
        limit: q.limit,
      });
      return sendJson(reply, json);
    },
  );

  r.get(
    '/provider/:city/:category/',
    {
      schema: {
        tags: ['providers'],
        summary: 'Providers of a category (or `all`) in a city',
        description:
          'City matches case-insensitively; category is a slug of the category table or `all`. `industry` narrows categories that exist in both industries (Trichologist).',
        params: z.object({ city: cityParam, category: text({ max: 60 }).min(1) }),
        querystring: listingQuerySchema,
        response: { 200: z.object({ data: z.array(providerCardSchema) }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { city, category: slug } = request.params;
      const query = request.query;
      const industry = query.industry ? industryBySlug[query.industry] : undefined;
      const category = resolveCategory(slug, industry);
      const filter = {
        city,
        industry,
        category,
        q: query.q,
        sort: query.sort,
        openNow: query.open_now === 'true',
        maxPrice: query.max_price,
      };
      // Answers about a point are not cached: every customer stands somewhere else.
      if (query.lat !== undefined && query.lng !== undefined) {
        const point = { lat: query.lat, lng: query.lng };
        return sendJson(
          reply,
          JSON.stringify({ data: providers.list({ ...filter, point, radiusKm: query.radius_km }) }),
        );
      }
      const key = JSON.stringify([
        city.toLowerCase(),
        industry,
        category,
        query.q,
        query.sort,
        query.open_now,
        query.max_price,
      ]);
      let json = providers.responseCache.get(key);
      if (json === undefined) {
        json = JSON.stringify({ data: providers.list(filter) });
        providers.responseCache.set(key, json);
      }
      return sendJson(reply, json);
    },
  );

  r.get(
    '/provider/:username',
    {
      schema: {
        tags: ['providers'],
        summary: 'A provider’s public profile',
        description:
          'With its desks (`desks`: each with its line’s `waiting`, `eta_minutes` and `now_serving`) and `services`, and with what a booking needs: `takes_bookings`, `payment` (null when not taking bookings), `booking_fee` (rupees due in advance; null when paid at the visit), and `razorpay_key_id` with `razorpay_checkout_url` (null unless the server has Razorpay keys and the provider takes payment by Razorpay), and `horizon_days` (how many days ahead people may book).',
        params: z.object({ username: text({ max: 60 }).min(1) }),
        response: {
          200: z.object({
            data: providerPublicSchema.extend(providerBookingInfoSchema.shape).extend(providerDesksShape),
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const id = providers.idOf(request.params.username);
      const provider = id === undefined ? undefined : providers.findById(id);
      if (id === undefined || !provider) throw new NotFound(MESSAGES.providerNotFound);
      const key = `profile:${id}`;
      let json = providers.responseCache.get(key);
      if (json === undefined) {
        // Without its closing brace, so the booking facts (which change apart from the profile) follow.
        json = JSON.stringify(provider).slice(0, -1);
        providers.responseCache.set(key, json);
      }
      const booking = JSON.stringify(appointments.bookingInfo(id, provider.base_pricing)).slice(1);
      // The desks' lines change with every join and call: the queue's memory holds them, serialised.
      const desks = (await queues.getById(id))?.desksJson ?? '"desks":[],"services":[]';
      return sendJson(reply, `{"data":${json},${desks},${booking}}`);
    },
  );
};
