import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { LoginAnswer } from '@kataar/shared/auth';
import type { Database } from '../db/client';
import { providerMembers, users } from '../db/schema';
import { createTokens } from '../lib/tokens';
import type { MailCatcher } from './mail-catcher';
import { TEST_JWT_SECRET } from './test-app';

type MemberRole = (typeof providerMembers.$inferInsert)['role'];

export interface SignedInUser {
  id: string;
  email: string;
  access: string;
  /** The session the access token names; no refresh token belongs to it. */
  sessionId: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

/**
 * A user (created if new) with a valid access token signed by the test apps' secret, without going
 * through the mail flow. `provider` makes the user a member of that provider.
 */
export async function signedInUser(
  database: Database,
  email: string,
  options: { name?: string; isAdmin?: boolean; provider?: { id: string; role?: MemberRole } } = {},
): Promise<SignedInUser> {
  const values = { email, name: options.name ?? '', isAdmin: options.isAdmin ?? false };
  await database.db.insert(users).values(values).onConflictDoNothing();
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`could not create ${email}`);
  if (options.provider) {
    await database.db
      .insert(providerMembers)
      .values({ providerId: options.provider.id, userId: user.id, role: options.provider.role ?? 'owner' })
      .onConflictDoNothing();
  }
  const sessionId = randomUUID();
  const access = await createTokens(TEST_JWT_SECRET).signAccess(user, sessionId);
  return { id: user.id, email, access, sessionId, headers: { authorization: `Bearer ${access}` } };
}

/** The real e-mail flow: asks for a code, reads it from the caught mail, verifies it. */
export async function loginWithCode(
  app: FastifyInstance,
  mail: MailCatcher,
  email: string,
  remoteAddress = '127.0.0.1',
): Promise<LoginAnswer> {
  const asked = await app.inject({
    method: 'POST',
    url: '/v1/api/auth/otp/request/',
    payload: { email },
    remoteAddress,
  });
  if (asked.statusCode !== 200) throw new Error(`code request failed: ${asked.statusCode} ${asked.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/v1/api/auth/otp/verify/',
    payload: { email, code: mail.codeFor(email) },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  return verified.json<LoginAnswer>();
}
