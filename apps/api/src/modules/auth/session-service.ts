import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  REFRESH_TOKEN_TTL_DAYS,
  type LoginAnswer,
  type TokenPair,
  type UpdateMeBody,
  type User,
} from '@kataar/shared/auth';
import type { Db, Executor } from '../../db/client';
import { CHANNELS, publishChange } from '../../lib/change-bus';
import { Unauthorized } from '../../lib/errors';
import type { RevokedSessions } from '../../lib/revoked-sessions';
import type { Tokens } from '../../lib/tokens';
import {
  consumeRefreshToken,
  findRefreshToken,
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  insertRefreshToken,
  insertUser,
  linkGoogleSub,
  revokeFamily,
  revokeUserTokens,
  updateUser,
  type UserRow,
} from './auth-queries';
import { hasApplied } from '../applications/application-service';
import { isProviderMember } from '../staff/staff-service';
import { findOrCreateUserByEmail } from './user-service';

export interface SessionDeps {
  db: Db;
  tokens: Tokens;
  adminEmails: readonly string[];
  /** This process's list; other processes hear of an ended session through the change bus. */
  revokedSessions: RevokedSessions;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

export type SessionService = ReturnType<typeof createSessionService>;

/** Users, their sign-in and their tokens: access JWTs and rotating refresh-token families. */
export function createSessionService({
  db,
  tokens,
  adminEmails,
  revokedSessions,
  log,
  now = () => new Date(),
}: SessionDeps) {
  const refreshExpiry = (from: Date) => new Date(from.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);

  async function toUser(row: UserRow): Promise<User> {
    const [isProvider, hasApplication] = await Promise.all([isProviderMember(db, row.id), hasApplied(db, row.id)]);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      is_provider: isProvider,
      is_admin: row.isAdmin || adminEmails.includes(row.email),
      has_application: hasApplication,
      ...(row.language ? { language: row.language } : {}),
    };
  }

  async function newRefreshToken(ex: Executor, userId: string, familyId: string): Promise<string> {
    const { token, hash } = tokens.newRefreshToken();
    await insertRefreshToken(ex, { userId, familyId, tokenHash: hash, expiresAt: refreshExpiry(now()) });
    return token;
  }

  /**
   * Revokes every refresh token of the session and tells every process, in the same transaction,
   * to refuse its access tokens. This process refuses them before the answer leaves.
   */
  async function endSession(familyId: string): Promise<void> {
    const at = now();
    await db.transaction(async (tx) => {
      await revokeFamily(tx, familyId, at);
      await publishChange(tx, CHANNELS.sessionRevoked, familyId);
    });
    revokedSessions.add(familyId, at);
  }

  /** Ends every session of the user the same way: "sign out of all devices". */
  async function endAllSessions(userId: string, currentSessionId: string): Promise<void> {
    const at = now();
    const ended = await db.transaction(async (tx) => {
      // The caller's own session is named too: its refresh token may have expired (or, for API
      // clients, never have been issued here), while its access token still works.
      const sessions = new Set([...(await revokeUserTokens(tx, userId, at)), currentSessionId]);
      for (const sessionId of sessions) await publishChange(tx, CHANNELS.sessionRevoked, sessionId);
      return sessions;
    });
    for (const sessionId of ended) revokedSessions.add(sessionId, at);
  }

  return {
    toUser,

    /** Starts a new session (a new refresh-token family); ADMIN_EMAILS addresses become admins here. */
    async signIn(row: UserRow): Promise<LoginAnswer> {
      let user = row;
      if (!row.isAdmin && adminEmails.includes(row.email))
        user = (await updateUser(db, row.id, { isAdmin: true })) ?? row;
      const sessionId = randomUUID();
      const refresh = await newRefreshToken(db, user.id, sessionId);
      return { access: await tokens.signAccess(user, sessionId), refresh, user: await toUser(user) };
    },

    findOrCreateByEmail: (email: string): Promise<UserRow> => findOrCreateUserByEmail(db, email),

    /** Links by Google subject, else by (Google-verified) e-mail, else creates the user. */
    async findOrCreateByGoogle({ sub, email, name }: GoogleIdentity): Promise<UserRow> {
      const bySub = await findUserByGoogleSub(db, sub);
      if (bySub) return bySub;
      // Two tries: a concurrent first sign-in of the same person may insert between our steps.
      for (let attempt = 0; attempt < 2; attempt++) {
        const byEmail = await findUserByEmail(db, email);
        if (byEmail) {
          if (byEmail.googleSub && byEmail.googleSub !== sub) {
            log.warn({ userId: byEmail.id }, 'Google sign-in refused: the address is linked to another Google account');
            throw new Unauthorized(AUTH_MESSAGES.googleFailed);
          }
          const linked = byEmail.googleSub ? byEmail : await linkGoogleSub(db, byEmail.id, sub);
          if (!linked) throw new Unauthorized(AUTH_MESSAGES.googleFailed);
          return name && !linked.name ? ((await updateUser(db, linked.id, { name })) ?? linked) : linked;
        }
        const created = await insertUser(db, { email, name, googleSub: sub });
        if (created) return created;
      }
      throw new Unauthorized(AUTH_MESSAGES.googleFailed);
    },

    /**
     * Rotates a refresh token: the presented one is used up and a new one of the same family is
     * issued. Presenting a token that was already used means it was copied: the whole family is
     * revoked, so the thief's and the owner's newest tokens both stop working.
     */
    async refresh(token: string): Promise<TokenPair> {
      const hash = tokens.hashRefreshToken(token);
      const at = now();
      const rotated = await db.transaction(async (tx) => {
        const used = await consumeRefreshToken(tx, hash, at);
        const user = used && (await findUserById(tx, used.userId));
        if (!used || !user) return undefined;
        return { user, sessionId: used.familyId, refresh: await newRefreshToken(tx, user.id, used.familyId) };
      });
      if (!rotated) {
        const row = await findRefreshToken(db, hash);
        if (row?.revokedAt) {
          await endSession(row.familyId);
          log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reused; its family is revoked');
        }
        throw new Unauthorized(AUTH_MESSAGES.sessionExpired);
      }
      return { access: await tokens.signAccess(rotated.user, rotated.sessionId), refresh: rotated.refresh };
    },

    /** Ends the session the token belongs to; unknown tokens are ignored. */
    async logout(token: string): Promise<void> {
      const row = await findRefreshToken(db, tokens.hashRefreshToken(token));
      if (row) await endSession(row.familyId);
    },

    async me(userId: string): Promise<User> {
      const row = await findUserById(db, userId);
      if (!row) throw new Unauthorized();
      return toUser(row);
    },

    /** Saves what the person may change about themselves (name, language) and answers the new user. */
    async updateMe(userId: string, { name, language }: UpdateMeBody): Promise<User> {
      const changes = { ...(name === undefined ? {} : { name }), ...(language === undefined ? {} : { language }) };
      const row =
        Object.keys(changes).length > 0 ? await updateUser(db, userId, changes) : await findUserById(db, userId);
      if (!row) throw new Unauthorized();
      return toUser(row);
    },

    endAllSessions,
  };
}
