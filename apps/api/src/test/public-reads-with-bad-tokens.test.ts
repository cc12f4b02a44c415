import type { Readable } from 'node:stream';
import type { HTTPMethods } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithCode, signedInUser } from './auth-fixtures';
import type { OpenApiDocument } from './openapi-cases';
import { insertProvider } from './provider-fixtures';
import { createTestAppWithMail, TEST_JWT_SECRET, type TestAppWithMail } from './test-app';

const PROVIDER = 'open-clinic';

let t: TestAppWithMail;
/** Authorization headers a browser may still send after its session went bad, by what is wrong with them. */
const badHeaders: Record<string, string> = {};

/** An access token that was valid once: right secret and claims, expiry a minute ago. */
async function expiredAccess(userId: string): Promise<string> {
  return new SignJWT({ email: 'expired@example.in', sid: '00000000-0000-4000-8000-000000000001' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer('kataar')
    .setAudience('kataar-api')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 16 * 60)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

beforeAll(async () => {
  t = await createTestAppWithMail(async (database) => {
    await insertProvider(database, { username: PROVIDER, city: 'Pune' });
  });
  const session = await loginWithCode(t.app, t.mail, 'ended@example.in');
  const logout = await t.app.inject({
    method: 'POST',
    url: '/v1/api/auth/logout/',
    payload: { refresh: session.refresh },
  });
  if (logout.statusCode !== 200) throw new Error(`logout answered ${logout.statusCode}`);
  const someone = await signedInUser(t.database, 'someone@example.in');
  Object.assign(badHeaders, {
    revoked: `Bearer ${session.access}`,
    expired: `Bearer ${await expiredAccess(someone.id)}`,
    forged: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    garbage: 'Bearer nonsense',
    empty: 'Bearer',
    otherScheme: 'Basic YWRtaW46YWRtaW4=',
  });
}, 60_000);
afterAll(() => t.close());

interface Answer {
  status: number;
  body: string;
  wwwAuthenticate: string | undefined;
}

async function readAll(stream: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

async function send(method: string, url: string, authorization?: string): Promise<Answer> {
  const res = await t.app.inject({
    method: method.toUpperCase() as HTTPMethods,
    url,
    headers: authorization ? { authorization } : {},
    // An event stream never ends: take its status, then hang up as a browser tab would.
    payloadAsStream: true,
  });
  const isStream = String(res.headers['content-type']).startsWith('text/event-stream');
  if (isStream) res.raw.res.destroy();
  const header = res.headers['www-authenticate'];
  return {
    status: res.statusCode,
    body: isStream ? '' : await readAll(res.stream()),
    wwwAuthenticate: typeof header === 'string' ? header : undefined,
  };
}

const filled = (template: string) =>
  template
    .replace('{username}', PROVIDER)
    .replace('{city}', 'pune')
    .replace('{category}', 'all')
    .replace('{pin}', '411004');

/** Query values some reads require, so the read reaches its handler. */
const QUERY: Record<string, string> = {
  '/v1/api/search': '?q=clinic',
  '/v1/api/provider/near/': '?lat=18.52&lng=73.85',
  '/v1/api/provider/{city}/{category}/': '?industry=healthcare',
  '/v1/api/provider/{username}/slots/': `?date=${new Date().toISOString().slice(0, 10)}`,
};

/** A bearer value that varies from call to call (a fresh stream token) is not part of what is compared. */
const comparable = (body: string) => body.replace(/"token":"[^"]+"/g, '"token":"…"');

describe('public reads with a bad Authorization header', () => {
  it('answer as they answer an anonymous caller, whatever the header holds', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/api/docs/json' })).json<OpenApiDocument>();
    const reads: [string, string][] = [];
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.security) continue;
        // The stream token is asked for with POST, but it only reads: who may follow this queue.
        if (method === 'get' || template.endsWith('/stream-token/')) reads.push([method, template]);
      }
    }
    expect(reads.length).toBeGreaterThan(10);

    const differences: string[] = [];
    for (const [method, template] of reads) {
      const url = `${filled(template)}${QUERY[template] ?? ''}`;
      const anonymous = await send(method, url);
      for (const [kind, authorization] of Object.entries(badHeaders)) {
        const answer = await send(method, url, authorization);
        if (answer.status !== anonymous.status || comparable(answer.body) !== comparable(anonymous.body)) {
          differences.push(`${method.toUpperCase()} ${url} with a ${kind} token: ${answer.status} ${answer.body}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('say so on the reads that look at the caller, so the app can renew or drop its session', async () => {
    for (const url of [`/v1/api/queue/${PROVIDER}/overview/`, `/v1/api/queue/${PROVIDER}/stream-token/`]) {
      const method = url.endsWith('stream-token/') ? 'post' : 'get';
      for (const authorization of Object.values(badHeaders)) {
        const answer = await send(method, url, authorization);
        expect(answer.status).toBe(200);
        expect(answer.wwwAuthenticate).toBe('Bearer error="invalid_token"');
      }
      expect((await send(method, url)).wwwAuthenticate).toBeUndefined();
    }
  });

  it('still refuse the same tokens on routes that need a signed-in person', async () => {
    for (const authorization of Object.values(badHeaders)) {
      expect((await send('get', '/v1/api/auth/me/', authorization)).status).toBe(401);
    }
  });
});
