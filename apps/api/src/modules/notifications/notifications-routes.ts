import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswerSchema } from '@kataar/shared/auth';
import {
  NOTIFICATION_MESSAGES,
  notificationPreferencesAnswerSchema,
  notificationPreferencesPatchSchema,
  notificationTestAnswerSchema,
  pushPublicKeyAnswerSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@kataar/shared/notifications';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../lib/auth-guard';
import { ApiError, Conflict, NotFound } from '../../lib/errors';
import { bearer, errorResponses } from '../../lib/openapi';
import { perUserPerMinute } from '../../lib/too-many-requests';
import { registerAlertChannels } from './alert-channels';
import { createBookingAlerts, createReminderHandler, REMINDER_CHANNEL } from './booking-alerts';
import { deleteSubscription, upsertPreferences, upsertSubscription } from './notifications-queries';
import { alertSettings, enqueueTest, preferencesOf, toPreferences } from './notifications-service';
import { allowedPushEndpoint } from './push-endpoint';

/** Test notifications a user may ask for per minute. */
const TESTS_PER_MINUTE = 5;

/** Web Push subscriptions, alert preferences and test notifications of the signed-in user. */
export const notificationRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { auth, config, database } = context;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = alertSettings(config);
  registerAlertChannels(context);
  context.appointmentEvents.on(createBookingAlerts(settings, context.now, (id) => context.providers.findById(id)));
  context.outbox.register(REMINDER_CHANNEL, createReminderHandler(db, settings));

  r.get(
    '/push/public-key/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The Web Push (VAPID) public key, and whether WhatsApp updates are offered',
        description:
          '`public_key` is the applicationServerKey for `pushManager.subscribe` (base64url), null when push is not set up. `whatsapp_available` says whether the Join Queue form offers WhatsApp updates.',
        response: { 200: pushPublicKeyAnswerSchema },
      },
    },
    async () => ({ data: { public_key: config.vapid?.publicKey ?? null, whatsapp_available: settings.whatsapp } }),
  );

  r.post(
    '/push/subscriptions/',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Subscribe this browser to push notifications',
        description:
          'Takes `PushSubscription.toJSON()`. The endpoint must be on a browser push service (FCM, Mozilla, Apple, Windows) or a host in PUSH_ENDPOINT_HOSTS; 400 otherwise.',
        security: bearer,
        body: pushSubscriptionBodySchema,
        response: { 201: z.object({ data: z.object({ id: z.string() }) }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      if (!config.vapid) throw new NotFound(NOTIFICATION_MESSAGES.pushNotConfigured);
      const { endpoint, keys } = request.body;
      if (!allowedPushEndpoint(endpoint, config.pushEndpointHosts)) {
        throw new ApiError(400, NOTIFICATION_MESSAGES.endpointRefused, {
          endpoint: [NOTIFICATION_MESSAGES.endpointRefused],
        });
      }
      const userId = currentUser(request).userId;
      const row = await upsertSubscription(db, { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth });
      return reply.code(201).send({ data: { id: row.id } });
    },
  );

  r.delete(
    '/push/subscriptions/',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Unsubscribe a browser of the caller from push notifications',
        security: bearer,
        body: pushUnsubscribeBodySchema,
        response: { 200: messageAnswerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!(await deleteSubscription(db, currentUser(request).userId, request.body.endpoint))) {
        throw new NotFound(NOTIFICATION_MESSAGES.subscriptionNotFound);
      }
      return { message: 'Unsubscribed' };
    },
  );

  r.get(
    '/notifications/preferences/',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'The caller’s alert channels and “near” position',
        security: bearer,
        response: { 200: notificationPreferencesAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await preferencesOf(db, currentUser(request).userId) }),
  );

  r.patch(
    '/notifications/preferences/',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Change alert channels or the “near” position (1–10)',
        security: bearer,
        body: notificationPreferencesPatchSchema,
        response: { 200: notificationPreferencesAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { near_position: nearPosition, push, email, whatsapp } = request.body;
      const row = await upsertPreferences(db, currentUser(request).userId, {
        ...(nearPosition !== undefined && { nearPosition }),
        ...(push !== undefined && { push }),
        ...(email !== undefined && { email }),
        ...(whatsapp !== undefined && { whatsapp }),
      });
      return { data: toPreferences(row) };
    },
  );

  r.post(
    '/notifications/test/',
    {
      onRequest: auth.requireUser,
      preHandler: app.rateLimit(perUserPerMinute('notification-test', TESTS_PER_MINUTE)),
      schema: {
        tags: ['notifications'],
        summary: 'Send a test notification on every channel the caller has on',
        description:
          'Push goes to every subscribed browser, e-mail to the account address. WhatsApp sends only approved queue templates, so it gets no test. 409 when no channel can be reached.',
        security: bearer,
        response: { 200: notificationTestAnswerSchema, ...errorResponses(401, 409, 429) },
      },
    },
    async (request) => {
      const channels = await db.transaction((tx) => enqueueTest(tx, settings, currentUser(request).userId));
      if (channels.length === 0) throw new Conflict(NOTIFICATION_MESSAGES.nothingOn);
      return { message: NOTIFICATION_MESSAGES.testSent, data: { channels } };
    },
  );
};
