import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appointmentDayQuerySchema, slotsAnswerSchema } from '@kataar/shared/appointments';
import { MESSAGES } from '@kataar/shared/messages';
import { text } from '@kataar/shared/text';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';

/** The public slots of a provider's day, from memory. */
export const appointmentSlotRoutes: FastifyPluginAsync<AppContext> = async (app, { providers, appointments }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/provider/:username/slots/',
    {
      schema: {
        tags: ['appointments'],
        summary: 'The appointment slots of a provider’s day, with seats left',
        description:
          'Public. `date` is an India day (YYYY-MM-DD). The slots of that day’s hours that can still be booked, as ISO instants with +05:30, in order; `seats_left` is 0 for a full slot. A slot that has started or is past the booking cutoff is left out. An empty list on a day off, a past day, a day beyond the booking horizon, or when the provider does not take bookings. Served from memory.',
        params: z.object({ username: text({ max: 60 }).min(1) }),
        querystring: appointmentDayQuerySchema,
        response: { 200: slotsAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const id = providers.idOf(request.params.username);
      if (!id) throw new NotFound(MESSAGES.providerNotFound);
      const json = appointments.slotsAnswer(id, request.query.date);
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );
};
