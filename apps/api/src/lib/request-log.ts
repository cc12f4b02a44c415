import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const COORDINATE_VALUES = /([?&](?:lat|lng)=)[^&#]*/g;

/**
 * The URL as the log may keep it: the values of `lat` and `lng` dropped. A customer's position
 * reaches the server only as these query values (near-me listings), and it must not outlive the
 * request in any log, so the names stay (to see which requests carried a point) and the numbers go.
 */
export function loggableUrl(url: string): string {
  // The common case, no query at all, costs one character search.
  return url.includes('?') ? url.replace(COORDINATE_VALUES, '$1') : url;
}

/**
 * One log line per request instead of Fastify's two: the request and its outcome together.
 * Logging costs about a third of the hot path's throughput, so it is worth halving.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    // Flat fields rather than the req/res serialisers: the same facts, without building nested
    // objects on every request of the hot read paths.
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      statusCode: reply.statusCode,
      remoteAddress: request.ip,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
