import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { signedInUser, type SignedInUser } from '../test/auth-fixtures';
import { insertProvider } from '../test/provider-fixtures';
import { TEST_JWT_SECRET } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { currentMembership, currentUser, registerAuthGuard } from './auth-guard';
import { registerErrorHandling } from './errors';
import { createRevokedSessions } from './revoked-sessions';
import { createTokens } from './tokens';

let database: Database;
let app: FastifyInstance;
let consumer: SignedInUser;
let owner: SignedInUser;
let receptionist: SignedInUser;
let admin: SignedInUser;
let listedAdmin: SignedInUser;
let providerId: string;
const revokedSessions = createRevokedSessions();

// The guard's public API on a bare Fastify instance: one route of each kind.
beforeAll(async () => {
  database = await openTestDatabase();
  const provider = await insertProvider(database);
  providerId = provider.id;
  consumer = await signedInUser(database, 'consumer@example.in');
  owner = await signedInUser(database, 'owner@example.in', { provider: { id: provider.id, role: 'owner' } });
  receptionist = await signedInUser(database, 'desk@example.in', {
    provider: { id: provider.id, role: 'receptionist' },
  });
  admin = await signedInUser(database, 'admin@example.in', { isAdmin: true });
  listedAdmin = await signedInUser(database, 'listed@example.in');

  app = Fastify();
  registerErrorHandling(app);
  const auth = registerAuthGuard(app, {
    tokens: createTokens(TEST_JWT_SECRET),
    revokedSessions,
    db: database.db,
    adminEmails: ['listed@example.in'],
  });
  app.get('/anyone', { preHandler: auth.optionalUser }, async (request) => ({ user: request.user?.userId ?? null }));
  app.get('/user', { preHandler: auth.requireUser }, async (request) => ({ user: currentUser(request).userId }));
  app.get('/provider', { preHandler: auth.requireProvider }, async (request) => currentMembership(request));
  app.get('/owner', { preHandler: auth.requireProviderRole('owner') }, async (request) => currentMembership(request));
  app.get('/admin', { preHandler: auth.requireAdmin }, async (request) => ({ user: currentUser(request).userId }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = async (url: string, who?: SignedInUser | string) => {
  const authorization = typeof who === 'string' ? who : who?.headers.authorization;
  const res = await app.inject({ url, headers: authorization ? { authorization } : {} });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};
const authRequired = { status: 401, body: { message: 'Authentication required' } };

describe('auth guard', () => {
  it('optionalUser: the caller of a valid token, anonymous otherwise, and a bad token is only marked as refused', async () => {
    expect(await get('/anyone')).toEqual({ status: 200, body: { user: null } });
    expect(await get('/anyone', consumer)).toEqual({ status: 200, body: { user: consumer.id } });
    expect(await get('/anyone', 'Bearer nonsense')).toEqual({ status: 200, body: { user: null } });
    const refused = await app.inject({ url: '/anyone', headers: { authorization: 'Bearer nonsense' } });
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    const taken = await app.inject({ url: '/anyone', headers: consumer.headers });
    expect(taken.headers['www-authenticate']).toBeUndefined();
  });

  it('requireUser: 401 without or with a bad token, the user otherwise', async () => {
    expect(await get('/user')).toEqual(authRequired);
    expect(await get('/user', 'Bearer nonsense')).toEqual(authRequired);
    expect(await get('/user', consumer)).toEqual({ status: 200, body: { user: consumer.id } });
  });

  it('refuses a valid token of a session that has ended on every guarded route, and takes it for no one on open ones', async () => {
    const leaver = await signedInUser(database, 'leaver@example.in', { isAdmin: true, provider: { id: providerId } });
    expect((await get('/admin', leaver)).status).toBe(200);
    revokedSessions.add(leaver.sessionId, new Date());
    for (const url of ['/user', '/provider', '/owner', '/admin']) expect(await get(url, leaver)).toEqual(authRequired);
    expect(await get('/anyone', leaver)).toEqual({ status: 200, body: { user: null } });
    expect((await get('/user', consumer)).status).toBe(200);
  });

  it('requireProvider: 403 for a consumer, the membership for any member', async () => {
    expect(await get('/provider')).toEqual(authRequired);
    expect(await get('/provider', consumer)).toEqual({
      status: 403,
      body: { message: 'You must be a provider to do this.' },
    });
    expect(await get('/provider', receptionist)).toEqual({ status: 200, body: { providerId, role: 'receptionist' } });
    expect(await get('/provider', owner)).toEqual({ status: 200, body: { providerId, role: 'owner' } });
  });

  it('requireProviderRole: 403 for a member in another role', async () => {
    expect(await get('/owner', receptionist)).toEqual({
      status: 403,
      body: { message: 'Only the owner of this business can do this.' },
    });
    expect((await get('/owner', owner)).status).toBe(200);
  });

  it('requireAdmin: users.is_admin or ADMIN_EMAILS; 403 for others', async () => {
    expect(await get('/admin')).toEqual(authRequired);
    expect(await get('/admin', owner)).toEqual({ status: 403, body: { message: 'Only administrators can do this.' } });
    expect((await get('/admin', admin)).status).toBe(200);
    expect((await get('/admin', listedAdmin)).status).toBe(200);
  });
});
