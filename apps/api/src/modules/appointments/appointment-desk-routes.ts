import type { FastifyPluginAsync, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appointmentDayAnswerSchema,
  appointmentDayQuerySchema,
  providerAppointmentAnswerSchema,
  providerCancelBodySchema,
} from '@kataar/shared/appointments';
import type { AppContext } from '../../app-context';
import { currentMembership, currentUser } from '../../lib/auth-guard';
import { bearer, errorResponses } from '../../lib/openapi';
import { createAppointmentDeskService } from './appointment-desk-service';
import { appointmentIdParams } from './appointment-params';

interface DeskRouteOptions {
  context: AppContext;
  writeLimit: preHandlerHookHandler;
}

const actionResponses = { 200: providerAppointmentAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) };

/** The provider's day view and the desk's actions on a booking: every member of the business. */
export const appointmentDeskRoutes: FastifyPluginAsync<DeskRouteOptions> = async (app, { context, writeLimit }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const desk = createAppointmentDeskService(context);
  const member = context.auth.requireProvider;

  r.get(
    '/provider/appointments/',
    {
      onRequest: member,
      schema: {
        tags: ['appointments'],
        summary: 'The bookings of a day (owner, manager, receptionist)',
        description:
          'The day’s slots from the current hours, each with its seats and bookings (name, phone, status, payment, paise confirmed as `paid`), and `outside_hours`: bookings whose slot is no longer in the hours (the schedule changed after they were made), each flagged `outside_hours: true`. Members following `/queue/{username}/events` get an `appointments` event with `{"date"}` when a booking of that date changes.',
        security: bearer,
        querystring: appointmentDayQuerySchema,
        response: { 200: appointmentDayAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await desk.day(currentMembership(request).providerId, request.query.date) }),
  );

  r.post(
    '/provider/appointments/:id/check-in/',
    {
      onRequest: member,
      preHandler: writeLimit,
      schema: {
        tags: ['appointments'],
        summary: 'The person arrived: the booking joins the live queue',
        description:
          'Only a `confirmed` booking, and only on its own India day (409 on any other day). It enters the waiting list with source `appointment` and `appointment_at` = its slot start, placed as though it joined at the slot start when it arrives by the start plus 15 minutes (or at its arrival when that is earlier), else at its arrival. A person who also waits in a queue they joined themselves is checked in all the same.',
        security: bearer,
        params: appointmentIdParams,
        response: actionResponses,
      },
    },
    async (request) => ({ data: await desk.checkIn(currentMembership(request).providerId, request.params.id) }),
  );

  r.post(
    '/provider/appointments/:id/undo-check-in/',
    {
      onRequest: member,
      preHandler: writeLimit,
      schema: {
        tags: ['appointments'],
        summary: 'Take back a check-in made by mistake',
        description:
          'For a `checked_in` booking whose queue entry still waits: the entry leaves the waiting list (the provider’s webhook hears `entry.removed`, then `appointment.booked`) and the booking is `confirmed` again. 409 once the person has been called, or when the booking is not checked in.',
        security: bearer,
        params: appointmentIdParams,
        response: actionResponses,
      },
    },
    async (request) => ({ data: await desk.undoCheckIn(currentMembership(request).providerId, request.params.id) }),
  );

  r.post(
    '/provider/appointments/:id/no-show/',
    {
      onRequest: member,
      preHandler: writeLimit,
      schema: {
        tags: ['appointments'],
        summary: 'The person did not come',
        description: 'Only once the slot has started (409 before), and only for an active booking.',
        security: bearer,
        params: appointmentIdParams,
        response: actionResponses,
      },
    },
    async (request) => ({ data: await desk.noShow(currentMembership(request).providerId, request.params.id) }),
  );

  r.post(
    '/provider/appointments/:id/cancel/',
    {
      onRequest: member,
      preHandler: writeLimit,
      schema: {
        tags: ['appointments'],
        summary: 'Cancel a booking, with a reason the customer is told',
        security: bearer,
        params: appointmentIdParams,
        body: providerCancelBodySchema,
        response: actionResponses,
      },
    },
    async (request) => ({
      data: await desk.cancel(currentMembership(request).providerId, request.params.id, request.body.reason),
    }),
  );

  r.post(
    '/provider/appointments/:id/confirm-payment/',
    {
      onRequest: member,
      preHandler: writeLimit,
      schema: {
        tags: ['appointments'],
        summary: 'The UPI payment was received: the booking is confirmed',
        description:
          'For a `payment_pending` or `awaiting_payment` booking. Records a confirmed UPI payment vouched for by the caller. The booking is confirmed if its seat is still free, counted again now: after its hold expired the seat may have been booked by others, and then it becomes `slot_taken`, its `refund` is `by_hand` (the desk returns the money) and the person is told. 409 when no payment waits to be confirmed.',
        security: bearer,
        params: appointmentIdParams,
        response: actionResponses,
      },
    },
    async (request) => ({
      data: await desk.confirmPayment(
        currentMembership(request).providerId,
        request.params.id,
        currentUser(request).userId,
      ),
    }),
  );

  r.post(
    '/provider/appointments/:id/refunded/',
    {
      onRequest: member,
      preHandler: writeLimit,
      schema: {
        tags: ['appointments'],
        summary: 'The desk returned a payment by hand',
        description:
          'For a booking whose `refund.state` is `by_hand`: a UPI payment that came after its slot was taken, or a gateway refund Razorpay refused. Records the refund, vouched for by the caller. 409 when nothing is to be returned by hand.',
        security: bearer,
        params: appointmentIdParams,
        response: actionResponses,
      },
    },
    async (request) => ({
      data: await desk.refunded(currentMembership(request).providerId, request.params.id, currentUser(request).userId),
    }),
  );
};
