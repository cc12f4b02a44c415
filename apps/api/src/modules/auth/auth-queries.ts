import { and, eq, gt, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { otpChallenges, refreshTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type OtpChallengeRow = typeof otpChallenges.$inferSelect;

// ---- users ----

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserByGoogleSub(db: Executor, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
  return row;
}

/** Inserts the user unless the address (or Google subject) is taken; undefined when it was. */
export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<Pick<UserRow, 'name' | 'isAdmin' | 'googleSub' | 'language'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Sets the Google subject on a user that has none yet; undefined if another subject got there first. */
export async function linkGoogleSub(db: Executor, id: string, sub: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ googleSub: sub })
    .where(and(eq(users.id, id), isNull(users.googleSub)))
    .returning();
  return row;
}

// ---- one-time codes ----

export async function findChallenge(db: Executor, email: string): Promise<OtpChallengeRow | undefined> {
  const [row] = await db.select().from(otpChallenges).where(eq(otpChallenges.email, email));
  return row;
}

export interface NewChallenge {
  email: string;
  codeHash: string;
  expiresAt: Date;
  now: Date;
  /** Seconds a fresh code blocks the next request: after the first send, after a resend. */
  firstWaitSeconds: number;
  resendWaitSeconds: number;
}

/**
 * Stores a new code unless the last one was sent too recently, in one statement so two requests
 * racing for the same address cannot both send. A used or expired code starts over as a first
 * send; otherwise this is a resend. Returns the new send count, or undefined when refused.
 */
export async function storeChallenge(db: Executor, c: NewChallenge): Promise<number | undefined> {
  const now = c.now.toISOString();
  const wait = sql`(case when ${otpChallenges.sends} = 1 then ${c.firstWaitSeconds}::int else ${c.resendWaitSeconds}::int end) * interval '1 second'`;
  const startsOver = sql`${otpChallenges.consumedAt} is not null or ${otpChallenges.expiresAt} <= ${now}::timestamptz`;
  const [row] = await db
    .insert(otpChallenges)
    .values({ email: c.email, codeHash: c.codeHash, expiresAt: c.expiresAt, attempts: 0, sends: 1, lastSentAt: c.now })
    .onConflictDoUpdate({
      target: otpChallenges.email,
      set: {
        codeHash: c.codeHash,
        expiresAt: c.expiresAt,
        attempts: 0,
        sends: sql`case when ${startsOver} then 1 else ${otpChallenges.sends} + 1 end`,
        lastSentAt: c.now,
        consumedAt: null,
      },
      setWhere: sql`${otpChallenges.consumedAt} is not null or ${otpChallenges.lastSentAt} + ${wait} <= ${now}::timestamptz`,
    })
    .returning({ sends: otpChallenges.sends });
  return row?.sends;
}

/** Forgets a code whose mail could not be sent, so the address may ask again at once. */
export async function deleteChallenge(db: Executor, email: string, codeHash: string): Promise<void> {
  await db.delete(otpChallenges).where(and(eq(otpChallenges.email, email), eq(otpChallenges.codeHash, codeHash)));
}

/**
 * One verification attempt, atomically: a live, unlocked code is consumed when the hash matches and
 * otherwise counts a failed attempt. Undefined when the code was not live (missing, used, expired or
 * locked); the caller then reads the row to say which.
 */
export async function attemptChallenge(
  db: Executor,
  a: { email: string; codeHash: string; now: Date; maxAttempts: number },
): Promise<{ matched: boolean; attempts: number } | undefined> {
  const now = a.now.toISOString();
  const matches = sql`${otpChallenges.codeHash} = ${a.codeHash}`;
  const [row] = await db
    .update(otpChallenges)
    .set({
      attempts: sql`${otpChallenges.attempts} + case when ${matches} then 0 else 1 end`,
      consumedAt: sql`case when ${matches} then ${now}::timestamptz else null end`,
    })
    .where(
      and(
        eq(otpChallenges.email, a.email),
        isNull(otpChallenges.consumedAt),
        sql`${otpChallenges.attempts} < ${a.maxAttempts}`,
        sql`${otpChallenges.expiresAt} > ${now}::timestamptz`,
      ),
    )
    .returning({ consumedAt: otpChallenges.consumedAt, attempts: otpChallenges.attempts });
  return row && { matched: row.consumedAt !== null, attempts: row.attempts };
}

// ---- refresh tokens ----

export async function insertRefreshToken(
  db: Executor,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** Marks a live token used (rotated); its owner and family, or undefined if it was not live. */
export async function consumeRefreshToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; familyId: string } | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return row;
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function revokeFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every live refresh token of the user; the sessions (families) they belonged to. */
export async function revokeUserTokens(db: Executor, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
}

/**
 * Sessions (refresh-token families) ended since `since`: every token of the family is revoked.
 * Rotation revokes a token and inserts its successor in one transaction, so a live session always
 * holds one unrevoked token; only logout and a detected reuse revoke them all.
 */
export async function findEndedSessions(db: Executor, since: Date): Promise<{ familyId: string; endedAt: Date }[]> {
  const touched = db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(gt(refreshTokens.revokedAt, since));
  const rows = await db
    .select({ familyId: refreshTokens.familyId, endedAt: max(refreshTokens.revokedAt) })
    .from(refreshTokens)
    .where(inArray(refreshTokens.familyId, touched))
    .groupBy(refreshTokens.familyId)
    .having(sql`bool_and(${refreshTokens.revokedAt} is not null)`);
  return rows.flatMap((row) => (row.endedAt ? [{ familyId: row.familyId, endedAt: row.endedAt }] : []));
}

// ---- housekeeping ----

/**
 * Deletes sign-in rows that can never be used again: refresh tokens and login codes that expired
 * before `before`. A revoked but unexpired token is kept, because seeing it again is how a stolen
 * token's reuse is detected; once expired it is refused anyway.
 */
export async function deleteExpiredSignInRows(
  db: Executor,
  before: Date,
): Promise<{ refreshTokens: number; otpChallenges: number }> {
  const tokens = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, before))
    .returning({ id: refreshTokens.id });
  const codes = await db
    .delete(otpChallenges)
    .where(lt(otpChallenges.expiresAt, before))
    .returning({ email: otpChallenges.email });
  return { refreshTokens: tokens.length, otpChallenges: codes.length };
}
