import { overviewOf } from '@kataar/shared/queue-fixtures';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from '../../test/test-app';
import { caller, customer, listen, openStream, type SseClient } from './queue-test-helpers';
import { secondInstance } from '../../test/second-instance';

const onPostgres = !!process.env.TEST_DATABASE_URL;
let t: TestApp;
let base: string;
let call: ReturnType<typeof caller>;
let owner: SignedInUser;
let asha: SignedInUser;
let ravi: SignedInUser;
let providerId = '';
const open: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp(async (database) => {
    providerId = (await insertProvider(database, { username: 'live-clinic', businessName: 'Live Clinic' })).id;
    await insertProvider(database, { username: 'other-clinic' });
  });
  base = await listen(t.app);
  call = caller(t.app);
  owner = await signedInUser(t.database, 'owner@live.in', { provider: { id: providerId } });
  asha = await signedInUser(t.database, 'asha@example.in');
  ravi = await signedInUser(t.database, 'ravi@example.in');
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(() => t.close());

const events = (username = 'live-clinic', query = '') => `${base}/v1/api/queue/${username}/events${query}`;
async function stream(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const client = await openStream(url, headers);
  open.push(client);
  return client;
}
const streamToken = async (who?: SignedInUser, username = 'live-clinic') => {
  const res = await call<{ data: { token: string; expires_in: number } }>('POST', `/queue/${username}/stream-token/`, {
    auth: who?.headers,
  });
  return res.body.data.token;
};
const join = (who: SignedInUser, n: number) =>
  call('POST', '/queue/join/live-clinic/', { auth: who.headers, payload: customer(n) });
const pop = (app: FastifyInstance = t.app) => caller(app)('POST', '/queue/pop/', { auth: owner.headers });

describe('GET /queue/{username}/events', () => {
  it('streams the overview at once to an anonymous subscriber', async () => {
    const client = await stream(events());
    expect(client.status).toBe(200);
    expect(client.contentType).toBe('text/event-stream; charset=utf-8');
    expect(await client.next(() => true)).toEqual(overviewOf());
  });

  it('pushes each subscriber their own position on every change (bearer header)', async () => {
    const anonymous = await stream(events());
    const mine = await stream(events(), asha.headers);
    await join(asha, 1);
    await join(ravi, 2);
    expect(await mine.next((o) => o.count === 2)).toMatchObject({ position: 1, eta_minutes: 10 });
    expect(await anonymous.next((o) => o.count === 2)).toMatchObject({ position: null });
  });

  it('opens with a stream token for EventSource, which carries the user', async () => {
    const res = await call('POST', '/queue/live-clinic/stream-token/', { auth: ravi.headers });
    expect(res).toEqual({ status: 200, body: { data: { token: expect.any(String), expires_in: 60 } } });
    const client = await stream(events('live-clinic', `?token=${(res.body.data as { token: string }).token}`));
    expect(await client.next(() => true)).toMatchObject({ count: 2, position: 2, eta_minutes: 20 });
    const anonymous = await stream(events('live-clinic', `?token=${await streamToken()}`));
    expect(await anonymous.next(() => true)).toMatchObject({ count: 2, position: null });
  });

  it('tells a subscriber when they are called, and moves everyone up', async () => {
    const called = await stream(events(), asha.headers);
    const next = await stream(events(), ravi.headers);
    await called.next((o) => o.position === 1);
    await pop();
    expect(await called.next((o) => o.count === 1)).toMatchObject({ position: null, eta_minutes: null });
    expect(await next.next((o) => o.count === 1)).toMatchObject({ position: 1 });
  });

  it('shows pausing and closing live', async () => {
    const client = await stream(events());
    await client.next(() => true);
    await call('PATCH', '/queue/status/', { auth: owner.headers, payload: { queue_status: false } });
    expect(await client.next((o) => !o.queue_status)).toMatchObject({ is_open: true });
    await call('PATCH', '/provider/toggle/', { auth: owner.headers, payload: { is_open: false } });
    await client.next((o) => !o.is_open);
    await call('PATCH', '/queue/status/', { auth: owner.headers, payload: { queue_status: true } });
    await call('PATCH', '/provider/toggle/', { auth: owner.headers, payload: { is_open: true } });
    await client.next((o) => o.is_open && o.queue_status);
  });

  it('refuses a stream token of another queue, and an expired or forged stream token', async () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const expired = await new SignJWT({ pid: providerId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('kataar')
      .setAudience('queue-stream')
      .setSubject(asha.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(key);
    for (const token of [await streamToken(asha, 'other-clinic'), expired, asha.access, 'garbage']) {
      const res = await fetch(events('live-clinic', `?token=${token}`));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Authentication required' });
    }
  });

  it('says Provider not found for an unknown queue', async () => {
    const res = await fetch(events('nobody-here'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Provider not found' });
    expect((await call('POST', '/queue/nobody-here/stream-token/')).status).toBe(404);
  });
});

describe.runIf(onPostgres)('two API processes on one PostgreSQL', () => {
  it('a subscriber of process A sees a pop made through process B within 1 s', async () => {
    const b = await secondInstance(t);
    try {
      await join(asha, 3);
      const client = await stream(events(), asha.headers);
      const before = await client.next((o) => o.position !== null);
      const from = client.events.length;
      const started = Date.now();
      expect((await pop(b.app)).status).toBe(200);
      const after = await client.next((o) => o.count === before.count - 1, { from, timeoutMs: 1000 });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(after.position).toBe(before.position === 1 ? null : before.position! - 1);
    } finally {
      await b.close();
    }
  });
});

describe.skipIf(onPostgres)('one embedded process', () => {
  it('a subscriber sees a pop within 1 s', async () => {
    await join(asha, 3);
    const client = await stream(events(), asha.headers);
    const before = await client.next((o) => o.position !== null);
    const from = client.events.length;
    const started = Date.now();
    expect((await pop()).status).toBe(200);
    await client.next((o) => o.count === before.count - 1, { from, timeoutMs: 1000 });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
