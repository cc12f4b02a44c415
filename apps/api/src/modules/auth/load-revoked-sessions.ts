import type { Db } from '../../db/client';
import { CHANNELS, type ChangeBus } from '../../lib/change-bus';
import { createRevokedSessions, REVOCATION_MEMORY_MS, type RevokedSessions } from '../../lib/revoked-sessions';
import { findEndedSessions } from './auth-queries';

/**
 * The sessions this process must refuse: those ended recently enough that their access tokens may
 * still be unexpired (read at start, so a restart forgets none), and every session any process
 * ends from now on (heard on the change bus). The bus is followed before the read, so a logout
 * between the two is not missed.
 */
export async function loadRevokedSessions(db: Db, bus: ChangeBus): Promise<RevokedSessions> {
  const revoked = createRevokedSessions();
  bus.on(CHANNELS.sessionRevoked, (sessionId) => revoked.add(sessionId, new Date()));
  const since = new Date(Date.now() - REVOCATION_MEMORY_MS);
  for (const { familyId, endedAt } of await findEndedSessions(db, since)) revoked.add(familyId, endedAt);
  return revoked;
}
