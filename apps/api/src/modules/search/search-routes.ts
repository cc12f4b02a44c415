import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchQuerySchema, searchResultSchema } from '@kataar/shared/provider';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/openapi';
import { prepareSearch, search } from './search-service';

export const searchRoutes: FastifyPluginAsync<AppContext> = async (app, { providers }) => {
  prepareSearch(providers);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Header search over provider names and categories',
        description:
          'Understands phrases such as "dentist near me", "dentist in bombay" and "koramangala": a city or ' +
          'locality in the words wins over the given city; everyday words in English, Hindi or Hindi in Latin ' +
          'letters name categories ("teeth", "दांत", "daant"); names match in either script and spelling ' +
          '("शर्मा" and "sarma" find Sharma); a slip or two is forgiven. Matches in the city come first, name ' +
          'matches elsewhere in in_other_cities.',
        querystring: searchQuerySchema,
        response: { 200: z.object({ data: searchResultSchema }), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { q, city, lat, lng } = request.query;
      const point = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      return { data: search(providers, q, city, point) };
    },
  );
};
