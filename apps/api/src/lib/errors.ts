import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@kataar/shared/api-error';
import { MESSAGES } from '@kataar/shared/messages';

/** A failure the caller can act on, carrying the spec's message and an HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export class NotFound extends ApiError {
  constructor(message: string) {
    super(404, message);
  }
}
export class Conflict extends ApiError {
  constructor(message: string) {
    super(409, message, { non_field_errors: [message] });
  }
}
export class Forbidden extends ApiError {
  constructor(message: string) {
    super(403, message);
  }
}
export class Unauthorized extends ApiError {
  constructor(message: string = MESSAGES.authRequired) {
    super(401, message);
  }
}
export class ValidationFailed extends ApiError {
  constructor(errors: Record<string, string[]>) {
    const first = Object.values(errors)[0]?.[0];
    super(400, first ?? MESSAGES.invalidRequest, errors);
  }
}

function fieldErrors(issues: { instancePath: string; message?: string | undefined }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    (errors[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return errors;
}

/**
 * The one error handler: every 4xx/5xx leaves as `{ message, errors? }`. Details of unexpected
 * failures stay in the log with the request id; the client only learns that something went wrong.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    let status: number;
    let body: ApiErrorBody;
    if (error instanceof ApiError) {
      status = error.statusCode;
      body = { message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      status = 400;
      body = { message: Object.values(errors)[0]?.[0] ?? MESSAGES.invalidRequest, errors };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, payload too large, rate limited): their text is safe.
      // A 400 of this kind refuses the request as a whole, named as such like any other 400.
      status = error.statusCode;
      const message = status === 401 ? MESSAGES.authRequired : error.message;
      body = { message, ...(status === 400 ? { errors: { non_field_errors: [message] } } : {}) };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { message: MESSAGES.unexpected };
    }
    return reply.status(status).send(body);
  });
}
