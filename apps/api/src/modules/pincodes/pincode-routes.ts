import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PINCODE_MESSAGES, pincodeAnswerSchema, type PincodeInfo } from '@kataar/shared/pincode';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import { findPincode, type PincodeRow } from './pincode-queries';

/** The city a PIN code's district stands for: Delhi's eleven districts are one city. */
const cityOf = (row: PincodeRow) => (row.state === 'Delhi' ? 'Delhi' : row.district);

const toInfo = (row: PincodeRow): PincodeInfo => ({
  pincode: row.pincode,
  city: cityOf(row),
  district: row.district,
  state: row.state,
  places: row.places,
  lat: row.lat,
  lng: row.lng,
});

/** GET /pincode/{pin}: our own offline lookup (GeoNames data) instead of a public postal service. */
export const pincodeRoutes: FastifyPluginAsync<AppContext> = async (app, { database }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/pincode/:pin',
    {
      schema: {
        tags: ['pincodes'],
        summary: 'District, state and localities of an Indian PIN code',
        description:
          'Offline data from GeoNames (CC BY 4.0). `city` is the district (Delhi for every Delhi district), `places` the post-office localities.',
        params: z.object({ pin: z.string().regex(/^\d{6}$/, PINCODE_MESSAGES.invalid) }),
        response: { 200: pincodeAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await findPincode(database.db, request.params.pin);
      if (!row) throw new NotFound(PINCODE_MESSAGES.notFound);
      // PIN codes do not move; let browsers and proxies keep answers for a day.
      reply.header('cache-control', 'public, max-age=86400');
      return { data: toInfo(row) };
    },
  );
};
