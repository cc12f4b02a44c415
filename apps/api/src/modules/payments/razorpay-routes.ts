import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPOINTMENT_MESSAGES, customerAppointmentAnswerSchema } from '@kataar/shared/appointments';
import {
  PAYMENT_MESSAGES,
  razorpayOrderAnswerSchema,
  razorpayOrderBodySchema,
  razorpayVerifyBodySchema,
} from '@kataar/shared/payments';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../lib/auth-guard';
import { ApiError, Conflict, NotFound } from '../../lib/errors';
import { bearer, errorResponses } from '../../lib/openapi';
import { createRazorpayGateway } from './razorpay-gateway';
import { customerAppointment, findAppointment } from '../appointments/appointment-service';
import { razorpayOrderStep } from './razorpay-queries';

/** The part of a Razorpay webhook this server reads; the rest of the event is ignored. */
const webhookEventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({ id: z.string(), order_id: z.string().nullable().optional(), amount: z.number().int() }),
        })
        .optional(),
    })
    .optional(),
});
/** Events that mean the money of an order was captured. */
const CAPTURED_EVENTS = new Set(['payment.captured', 'order.paid']);

class GatewayUnavailable extends ApiError {
  constructor() {
    super(502, PAYMENT_MESSAGES.gatewayUnavailable);
  }
}

/**
 * Razorpay Orders, the checkout callback's verification and the webhook. They only write the
 * payments ledger; the appointments module confirms the booking when the ledger tells it money came.
 */
export const razorpayRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { auth, database, config, payments, now } = context;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gateway = config.razorpay ? createRazorpayGateway(config.razorpay) : undefined;
  const configured = () => {
    if (!gateway || !config.razorpay) throw new NotFound(APPOINTMENT_MESSAGES.razorpayUnavailable);
    return { gateway, keyId: config.razorpay.keyId };
  };

  /** The caller's own booking, or a 404 that does not say whether someone else's exists. */
  const ownBooking = async (userId: string, appointmentId: string) => {
    const booking = await findAppointment(db, appointmentId);
    if (!booking || booking.consumerUserId !== userId) throw new NotFound(APPOINTMENT_MESSAGES.notFound);
    return booking;
  };

  r.post(
    '/payments/razorpay/order/',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Create the Razorpay Order that pays a booking’s advance (the booking’s owner)',
        description:
          'For a booking awaiting payment whose provider takes payment by Razorpay. Answers what Razorpay ' +
          'Checkout needs: the order id, the amount in paise and the key id. 404 when Razorpay is not set up.',
        security: bearer,
        body: razorpayOrderBodySchema,
        response: { 200: razorpayOrderAnswerSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request) => {
      const { gateway: rz, keyId } = configured();
      const booking = await ownBooking(currentUser(request).userId, request.body.appointment_id);
      if (booking.payment !== 'razorpay' || booking.amountPaise <= 0)
        throw new Conflict(APPOINTMENT_MESSAGES.nothingToPay);
      if (booking.status !== 'awaiting_payment') throw new Conflict(APPOINTMENT_MESSAGES.notActive);
      if (booking.holdExpiresAt && booking.holdExpiresAt <= now()) throw new Conflict(APPOINTMENT_MESSAGES.holdExpired);
      let order;
      try {
        order = await rz.createOrder({
          amountPaise: booking.amountPaise,
          reference: booking.reference,
          appointmentId: booking.id,
          providerId: booking.providerId,
        });
      } catch (err) {
        request.log.warn({ err }, 'razorpay: order not created');
        throw new GatewayUnavailable();
      }
      await payments.record(db, {
        appointmentId: booking.id,
        providerId: booking.providerId,
        amountPaise: booking.amountPaise,
        method: 'razorpay',
        status: 'created',
        gatewayOrderId: order.id,
      });
      return { data: { order_id: order.id, amount: booking.amountPaise, currency: 'INR' as const, key_id: keyId } };
    },
  );

  /** Appends the confirmed step of an order's payment once; a repeat changes nothing. */
  const confirmOrder = (step: NonNullable<Awaited<ReturnType<typeof razorpayOrderStep>>>, paymentId: string) =>
    context.withChange((tx) =>
      payments.confirm(
        tx,
        {
          appointmentId: step.appointmentId,
          providerId: step.providerId,
          amountPaise: step.amountPaise,
          method: 'razorpay',
          gatewayOrderId: step.gatewayOrderId,
          gatewayPaymentId: paymentId,
          verifiedBy: 'razorpay-signature',
        },
        now(),
      ),
    );

  r.post(
    '/payments/razorpay/verify/',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Confirm a booking’s payment with the signature Razorpay Checkout returned',
        description:
          '`razorpay_signature` must be the hex HMAC-SHA256 of `razorpay_order_id|razorpay_payment_id` keyed ' +
          'with the key secret, and the order must be one created for this booking. Repeating it is harmless.',
        security: bearer,
        body: razorpayVerifyBodySchema,
        response: { 200: customerAppointmentAnswerSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { gateway: rz } = configured();
      const body = request.body;
      // Nothing is looked up for a payment whose signature is wrong.
      if (!rz.paymentSignatureMatches(body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature)) {
        throw new ApiError(400, PAYMENT_MESSAGES.signatureInvalid, {
          razorpay_signature: [PAYMENT_MESSAGES.signatureInvalid],
        });
      }
      const booking = await ownBooking(currentUser(request).userId, body.appointment_id);
      const step = await razorpayOrderStep(db, body.razorpay_order_id);
      if (!step || step.appointmentId !== booking.id) throw new Conflict(PAYMENT_MESSAGES.orderUnknown);
      await confirmOrder(step, body.razorpay_payment_id);
      // The appointments module confirmed the booking in that transaction, listening to the ledger.
      const after = (await findAppointment(db, booking.id)) ?? booking;
      return { data: await customerAppointment(context, after) };
    },
  );

  // Razorpay signs the bytes it sent: this route alone reads its JSON body unparsed.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/payments/razorpay/webhook/',
      {
        schema: {
          tags: ['payments'],
          summary: 'Razorpay’s webhook: confirms a booking’s payment on payment.captured or order.paid',
          description:
            '`X-Razorpay-Signature` must be the hex HMAC-SHA256 of the raw body keyed with the webhook secret ' +
            '(400 otherwise). Replays and other events answer 200 and change nothing.',
          response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const { gateway: rz } = configured();
        const rawBody = request.body;
        const signature = request.headers['x-razorpay-signature'];
        if (
          !Buffer.isBuffer(rawBody) ||
          typeof signature !== 'string' ||
          !rz.webhookSignatureMatches(rawBody, signature)
        ) {
          throw new ApiError(400, PAYMENT_MESSAGES.webhookSignatureInvalid);
        }
        let parsed;
        try {
          parsed = webhookEventSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
        } catch {
          parsed = undefined;
        }
        if (!parsed?.success) throw new ApiError(400, PAYMENT_MESSAGES.webhookBodyInvalid);
        const { event, payload } = parsed.data;
        const payment = payload?.payment?.entity;
        if (!CAPTURED_EVENTS.has(event) || !payment?.order_id) return { message: 'ignored' };
        const step = await razorpayOrderStep(db, payment.order_id);
        // An order this server did not create, or a payment for another amount, confirms nothing.
        if (!step) return { message: 'ignored' };
        if (payment.amount !== step.amountPaise) {
          request.log.warn(
            { orderId: payment.order_id, amount: payment.amount },
            'razorpay: amount differs from the order',
          );
          return { message: 'ignored' };
        }
        const confirmed = await confirmOrder(step, payment.id);
        return { message: confirmed ? 'confirmed' : 'already confirmed' };
      },
    );
  });
};
