import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request instead of Fastify's two: the request and its outcome together.
 * Logging costs about a third of the hot path's throughput, so it is worth halving.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
