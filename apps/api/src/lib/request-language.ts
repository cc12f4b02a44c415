import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, languageFromAcceptLanguage, type Language } from '@kataar/shared/language';
import { localizeMessage } from './localize';
import { bearerToken } from './auth-guard';
import type { RevokedSessions } from './revoked-sessions';
import type { Tokens } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in; see `registerRequestLanguage`. */
    language(): Promise<Language>;
  }
}

export interface RequestLanguageDeps {
  tokens: Pick<Tokens, 'verifyAccess'>;
  revokedSessions: Pick<RevokedSessions, 'has'>;
  /** The language a user saved on their account, null when they have not chosen one. */
  savedLanguage(userId: string): Promise<Language | null>;
}

/** Request → its resolved language, so a request that asks twice pays for one look-up. */
const resolved = new WeakMap<FastifyRequest, Promise<Language>>();

/**
 * The language of a request: its `Accept-Language` header when that names English or Hindi, else
 * the saved choice of the person whose valid access token it carries (guarded or not), else
 * English. The user is looked up only when a body has words to translate and no header decides.
 */
async function resolveLanguage(request: FastifyRequest, deps: RequestLanguageDeps): Promise<Language> {
  const asked = languageFromAcceptLanguage(request.headers['accept-language']);
  if (asked) return asked;
  let userId = request.user?.userId;
  if (!userId) {
    const token = bearerToken(request);
    const claims = token ? await deps.tokens.verifyAccess(token) : null;
    if (claims && !deps.revokedSessions.has(claims.sessionId)) userId = claims.userId;
  }
  return (userId ? await deps.savedLanguage(userId) : null) ?? DEFAULT_LANGUAGE;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The words of a JSON answer, translated: its `message` and every string of its `errors` fields. */
function translateBody(body: Record<string, unknown>, language: Language): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  if (typeof body.message === 'string') out.message = localizeMessage(body.message, language);
  if (isRecord(body.errors)) {
    out.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, messages]) => [
        field,
        Array.isArray(messages)
          ? messages.map((m: unknown) => (typeof m === 'string' ? localizeMessage(m, language) : m))
          : messages,
      ]),
    );
  }
  return out;
}

/**
 * The one place where answers change language. Every JSON answer (errors from the error handler
 * and the not-found handler as much as confirmations from routes) passes here on its way out, so
 * routes and services keep writing the English sentences that are the API's contract.
 */
export function registerRequestLanguage(app: FastifyInstance, deps: RequestLanguageDeps): void {
  app.decorateRequest('language', function (this: FastifyRequest): Promise<Language> {
    let language = resolved.get(this);
    if (!language) {
      // A token that fails to verify leaves the request in English; the guard answers the 401.
      language = resolveLanguage(this, deps).catch(() => DEFAULT_LANGUAGE);
      resolved.set(this, language);
    }
    return language;
  });
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!isRecord(payload) || (!('message' in payload) && !('errors' in payload))) return payload;
    const language = await request.language();
    return language === DEFAULT_LANGUAGE ? payload : translateBody(payload, language);
  });
}
