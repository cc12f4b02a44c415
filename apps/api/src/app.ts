import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAuthGuard } from './lib/auth-guard';
import { createChangeBus } from './lib/change-bus';
import { registerErrorHandling } from './lib/errors';
import { OneLineRequestLog } from './lib/request-log';
import { createMailer } from './lib/mailer';
import { registerOpenApi } from './lib/openapi-docs';
import { registerStaticFiles } from './lib/static-files';
import { createLocalStorage, type Storage } from './lib/storage';
import { createTokens } from './lib/tokens';
import { authRoutes } from './modules/auth/auth-routes';
import { healthRoutes } from './modules/health/health-routes';
import { providerRoutes } from './modules/providers/provider-routes';
import { ProviderReadModel } from './modules/providers/provider-read-model';
import { searchRoutes } from './modules/search/search-routes';
import { waitlistRoutes } from './modules/waitlist/waitlist-routes';

export const API_PREFIX = '/v1/api';

export interface AppDeps {
  /** An open, migrated database. The caller owns it and closes it after the app. */
  database: Database;
  storage?: Storage;
}

/** Builds the whole HTTP application; server.ts and every test use this same function. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  // server.ts resolves the secret (JWT_SECRET or DATA_DIR/jwt-secret) before building the app.
  const jwtSecret = config.jwtSecret;
  if (!jwtSecret) throw new Error('config.jwtSecret must be set before buildApp');
  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new OneLineRequestLog(),
    trustProxy: config.trustProxy,
    // Routes here are case-sensitive path words; /provider/{city}/ must not fold into /provider/{username}.
    routerOptions: { ignoreTrailingSlash: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  // External plugins first, then the app's own pieces, then the modules.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app, API_PREFIX);

  const tokens = createTokens(jwtSecret);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const auth = registerAuthGuard(app, { tokens, db: deps.database.db, adminEmails: config.adminEmails });
  app.addHook('onClose', async () => mailer.close());

  const bus = await createChangeBus(deps.database);
  const providers = new ProviderReadModel(deps.database.db);
  await providers.load(bus);
  const context: AppContext = {
    config,
    database: deps.database,
    bus,
    storage: deps.storage ?? createLocalStorage(path.resolve(config.dataDir, 'uploads')),
    providers,
    tokens,
    mailer,
    auth,
  };
  app.addHook('onClose', () => bus.close());

  await app.register(healthRoutes, context);
  await app.register(
    async (api) => {
      await api.register(authRoutes, context);
      await api.register(providerRoutes, context);
      await api.register(searchRoutes, context);
      await api.register(waitlistRoutes, context);
    },
    { prefix: API_PREFIX },
  );
  await registerStaticFiles(app, {
    uploadsRoot: context.storage.localRoot,
    webDist: config.webDist,
    apiPrefix: API_PREFIX,
  });
  return app;
}
