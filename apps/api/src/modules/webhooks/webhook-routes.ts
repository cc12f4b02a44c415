import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageAnswerSchema } from '@kataar/shared/auth';
import {
  WEBHOOK_MESSAGES,
  webhookAnswerSchema,
  webhookBodySchema,
  webhookDeliveriesAnswerSchema,
  webhookSavedAnswerSchema,
} from '@kataar/shared/webhook';
import type { AppContext } from '../../app-context';
import { currentMembership } from '../../lib/auth-guard';
import { bearer, errorResponses } from '../../lib/openapi';
import { createAppointmentEventRecorder, WEBHOOK_CHANNEL } from './webhook-event-service';
import { createWebhookHandler } from './webhook-handler';
import { createWebhookService } from './webhook-service';

const SIGNING =
  'Every event is POSTed as JSON with `X-Kataar-Event`, `X-Kataar-Delivery` (the event id) and ' +
  '`X-Kataar-Signature: sha256=<hex HMAC-SHA256 of the raw body keyed with the secret>`.';

/** The owner's provider webhook; 'webhook' is a reserved username, so no provider shadows these paths. */
export const webhookRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { auth, database, config, outbox, outboundAgent } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const allowPrivate = config.webhookAllowPrivate;
  const webhooks = createWebhookService({ db: database.db, allowPrivate });
  // This process's dispatcher sends the events the queue writes to the outbox.
  outbox.register(WEBHOOK_CHANNEL, createWebhookHandler({ db: database.db, allowPrivate, agent: outboundAgent }));
  context.appointmentEvents.on(createAppointmentEventRecorder((id) => context.providers.findById(id)?.username));
  app.addHook('onRequest', auth.requireProviderRole('owner'));
  const providerId = (request: Parameters<typeof currentMembership>[0]) => currentMembership(request).providerId;

  r.get(
    '/provider/webhook/',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'The business’s webhook URL, or null (owner only; the secret is never shown here)',
        security: bearer,
        response: { 200: webhookAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await webhooks.get(providerId(request)) }),
  );

  r.put(
    '/provider/webhook/',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Set or change the webhook URL (owner only)',
        description:
          'An https URL whose host resolves to public addresses only (unless the server allows private ones). ' +
          'The first save creates the signing secret and answers it once; later saves keep it and answer ' +
          `\`secret: null\`. ${SIGNING}`,
        security: bearer,
        body: webhookBodySchema,
        response: { 200: webhookSavedAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      message: WEBHOOK_MESSAGES.saved,
      data: await webhooks.save(providerId(request), request.body.url),
    }),
  );

  r.post(
    '/provider/webhook/rotate/',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Replace the signing secret and answer the new one once (owner only)',
        description: 'Events sent from now on, retries included, are signed with the new secret.',
        security: bearer,
        response: { 200: webhookSavedAnswerSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ message: WEBHOOK_MESSAGES.rotated, data: await webhooks.rotate(providerId(request)) }),
  );

  r.delete(
    '/provider/webhook/',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Remove the webhook and its delivery log (owner only); events not yet sent are dropped',
        security: bearer,
        response: { 200: messageAnswerSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await webhooks.remove(providerId(request));
      return { message: WEBHOOK_MESSAGES.removed };
    },
  );

  r.get(
    '/provider/webhook/deliveries/',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'The last 50 delivery attempts, newest first (owner only)',
        description: 'Each attempt: when, which event, the event id, the try number and the status code or error.',
        security: bearer,
        response: { 200: webhookDeliveriesAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await webhooks.deliveries(providerId(request)) }),
  );
};
