import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mapConfigAnswerSchema } from '@kataar/shared/geo-schema';
import type { AppContext } from '../../app-context';

/** GET /map/config/: where the web app's maps take their tiles from, as /auth/config/ does for sign-in. */
export const mapRoutes: FastifyPluginAsync<AppContext> = async (app, { config }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answer = { data: { tile_url: config.map.tileUrl, attribution: config.map.attribution } };
  r.get(
    '/map/config/',
    {
      schema: {
        tags: ['map'],
        summary: 'The map tile URL template and its attribution',
        response: { 200: mapConfigAnswerSchema },
      },
    },
    async () => answer,
  );
};
