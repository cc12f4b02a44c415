import type { Agent } from 'node:https';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import pino, { type DestinationStream } from 'pino';
import type { AppContext } from './app-context';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAuthGuard } from './lib/auth-guard';
import { createChangeBus } from './lib/change-bus';
import { createLimitStore, type LimitStore } from './lib/limit-store';
import { registerErrorHandling } from './lib/errors';
import { registerRequestLanguage } from './lib/request-language';
import { registerSecurityHeaders, tileSource } from './lib/security-headers';
import { OneLineRequestLog } from './lib/request-log';
import { createMailer } from './lib/mailer';
import { createMetrics } from './lib/metrics/metrics';
import { registerRequestMetrics } from './lib/metrics/request-hook';
import { Readiness } from './lib/readiness';
import { apiDocsPath, registerOpenApi } from './lib/openapi-docs';
import { registerStaticFiles } from './lib/static-files';
import { createStorage, s3PublicBase, type Storage } from './lib/storage';
import { registerDurableAnswers } from './lib/durable-answers';
import { createTokens } from './lib/tokens';
import { redisOrMemoryStore } from './lib/rate-limit-store';
import { rateLimited } from './lib/too-many-requests';
import { fastifyTimeouts, requestTimeoutOptions } from './lib/request-timeouts';
import { registerValidation } from './lib/validation';
import { createWithChange } from './lib/with-change';
import { createTransactionHooks, type TransactionHooks } from './lib/transaction-hooks';
import type { AppointmentEvent } from './modules/appointments/appointment-events';
import { AppointmentReadModel } from './modules/appointments/appointment-read-model';
import { appointmentRoutes } from './modules/appointments/appointment-routes';
import type { PaymentConfirmed } from './modules/payments/payment-events';
import { createPaymentsService } from './modules/payments/payments-service';
import { registerRazorpayRefunds } from './modules/payments/razorpay-refunds';
import { razorpayRoutes } from './modules/payments/razorpay-routes';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { analyticsRoutes } from './modules/analytics/analytics-routes';
import { applicationRoutes } from './modules/applications/application-routes';
import { reviewRoutes } from './modules/applications/review-routes';
import { accountRoutes } from './modules/auth/account-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { loadRevokedSessions } from './modules/auth/load-revoked-sessions';
import { userLanguage } from './modules/auth/user-service';
import { startSignInHousekeeping } from './modules/auth/sign-in-housekeeping';
import { startOutboxHousekeeping } from './modules/outbox/outbox-housekeeping';
import { createOutbox, enqueueAll, type Outbox, type OutboxMessage } from './modules/outbox/outbox-service';
import { notificationRoutes } from './modules/notifications/notifications-routes';
import { healthRoutes } from './modules/health/health-routes';
import { metricsRoutes } from './modules/health/metrics-routes';
import { mapRoutes } from './modules/map/map-routes';
import { pincodeRoutes } from './modules/pincodes/pincode-routes';
import { providerRoutes } from './modules/providers/provider-routes';
import { providerUpdateRoutes } from './modules/providers/provider-update-routes';
import { ProviderReadModel } from './modules/providers/provider-read-model';
import { providerOwnerRoutes } from './modules/providers/provider-owner-routes';
import { providerDisplayRoutes } from './modules/providers/provider-display-routes';
import { QueueReadModel } from './modules/queue/queue-read-model';
import { deskSetupRoutes } from './modules/queue/desk-setup-routes';
import { queueRoutes } from './modules/queue/queue-routes';
import { searchRoutes } from './modules/search/search-routes';
import { createFirstScreenRenderer } from './modules/seo/first-screen';
import { createPageRenderer } from './modules/seo/page-renderer';
import { seoRoutes } from './modules/seo/seo-routes';
import { staffRoutes } from './modules/staff/staff-routes';
import { uploadRoutes } from './modules/uploads/upload-routes';
import { waitlistRoutes } from './modules/waitlist/waitlist-routes';
import { webhookRoutes } from './modules/webhooks/webhook-routes';

export const API_PREFIX = '/v1/api';

export interface AppDeps {
  /** An open, migrated database. The caller owns it and closes it after the app. */
  database: Database;
  storage?: Storage;
  /** Where log lines go; pino's own standard-output stream when absent (tests). */
  logStream?: DestinationStream;
  /** The wall clock; tests pass their own to cross midnight without waiting. */
  now?: () => Date;
  /**
   * Carries outgoing HTTPS requests (push services, WhatsApp, webhooks). Tests pass one that trusts
   * their self-signed receiver; servers trust extra CAs through NODE_EXTRA_CA_CERTS instead.
   */
  outboundAgent?: Agent;
  /** Told when the app serves and when it begins to close; created here when absent (the server passes its own). */
  readiness?: Readiness;
  /**
   * The HTTP server to answer on, already listening (server.ts listens before migrating); Fastify
   * makes its own, for `listen`, when absent.
   */
  serverFactory?: FastifyServerFactory;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The dispatcher of this app, for tests that register their own channels. */
    outbox: Outbox;
    /** Booking changes, for tests of what reacts to them without going through the booking routes. */
    appointmentEvents: TransactionHooks<AppointmentEvent, readonly OutboxMessage[]>;
    /** Where limits count, and whether they fell back to memory, for tests and metrics. */
    limitStore: LimitStore;
  }
}

/** Builds the whole HTTP application; server.ts and every test use this same function. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  // server.ts resolves the secret (JWT_SECRET or DATA_DIR/jwt-secret) before building the app.
  const jwtSecret = config.jwtSecret;
  if (!jwtSecret) throw new Error('config.jwtSecret must be set before buildApp');
  // pino's own default destination (standard output, written synchronously) when none is given.
  const logStream = deps.logStream ?? pino.destination(1);
  const app = Fastify({
    logger: { level: config.logLevel, stream: logStream },
    logController: new OneLineRequestLog(logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...fastifyTimeouts(requestTimeoutOptions(config.requestTimeoutSeconds)),
    // Routes here are case-sensitive path words; /provider/{city}/ must not fold into /provider/{username}.
    routerOptions: { ignoreTrailingSlash: false },
    ...(deps.serverFactory && { serverFactory: deps.serverFactory }),
  });
  const readiness = deps.readiness ?? new Readiness();
  app.addHook('onReady', async () => readiness.ready());
  // However the app is closed (a stop signal, a test), it is not ready from the first moment.
  app.addHook('preClose', async () => readiness.stopping());
  registerValidation(app);
  registerErrorHandling(app);
  registerDurableAnswers(app, deps.database);
  const metrics = createMetrics({
    pool: deps.database.pool,
    processMetrics: config.metricsToken !== undefined,
    onScrapeError: (err) => app.log.warn({ err }, 'metrics: a reading taken at scrape time failed'),
  });
  // Requests are counted only where someone may read the counts.
  if (config.metricsToken) registerRequestMetrics(app, metrics);

  // External plugins first, then the app's own pieces, then the modules.
  const google = config.googleClientId ? ['https://accounts.google.com/gsi/'] : [];
  // Razorpay Checkout, when configured: its script, and the payment frame it opens from its API host.
  const razorpay = config.razorpay
    ? {
        script: [config.razorpay.checkoutUrl],
        frames: [new URL(config.razorpay.checkoutUrl).origin, config.razorpay.apiUrl],
      }
    : { script: [], frames: [] };
  registerSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        directives: {
          // Uploaded images come from this server, or from the bucket when S3_BUCKET is set.
          // Map tiles come from the one tile host of MAP_TILE_URL.
          'img-src': [
            "'self'",
            'data:',
            'blob:',
            ...(config.s3 ? [new URL(s3PublicBase(config.s3)).origin] : []),
            tileSource(config.map.tileUrl),
          ],
          'style-src': ["'self'", "'unsafe-inline'", ...google],
          // Google sign-in loads its script and button frame from accounts.google.com when configured.
          'script-src': [
            "'self'",
            ...(config.googleClientId ? ['https://accounts.google.com/gsi/client'] : []),
            ...razorpay.script,
          ],
          'frame-src': ["'self'", ...google, ...razorpay.frames],
          'connect-src': ["'self'", ...google],
        },
      },
      // Google's sign-in pop-up needs to talk back to this window.
      crossOriginOpenerPolicy: config.googleClientId ? { policy: 'same-origin-allow-popups' } : undefined,
      crossOriginEmbedderPolicy: false,
    },
    { apiPrefix: `${API_PREFIX}/`, pagesUnderApi: apiDocsPath(API_PREFIX) },
  );
  const limitStore = await createLimitStore({
    redisUrl: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    log: app.log,
  });
  app.addHook('onClose', () => limitStore.close());
  app.decorate('limitStore', limitStore);
  metrics.setLimitStoreFallback(limitStore.isFallback());
  limitStore.onFallbackChange((fallback) => metrics.setLimitStoreFallback(fallback));
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: rateLimited,
    // Without Redis, the plugin's own memory store, as one process counts alone anyway.
    ...(limitStore.redis && { store: redisOrMemoryStore(limitStore) }),
  });
  // Only the sign-in endpoints read a cookie (the refresh token's); everything else takes a bearer header.
  await app.register(cookie);
  await registerOpenApi(app, API_PREFIX);

  const tokens = createTokens(jwtSecret);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const bus = await createChangeBus(deps.database);
  app.addHook('onClose', () => bus.close());
  const outbox = createOutbox({ db: deps.database.db, bus, log: app.log, settled: metrics.outboxSettled });
  metrics.readOutboxBacklog(() => outbox.backlog());
  app.decorate('outbox', outbox);
  // Handlers register while the modules load; sending starts once the app is ready and stops
  // (waiting for the sends in flight) before the database closes.
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', () => outbox.stop());
  const revokedSessions = await loadRevokedSessions(deps.database.db, bus);
  const stopHousekeeping = startSignInHousekeeping(deps.database.db, app.log);
  app.addHook('onClose', async () => stopHousekeeping());
  const auth = registerAuthGuard(app, {
    tokens,
    revokedSessions,
    db: deps.database.db,
    adminEmails: config.adminEmails,
  });
  app.addHook('onClose', async () => mailer.close());
  registerRequestLanguage(app, {
    tokens,
    revokedSessions,
    savedLanguage: (userId) => userLanguage(deps.database.db, userId),
  });

  const providers = new ProviderReadModel(deps.database.db, metrics.readModelRefreshed('providers'));
  await providers.load(bus);
  const now = deps.now ?? (() => new Date());
  const stopOutboxHousekeeping = startOutboxHousekeeping(deps.database.db, app.log, { now });
  app.addHook('onClose', async () => stopOutboxHousekeeping());
  const queues = new QueueReadModel(deps.database.db, app.log, now, metrics.readModelRefreshed('queues'));
  queues.listen(bus);
  const appointments = new AppointmentReadModel(
    deps.database.db,
    now,
    config.razorpay,
    metrics.readModelRefreshed('appointments'),
  );
  await appointments.load(bus);
  const paymentConfirmations = createTransactionHooks<PaymentConfirmed>();
  const context: AppContext = {
    config,
    database: deps.database,
    bus,
    storage: deps.storage ?? createStorage(config),
    providers,
    queues,
    appointments,
    withChange: createWithChange(deps.database.db, [providers, queues, appointments]),
    tokens,
    revokedSessions,
    mailer,
    auth,
    limitStore,
    outbox,
    outboundAgent: deps.outboundAgent,
    payments: createPaymentsService(paymentConfirmations),
    paymentConfirmations,
    // Each listener answers the outbox messages a booking change causes (alerts, reminders, the
    // provider's webhook event); they are written in one statement, in the change's transaction.
    appointmentEvents: createTransactionHooks<AppointmentEvent, readonly OutboxMessage[]>((tx, messages) =>
      enqueueAll(tx, messages.flat()),
    ),
    now,
    metrics,
    readiness,
  };
  app.decorate('appointmentEvents', context.appointmentEvents);
  registerRazorpayRefunds(context);

  await app.register(healthRoutes, context);
  await app.register(metricsRoutes, context);
  await app.register(seoRoutes, context);
  await app.register(
    async (api) => {
      await api.register(authRoutes, context);
      await api.register(accountRoutes, context);
      await api.register(analyticsRoutes, context);
      await api.register(providerRoutes, context);
      await api.register(providerOwnerRoutes, context);
      await api.register(queueRoutes, context);
      await api.register(deskSetupRoutes, context);
      await api.register(searchRoutes, context);
      await api.register(waitlistRoutes, context);
      await api.register(uploadRoutes, context);
      await api.register(pincodeRoutes, context);
      await api.register(mapRoutes, context);
      await api.register(applicationRoutes, context);
      await api.register(reviewRoutes, context);
      await api.register(staffRoutes, context);
      await api.register(webhookRoutes, context);
      await api.register(providerUpdateRoutes, context);
      await api.register(providerDisplayRoutes, context);
      await api.register(notificationRoutes, context);
      await api.register(razorpayRoutes, context);
      await api.register(appointmentRoutes, context);
    },
    { prefix: API_PREFIX },
  );
  await registerStaticFiles(app, {
    uploadsRoot: context.storage.localRoot,
    webDist: config.webDist,
    apiPrefix: API_PREFIX,
    renderPage: createPageRenderer({
      providers,
      site: config,
      firstScreen: createFirstScreenRenderer({ providers, appointments }),
    }),
  });
  return app;
}
