import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPOINTMENT_MESSAGES,
  bookAppointmentBodySchema,
  customerAppointmentAnswerSchema,
  customerAppointmentsAnswerSchema,
  rescheduleBodySchema,
} from '@kataar/shared/appointments';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../lib/auth-guard';
import { NotFound } from '../../lib/errors';
import { bearer, errorResponses } from '../../lib/openapi';
import { siteUrl } from '../../lib/site-url';
import { perUserPerMinute } from '../../lib/too-many-requests';
import { appointmentDeskRoutes } from './appointment-desk-routes';
import { appointmentIcs } from './appointment-ics';
import { appointmentIdParams } from './appointment-params';
import { selectAppointment } from './appointment-queries';
import { createAppointmentService } from './appointment-service';
import { appointmentSettingsRoutes } from './appointment-settings-routes';
import { appointmentSlotRoutes } from './appointment-slot-routes';
import { addressOf } from './appointment-views';

/** Appointments: the customer's calls here; settings, slots and the provider's day view beside. */
export const appointmentRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { auth, database, providers, config } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAppointmentService(context);
  const writeLimit = app.rateLimit(perUserPerMinute('appointment-write', config.queueWritesPerMinute));
  const write = { onRequest: auth.requireUser, preHandler: writeLimit };

  r.post(
    '/appointments/',
    {
      ...write,
      schema: {
        tags: ['appointments'],
        summary: 'Book a slot',
        description:
          '`start` is a slot start from `/provider/{username}/slots/` (ISO with offset). The Join Queue form’s fields name the person. Paying at the visit answers `confirmed`; paying in advance answers `awaiting_payment` with `amount` (paise), `hold_expires_at` (the seat is held 15 minutes) and, for UPI, `upi_link` (`upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=<reference>`). ' +
          '409 with a sentence when the provider does not take bookings, the time is not a slot, has passed, is beyond the horizon, past the cutoff or on a day off, the slot is full, the caller already has a booking with this provider that day, or the caller works for this provider. No slot is ever booked beyond its seats, whichever process takes the booking.',
        security: bearer,
        body: bookAppointmentBodySchema,
        response: { 201: customerAppointmentAnswerSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.book(currentUser(request).userId, request.body) }),
  );

  r.get(
    '/appointments/mine/',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['appointments'],
        summary: 'The caller’s bookings',
        description:
          'Upcoming ones first (soonest first), then past ones (latest first), by their slot whatever their status (the web app shows cancelled ones in a group of their own), with status, and whether the caller may still cancel or reschedule (before the cutoff).',
        security: bearer,
        response: { 200: customerAppointmentsAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await service.mine(currentUser(request).userId) }),
  );

  r.post(
    '/appointments/:id/cancel/',
    {
      ...write,
      schema: {
        tags: ['appointments'],
        summary: 'Cancel one’s booking (before the cutoff)',
        description:
          '409 once the cutoff has passed or when the booking is no longer active. The seat is free at once.',
        security: bearer,
        params: appointmentIdParams,
        response: { 200: customerAppointmentAnswerSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => ({ data: await service.cancel(currentUser(request).userId, request.params.id) }),
  );

  r.post(
    '/appointments/:id/reschedule/',
    {
      ...write,
      schema: {
        tags: ['appointments'],
        summary: 'Move one’s booking to another slot',
        description:
          'The same rules as booking apply to the new slot, and the old one must be before the cutoff. Status and payment stay as they were.',
        security: bearer,
        params: appointmentIdParams,
        body: rescheduleBodySchema,
        response: { 200: customerAppointmentAnswerSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => ({
      data: await service.reschedule(currentUser(request).userId, request.params.id, request.body.start),
    }),
  );

  r.post(
    '/appointments/:id/paid/',
    {
      ...write,
      schema: {
        tags: ['appointments'],
        summary: '“I have paid”: the UPI payment is made, for the desk to confirm',
        description:
          'An `awaiting_payment` UPI booking becomes `payment_pending` and keeps its seat until the desk confirms the money or cancels. 409 after the 15-minute hold has expired, or when nothing is due by UPI.',
        security: bearer,
        params: appointmentIdParams,
        response: { 200: customerAppointmentAnswerSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => ({ data: await service.paid(currentUser(request).userId, request.params.id) }),
  );

  r.get(
    '/appointments/:id/ics',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['appointments'],
        summary: 'The booking as a calendar file',
        description: '`text/calendar` (.ics) with one event; only for the person who booked.',
        security: bearer,
        params: appointmentIdParams,
        response: { 200: z.string(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const row = await selectAppointment(database.db, request.params.id);
      const provider = row && providers.findById(row.providerId);
      if (!row || !provider || row.consumerUserId !== currentUser(request).userId) {
        throw new NotFound(APPOINTMENT_MESSAGES.notFound);
      }
      const ics = appointmentIcs(
        row,
        { businessName: provider.business_name, address: addressOf(provider), username: provider.username },
        siteUrl(config, request),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="appointment-${row.reference}.ics"`)
        .send(ics);
    },
  );

  await app.register(appointmentSettingsRoutes, context);
  await app.register(appointmentSlotRoutes, context);
  await app.register(appointmentDeskRoutes, { context, writeLimit });
};
