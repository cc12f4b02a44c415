import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { QueueDisplay } from '@kataar/shared/display';
import { isUsableUsername } from '@kataar/shared/reserved-usernames';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { caller, customer, listen, openStream, type SseClient } from './queue-test-helpers';

// The public waiting-room display, its stream, the owner's names setting and the QR poster's answer.
let t: TestApp;
let base: string;
let call: ReturnType<typeof caller>;
let owner: SignedInUser;
let receptionist: SignedInUser;
let consumers: SignedInUser[] = [];
let providerId = '';
const open: SseClient<QueueDisplay>[] = [];

beforeAll(async () => {
  t = await createTestApp(
    async (database) => {
      providerId = (await insertProvider(database, { username: 'wall-clinic', businessName: 'Wall Clinic' })).id;
    },
    { PUBLIC_URL: 'https://kataar.example/' },
  );
  base = await listen(t.app);
  call = caller(t.app);
  owner = await signedInUser(t.database, 'owner@wall.in', { provider: { id: providerId } });
  receptionist = await signedInUser(t.database, 'desk@wall.in', {
    provider: { id: providerId, role: 'receptionist' },
  });
  consumers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => signedInUser(t.database, `c${n}@example.in`)));
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(() => t.close());

async function displayStream(username = 'wall-clinic'): Promise<SseClient<QueueDisplay>> {
  const client = await openStream<QueueDisplay>(`${base}/v1/api/queue/${username}/display/events`, {}, 'display');
  open.push(client);
  return client;
}
// Every consumer has a full name, an age, a gender and a phone number that must never reach the display.
const join = (n: number) =>
  call('POST', '/queue/join/wall-clinic/', {
    auth: consumers[n - 1]!.headers,
    payload: customer(n, { consumer_name: `Person${n} Surname${n}` }),
  });
const setNames = (who: SignedInUser | undefined, show_names: unknown) =>
  call('PATCH', '/provider/display/', { auth: who?.headers, payload: { show_names } });
const PRIVATE = [/Surname/, /98000000\d\d/, /female/, /"consumer_/, /age/];

describe('the waiting-room display', () => {
  it('answers tokens only by default, with the wait of someone joining now', async () => {
    const empty = await call<{ data: QueueDisplay }>('GET', '/queue/wall-clinic/display/');
    expect(empty).toEqual({
      status: 200,
      body: {
        data: {
          business_name: 'Wall Clinic',
          now_serving: null,
          next: [],
          count: 0,
          eta_minutes: 10,
          is_open: true,
          queue_status: true,
          // The provider's one desk: a screen lists desks only when there are several.
          desks: [{ id: expect.any(Number), name: 'Main desk', now_serving: null }],
        },
      },
    });
    for (const n of [1, 2, 3, 4, 5, 6, 7]) expect((await join(n)).status).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/v1/api/queue/wall-clinic/display/' });
    const data = res.json<{ data: QueueDisplay }>().data;
    expect(data.next).toEqual([1, 2, 3, 4, 5].map((token) => ({ token })));
    expect(data).toMatchObject({ count: 7, eta_minutes: 80, now_serving: null });
    for (const pattern of [...PRIVATE, /Person/]) expect(res.body).not.toMatch(pattern);
  });

  it('streams the called token and the line after every desk action, tokens only', async () => {
    const client = await displayStream();
    expect(await client.next(() => true)).toMatchObject({ count: 7, now_serving: null });
    expect((await call('POST', '/queue/pop/', { auth: receptionist.headers })).status).toBe(200);
    const after = await client.next((d) => d.now_serving === 1);
    expect(after).toMatchObject({ count: 6, next: [2, 3, 4, 5, 6].map((token) => ({ token })) });
    expect(JSON.stringify(client.events)).not.toMatch(/Person/);
  });

  it('adds first names, and only first names, once the owner turns them on; live', async () => {
    const client = await displayStream();
    await client.next(() => true);
    expect(await setNames(owner, true)).toEqual({ status: 200, body: { data: { show_names: true } } });
    const named = await client.next((d) => d.next[0]?.name !== undefined);
    expect(named.next).toEqual([2, 3, 4, 5, 6].map((token) => ({ token, name: `Person${token}` })));
    const answer = await t.app.inject({ method: 'GET', url: '/v1/api/queue/wall-clinic/display/' });
    expect(answer.json<{ data: QueueDisplay }>().data.next[0]).toEqual({ token: 2, name: 'Person2' });
    for (const pattern of PRIVATE) {
      expect(answer.body).not.toMatch(pattern);
      expect(JSON.stringify(client.events)).not.toMatch(pattern);
    }
    const from = client.events.length;
    expect(await setNames(owner, false)).toEqual({ status: 200, body: { data: { show_names: false } } });
    const hidden = await client.next((d) => d.next[0]?.name === undefined, { from });
    expect(hidden.next[0]).toEqual({ token: 2 });
  });

  it('is 404 for an unknown provider, on the answer and the stream', async () => {
    expect((await call('GET', '/queue/nobody-here/display/')).status).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: '/v1/api/queue/nobody-here/display/events' });
    expect(res.statusCode).toBe(404);
  });
});

describe('/provider/display/ settings', () => {
  it('lets every member read the setting, which starts off', async () => {
    const res = await call('GET', '/provider/display/', { auth: receptionist.headers });
    expect(res).toEqual({ status: 200, body: { data: { show_names: false } } });
  });

  it('lets only the owner change it', async () => {
    expect((await setNames(undefined, true)).status).toBe(401);
    expect((await setNames(consumers[0], true)).status).toBe(403);
    const refused = await setNames(receptionist, true);
    expect(refused.status).toBe(403);
    expect((await call('GET', '/provider/display/', { auth: owner.headers })).body).toEqual({
      data: { show_names: false },
    });
  });

  it('refuses a body that is not a boolean with 400', async () => {
    for (const body of ['yes', 1, null]) expect((await setNames(owner, body)).status).toBe(400);
  });
});

describe('GET /provider/poster/', () => {
  it('gives the public profile address on PUBLIC_URL, not on the Host the caller used', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/api/provider/poster/',
      headers: { ...receptionist.headers, host: '192.168.1.20:8000' },
    });
    expect(res.json()).toEqual({
      data: {
        business_name: 'Wall Clinic',
        username: 'wall-clinic',
        url: 'https://kataar.example/profile/wall-clinic',
      },
    });
  });

  it('is for members only', async () => {
    expect((await call('GET', '/provider/poster/')).status).toBe(401);
    expect((await call('GET', '/provider/poster/', { auth: consumers[0]!.headers })).status).toBe(403);
  });
});

describe('reserved usernames', () => {
  it('keeps the display and poster path words from ever being a provider username', () => {
    expect(isUsableUsername('display')).toBe(false);
    expect(isUsableUsername('poster')).toBe(false);
    expect(isUsableUsername('display-clinic')).toBe(true);
  });
});
