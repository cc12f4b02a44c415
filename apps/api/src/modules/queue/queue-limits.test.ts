import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { caller, customer, listen, openStream, type SseClient } from './queue-test-helpers';

const MAX_STREAMS = 3;
const WRITES = 5;
let t: TestApp;
let base: string;
let call: ReturnType<typeof caller>;
let owner: SignedInUser;
const open: SseClient[] = [];

beforeAll(async () => {
  let providerId = '';
  t = await createTestApp(
    async (database) => {
      providerId = (await insertProvider(database, { username: 'capped-clinic' })).id;
    },
    // Loopback is the proxy here, so X-Forwarded-For names a test client's address.
    { MAX_STREAMS_PER_IP: String(MAX_STREAMS), QUEUE_WRITES_PER_MINUTE: String(WRITES), TRUST_PROXY: 'loopback' },
  );
  base = await listen(t.app);
  call = caller(t.app);
  owner = await signedInUser(t.database, 'owner@capped.in', { provider: { id: providerId } });
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(() => t.close());

const tooMany = (seconds: string) => {
  const message = `Too many attempts. Please try again in ${seconds}.`;
  return { message, errors: { non_field_errors: [message] } };
};

it('allows 20 streams per address and 60 queue writes per user a minute unless configured', () => {
  expect(loadConfig({})).toMatchObject({ maxStreamsPerIp: 20, queueWritesPerMinute: 60 });
});

describe('live streams per client address', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });
  async function stream(address: string): Promise<SseClient> {
    const client = await openStream(`${base}/v1/api/queue/capped-clinic/events`, from(address));
    open.push(client);
    return client;
  }

  it('refuses a stream over the cap with 429 and Retry-After, and frees the place when one closes', async () => {
    const streams = [];
    for (let i = 0; i < MAX_STREAMS; i++) streams.push(await stream('203.0.113.10'));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await fetch(`${base}/v1/api/queue/capped-clinic/events`, { headers: from('203.0.113.10') });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual(tooMany('30 seconds'));
    // Another address is not affected.
    expect((await stream('203.0.113.11')).status).toBe(200);
    streams[0]!.close();
    await vi.waitFor(async () => expect((await stream('203.0.113.10')).status).toBe(200));
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const statuses = [];
    for (let i = 1; i <= MAX_STREAMS + 1; i++) statuses.push((await stream(`2001:db8:77:1::${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await stream('2001:db8:77:2::1')).status).toBe(200);
  });
});

describe('live streams per process', () => {
  let small: TestApp;
  let smallBase: string;
  beforeAll(async () => {
    small = await createTestApp(
      async (database) => {
        await insertProvider(database, { username: 'busy-clinic' });
      },
      { MAX_STREAMS_PER_PROCESS: '2', TRUST_PROXY: 'loopback' },
    );
    smallBase = await listen(small.app);
  });
  afterAll(() => small.close());

  it('answers 503 with Retry-After once the process holds its most, from whichever addresses', async () => {
    const url = `${smallBase}/v1/api/queue/busy-clinic/events`;
    for (const address of ['203.0.113.20', '203.0.113.21']) {
      const client = await openStream(url, { 'x-forwarded-for': address });
      open.push(client);
      expect(client.status).toBe(200);
    }
    const refused = await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.22' } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Too many people are following live queues right now. Please try again in a few seconds.',
    );
    open.splice(0).forEach((client) => client.close());
    await vi.waitFor(async () => {
      const client = await openStream(url, { 'x-forwarded-for': '203.0.113.22' });
      open.push(client);
      expect(client.status).toBe(200);
    });
  });
});

describe('queue writes per user', () => {
  it('counts joins and leaves together and refuses the next with 429, writing nothing', async () => {
    const asha = await signedInUser(t.database, 'asha@capped.in');
    const join = () => call('POST', '/queue/join/capped-clinic/', { auth: asha.headers, payload: customer(1) });
    const leave = () => call('POST', '/queue/leave/', { auth: asha.headers });
    const statuses = [];
    for (const write of [join, leave, join, leave, join]) statuses.push((await write()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await t.app.inject({ method: 'POST', url: '/v1/api/queue/leave/', headers: asha.headers });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual(tooMany(`${refused.headers['retry-after']} seconds`));
    const overview = await call<{ data: { position: number | null } }>('GET', '/queue/capped-clinic/overview/', {
      auth: asha.headers,
    });
    expect(overview.body.data.position).toBe(1);
    // Another user has their own allowance.
    const ravi = await signedInUser(t.database, 'ravi@capped.in');
    expect(
      (await call('POST', '/queue/join/capped-clinic/', { auth: ravi.headers, payload: customer(2) })).status,
    ).toBe(200);
  });

  it('counts the desk’s pops, adds, removals and pauses', async () => {
    const statuses = [];
    statuses.push((await call('POST', '/queue/add/', { auth: owner.headers, payload: customer(3) })).status);
    statuses.push(
      (await call('PATCH', '/queue/status/', { auth: owner.headers, payload: { queue_status: false } })).status,
    );
    statuses.push(
      (await call('PATCH', '/queue/status/', { auth: owner.headers, payload: { queue_status: true } })).status,
    );
    statuses.push((await call('POST', '/queue/pop/', { auth: owner.headers })).status);
    statuses.push((await call('DELETE', '/queue/delete/999999/', { auth: owner.headers })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 404]);
    const refused = await call('POST', '/queue/pop/', { auth: owner.headers });
    expect(refused.status).toBe(429);
    // Reading the desk is not a write.
    expect((await call('GET', '/queue/entries/', { auth: owner.headers })).status).toBe(200);
  });
});
