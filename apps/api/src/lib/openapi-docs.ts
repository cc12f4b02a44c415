import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the API's documentation pages live under its prefix. */
export const apiDocsPath = (prefix: string) => `${prefix}/docs`;

/** OpenAPI document generated from the routes' zod schemas, with its UI at {prefix}/docs. */
export async function registerOpenApi(app: FastifyInstance, prefix: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kataar API', description: 'Find providers and join their queues.', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: apiDocsPath(prefix), staticCSP: true });
}
