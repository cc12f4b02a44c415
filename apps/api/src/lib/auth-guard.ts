import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { AUTH_MESSAGES, roleRequiredMessage } from '@kataar/shared/auth';
import type { Db } from '../db/client';
import { providerMembers, users } from '../db/schema';
import { Forbidden, Unauthorized } from './errors';
import type { RevokedSessions } from './revoked-sessions';
import type { AccessClaims, Tokens } from './tokens';

export type MemberRole = (typeof providerMembers.$inferSelect)['role'];

/** The signed-in user as the access token names them. */
export type AuthUser = AccessClaims;

/** The provider the signed-in user works for, attached by `requireProvider`. */
export interface ProviderMembership {
  providerId: string;
  role: MemberRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by every guard once the bearer token checks out; null on anonymous requests. */
    user: AuthUser | null;
    /** Set by `requireProvider` / `requireProviderRole`. */
    membership: ProviderMembership | null;
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Route-level preHandlers for the four kinds of routes: anonymous (no guard, or `optionalUser` to
 * learn who calls), any user, provider member, admin. 401 'Authentication required' without a
 * valid token (or with the token of a session that has ended); 403 with a plain message for the
 * wrong role.
 */
export interface AuthGuard {
  /**
   * Anonymous allowed. A bad, expired or ended token makes the request anonymous rather than
   * refused, so a public read never fails because of a session that went stale; the answer says
   * so in `WWW-Authenticate` (see `markTokenRefused`), so the client can renew or drop its session.
   */
  optionalUser: Guard;
  requireUser: Guard;
  /** A member of any provider; attaches `request.membership` (the owner's seat first). */
  requireProvider: Guard;
  requireProviderRole(...roles: MemberRole[]): Guard;
  /** users.is_admin, or an address in ADMIN_EMAILS. */
  requireAdmin: Guard;
}

export interface AuthGuardDeps {
  tokens: Pick<Tokens, 'verifyAccess'>;
  /** A token of an ended session is refused like an invalid one, whatever its expiry. */
  revokedSessions: Pick<RevokedSessions, 'has'>;
  db: Db;
  adminEmails: readonly string[];
}

/** What a public read answers beside its anonymous body when the caller's token was not accepted. */
export const TOKEN_REFUSED = 'Bearer error="invalid_token"';

/**
 * Tells the caller, on an answer it gets anyway, that the token it sent was not taken: an app that
 * holds a stale session renews it (to see what is theirs) or drops it.
 */
export function markTokenRefused(reply: FastifyReply): void {
  reply.header('www-authenticate', TOKEN_REFUSED);
}

/** The token of an `Authorization: Bearer …` header: undefined without the header, '' when malformed. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/** The first membership of a user, the owner's seat before others. */
export async function findMembership(db: Db, userId: string): Promise<ProviderMembership | undefined> {
  const [row] = await db
    .select({ providerId: providerMembers.providerId, role: providerMembers.role })
    .from(providerMembers)
    .where(eq(providerMembers.userId, userId))
    .orderBy(desc(sql`${providerMembers.role} = 'owner'`), asc(providerMembers.createdAt))
    .limit(1);
  return row;
}

/** Whether the user is a member of the provider, as a condition to put inside a caller's query. */
export const isMemberOf = (userId: string, providerId: string): SQL =>
  sql`exists (select 1 from ${providerMembers} where ${and(eq(providerMembers.userId, userId), eq(providerMembers.providerId, providerId))})`;

async function isAdmin(db: Db, user: AuthUser, adminEmails: readonly string[]): Promise<boolean> {
  const [row] = await db
    .select({ isAdmin: users.isAdmin, email: users.email })
    .from(users)
    .where(eq(users.id, user.userId));
  return !!row && (row.isAdmin || adminEmails.includes(row.email));
}

/** Decorates requests with `user` and `membership` and returns the guards. Call once on the root instance. */
export function registerAuthGuard(app: FastifyInstance, deps: AuthGuardDeps): AuthGuard {
  app.decorateRequest('user', null);
  app.decorateRequest('membership', null);
  return createAuthGuard(deps);
}

export function createAuthGuard({ tokens, revokedSessions, db, adminEmails }: AuthGuardDeps): AuthGuard {
  /** The caller named by a valid token of a live session; null for none, or an invalid one. */
  const verify = async (request: FastifyRequest): Promise<AuthUser | null> => {
    if (request.user) return request.user;
    const token = bearerToken(request);
    const user = token ? await tokens.verifyAccess(token) : null;
    if (!user || revokedSessions.has(user.sessionId)) return null;
    request.user = user;
    return user;
  };
  const authenticate = async (request: FastifyRequest): Promise<AuthUser> => {
    const user = await verify(request);
    if (!user) throw new Unauthorized();
    return user;
  };

  const requireMembership = async (request: FastifyRequest, roles: readonly MemberRole[]) => {
    const user = await authenticate(request);
    const membership = await findMembership(db, user.userId);
    if (!membership) throw new Forbidden(AUTH_MESSAGES.providerOnly);
    if (roles.length > 0 && !roles.includes(membership.role)) throw new Forbidden(roleRequiredMessage(roles));
    request.membership = membership;
  };

  return {
    optionalUser: async (request, reply) => {
      const user = await verify(request);
      if (!user && bearerToken(request) !== undefined) markTokenRefused(reply);
    },
    requireUser: async (request) => {
      await authenticate(request);
    },
    requireProvider: (request) => requireMembership(request, []),
    requireProviderRole:
      (...roles) =>
      (request) =>
        requireMembership(request, roles),
    requireAdmin: async (request) => {
      const user = await authenticate(request);
      if (!(await isAdmin(db, user, adminEmails))) throw new Forbidden(AUTH_MESSAGES.adminOnly);
    },
  };
}

/** The signed-in user of a route behind `requireUser` (or a stronger guard). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Unauthorized();
  return request.user;
}

/** The membership of a route behind `requireProvider`. */
export function currentMembership(request: FastifyRequest): ProviderMembership {
  if (!request.membership) throw new Forbidden(AUTH_MESSAGES.providerOnly);
  return request.membership;
}
