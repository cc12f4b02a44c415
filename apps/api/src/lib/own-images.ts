import type { preHandlerAsyncHookHandler } from 'fastify';
import { APPLICATION_MESSAGES } from '@kataar/shared/application';
import { ValidationFailed } from './errors';
import type { Storage } from './storage';

/**
 * A route hook that refuses image fields naming anything but an image this server stored: the
 * web app sends back the URL its upload answered, so any other value (an outside host, a crafted
 * string) was typed by a client, and pages would otherwise show it to every visitor. Runs after
 * the body schema, so the fields are already trimmed strings, empty or absent.
 */
export function ownImagesOnly(storage: Storage, fields: readonly string[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const body = request.body as Readonly<Record<string, unknown>> | undefined;
    const errors: Record<string, string[]> = {};
    for (const field of fields) {
      const url = body?.[field];
      if (typeof url === 'string' && url !== '' && !storage.owns(url))
        errors[field] = [APPLICATION_MESSAGES.imageInvalid];
    }
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  };
}
