import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGES } from '@kataar/shared/messages';
import { ValidationFailed } from './errors';

const isObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A body that was sent but is not a JSON object (null, an array, a string, a number) is refused
 * before its schema runs, so no schema has to guard itself against one. A body left out is the
 * schema's to judge: some bodies are optional.
 */
const refuseNonObjectBody: preValidationAsyncHookHandler = async (request) => {
  if (request.body !== undefined && !isObject(request.body)) {
    throw new ValidationFailed({ non_field_errors: [MESSAGES.bodyNotObject] });
  }
};

/** Every route's params, query and body go through its zod schema; answers are encoded by theirs. */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only routes that declare a body pay for the check.
  app.addHook('onRoute', (route) => {
    if (!route.schema?.body) return;
    route.preValidation = [refuseNonObjectBody, ...[route.preValidation ?? []].flat()];
  });
}
