import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges, refreshTokens } from '../../db/schema';
import { loginWithCode } from '../../test/auth-fixtures';
import { createTestAppWithMail, type TestAppWithMail } from '../../test/test-app';
import { deleteExpiredSignInRows } from './auth-queries';

let t: TestAppWithMail;
beforeAll(async () => {
  t = await createTestAppWithMail();
});
afterAll(async () => {
  await t.close();
});

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/v1/api/auth/token/refresh/', payload: { refresh: token } });
const askCode = (email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/v1/api/auth/otp/request/', payload: { email }, remoteAddress });

describe('pruning expired sign-in rows', () => {
  it('deletes expired tokens and codes, and keeps everything that can still be used', async () => {
    const live = await loginWithCode(t.app, t.mail, 'live@example.in', '10.9.0.1');
    const old = await loginWithCode(t.app, t.mail, 'old@example.in', '10.9.0.2');
    expect((await askCode('pending@example.in', '10.9.0.3')).statusCode).toBe(200);
    expect((await askCode('stale@example.in', '10.9.0.4')).statusCode).toBe(200);
    // The old session's refresh token and the stale code expired two days ago.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: twoDaysAgo })
      .where(eq(refreshTokens.userId, old.user.id));
    await t.database.db
      .update(otpChallenges)
      .set({ expiresAt: twoDaysAgo })
      .where(eq(otpChallenges.email, 'stale@example.in'));

    const deleted = await deleteExpiredSignInRows(t.database.db, new Date(Date.now() - 86_400_000));

    expect(deleted).toEqual({ refreshTokens: 1, otpChallenges: 1 });
    expect((await refresh(live.refresh)).statusCode).toBe(200);
    expect((await refresh(old.refresh)).statusCode).toBe(401);
    const codes = await t.database.db.select({ email: otpChallenges.email }).from(otpChallenges);
    expect(codes.map((row) => row.email)).not.toContain('stale@example.in');
    expect(codes.map((row) => row.email)).toContain('pending@example.in');
  });
});
