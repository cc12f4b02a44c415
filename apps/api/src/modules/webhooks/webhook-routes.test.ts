import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_LOG_SIZE, WEBHOOK_MESSAGES } from '@kataar/shared/webhook';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertDelivery } from './webhook-queries';

let strict: TestApp;
let open: TestApp;
let owner: SignedInUser;
let openOwner: SignedInUser;
let receptionist: SignedInUser;
let openProviderId: string;

beforeAll(async () => {
  strict = await createTestApp();
  const provider = await insertProvider(strict.database, { username: 'hooked-clinic' });
  owner = await signedInUser(strict.database, 'owner@hooked.in', { provider: { id: provider.id } });
  receptionist = await signedInUser(strict.database, 'desk@hooked.in', {
    provider: { id: provider.id, role: 'receptionist' },
  });
  open = await createTestApp(undefined, { WEBHOOK_ALLOW_PRIVATE: 'true' });
  openProviderId = (await insertProvider(open.database, { username: 'self-hosted-clinic' })).id;
  openOwner = await signedInUser(open.database, 'owner@self-hosted.in', { provider: { id: openProviderId } });
});
afterAll(async () => {
  await strict.close();
  await open.close();
});

const call = (
  t: TestApp,
  as: SignedInUser | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path = '',
  payload?: object,
) => t.app.inject({ method, url: `/v1/api/provider/webhook/${path}`, headers: as?.headers ?? {}, payload });

const urlError = async (t: TestApp, as: SignedInUser, url: unknown) => {
  const res = await call(t, as, 'PUT', '', { url });
  expect(res.statusCode).toBe(400);
  return res.json().errors.url as string[];
};

describe('provider webhook settings', () => {
  it('answers null before a webhook is set', async () => {
    const res = await call(strict, owner, 'GET');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it('refuses anything but an https URL without credentials', async () => {
    expect(await urlError(strict, owner, 'http://clinic.example.in/hook')).toEqual([WEBHOOK_MESSAGES.httpsOnly]);
    expect(await urlError(strict, owner, 'not a url')).toEqual([WEBHOOK_MESSAGES.urlInvalid]);
    expect(await urlError(strict, owner, '')).toEqual([WEBHOOK_MESSAGES.urlRequired]);
    expect(await urlError(strict, owner, 42)).toEqual([WEBHOOK_MESSAGES.urlRequired]);
    expect(await urlError(strict, owner, 'https://me:pw@clinic.example.in/')).toEqual([WEBHOOK_MESSAGES.noCredentials]);
    expect(await urlError(strict, owner, `https://clinic.example.in/${'a'.repeat(2000)}`)).toEqual([
      WEBHOOK_MESSAGES.urlInvalid,
    ]);
  });

  it('refuses hosts on private, loopback, link-local, CGNAT, multicast and unspecified addresses', async () => {
    const hosts = [
      '127.0.0.1',
      'localhost',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.20',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '[::1]',
      '[::]',
      '[fe80::1]',
      '[fd00::1]',
      '[ff02::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:10.0.0.1]',
      // IPv6 forms that carry an IPv4 address inside them.
      '[::127.0.0.1]',
      '[::169.254.169.254]',
      '[::10.0.0.1]',
      '[::ffff:0:7f00:1]',
      '[64:ff9b::10.0.0.1]',
      '[64:ff9b::7f00:1]',
      '[2002:7f00:1::]',
      '[2002:a9fe:a9fe::1]',
    ];
    for (const host of hosts) {
      expect(await urlError(strict, owner, `https://${host}/hook`), host).toEqual([WEBHOOK_MESSAGES.privateAddress]);
    }
    expect(await urlError(strict, owner, 'https://no-such-host.invalid/hook')).toEqual([WEBHOOK_MESSAGES.unresolvable]);
  });

  it('saves a public URL, shows the secret once and never again', async () => {
    const first = await call(strict, owner, 'PUT', '', { url: 'https://93.184.216.34/kataar' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(WEBHOOK_MESSAGES.saved);
    const secret = first.json().data.secret as string;
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect((await call(strict, owner, 'GET')).json()).toEqual({ data: { url: 'https://93.184.216.34/kataar' } });

    const changed = await call(strict, owner, 'PUT', '', { url: 'https://93.184.216.34/v2' });
    expect(changed.json().data).toEqual({ url: 'https://93.184.216.34/v2', secret: null });
    expect(JSON.stringify((await call(strict, owner, 'GET')).json())).not.toContain(secret);
  });

  it('rotates the secret and removes the webhook', async () => {
    const rotated = await call(strict, owner, 'POST', 'rotate/');
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().data.secret).toMatch(/^whsec_/);
    expect((await call(strict, owner, 'DELETE')).json()).toEqual({ message: WEBHOOK_MESSAGES.removed });
    expect((await call(strict, owner, 'GET')).json()).toEqual({ data: null });
    expect((await call(strict, owner, 'DELETE')).statusCode).toBe(404);
    expect((await call(strict, owner, 'POST', 'rotate/')).statusCode).toBe(404);
  });

  it('is for the owner only', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['POST', 'rotate/'],
      ['DELETE', ''],
      ['GET', 'deliveries/'],
    ] as const) {
      const payload = method === 'PUT' ? { url: 'https://93.184.216.34/' } : undefined;
      expect((await call(strict, receptionist, method, path, payload)).statusCode).toBe(403);
      expect((await call(strict, null, method, path, payload)).statusCode).toBe(401);
    }
  });

  it('accepts private addresses when WEBHOOK_ALLOW_PRIVATE=true', async () => {
    const res = await call(open, openOwner, 'PUT', '', { url: 'https://127.0.0.1:8443/hook' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).toBe('https://127.0.0.1:8443/hook');
  });

  it('keeps the newest 50 deliveries, newest first', async () => {
    const eventId = '00000000-0000-4000-8000-000000000001';
    for (let attempt = 1; attempt <= WEBHOOK_LOG_SIZE + 5; attempt += 1) {
      await insertDelivery(open.database.db, {
        providerId: openProviderId,
        eventId,
        event: 'entry.joined',
        attempt,
        statusCode: 500,
      });
    }
    const res = await call(open, openOwner, 'GET', 'deliveries/');
    expect(res.statusCode).toBe(200);
    const log = res.json().data as { attempt: number }[];
    expect(log).toHaveLength(WEBHOOK_LOG_SIZE);
    expect(log[0]).toMatchObject({ id: eventId, event: 'entry.joined', attempt: 55, status_code: 500, error: null });
    expect(log.at(-1)?.attempt).toBe(6);
  });
});
