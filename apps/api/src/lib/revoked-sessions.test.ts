import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@kataar/shared/auth';
import { createRevokedSessions } from './revoked-sessions';

describe('revoked sessions', () => {
  it('refuses a session from its revocation until every access token issued before it has expired', () => {
    let clock = Date.parse('2026-01-01T10:00:00Z');
    const revoked = createRevokedSessions(() => clock);
    revoked.add('s-1', new Date(clock));
    expect(revoked.has('s-1')).toBe(true);
    expect(revoked.has('s-2')).toBe(false);
    clock += ACCESS_TOKEN_TTL_SECONDS * 1000;
    expect(revoked.has('s-1')).toBe(true);
    clock += 5 * 60_000;
    expect(revoked.has('s-1')).toBe(false);
  });

  it('keeps the later of two revocations of one session, and ignores one too old to matter', () => {
    const clock = Date.parse('2026-01-01T10:00:00Z');
    const revoked = createRevokedSessions(() => clock);
    revoked.add('s-1', new Date(clock));
    revoked.add('s-1', new Date(clock - 10 * 60_000));
    expect(revoked.has('s-1')).toBe(true);
    revoked.add('s-old', new Date(clock - 60 * 60_000));
    expect(revoked.has('s-old')).toBe(false);
  });
});
