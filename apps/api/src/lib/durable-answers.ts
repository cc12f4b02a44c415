import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@kataar/shared/messages';
import type { Database } from '../db/client';

/** Methods that never write; every other request may have committed something its answer confirms. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An answer to a request that may have written is sent only once the database has the write on
 * disk, so a confirmed join, booking or payment survives a power cut. Requests that arrive together
 * share one sync (see Database.commitsDurable). When the sync fails, the write cannot be promised,
 * and the answer becomes the generic 500 instead of a confirmation.
 */
export function registerDurableAnswers(app: FastifyInstance, database: Database): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (READ_ONLY_METHODS.has(request.method)) return payload;
    try {
      await database.commitsDurable();
      return payload;
    } catch (err) {
      request.log.error({ err }, 'could not sync the database before answering');
      if (reply.statusCode >= 500) return payload;
      reply.status(500).type('application/json; charset=utf-8');
      return JSON.stringify({ message: MESSAGES.unexpected });
    }
  });
}
