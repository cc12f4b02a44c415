import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { Readiness } from '../../lib/readiness';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('reports healthy while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document with the public routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/api/provider/cities',
        '/v1/api/provider/{username}',
        '/v1/api/search',
        '/v1/api/waitlist/',
      ]),
    );
  });

  it('answers unknown API paths with the error body and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route not found' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives API answers the headers of data: nothing loads, nothing frames them, no other site reads them', async () => {
    for (const url of ['/v1/api/provider/cities', '/v1/api/nope']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
      expect(headers['permissions-policy']).toBeUndefined();
    }
  });

  it('grants pages geolocation for the site itself and no other browser feature', async () => {
    for (const url of ['/healthz', '/v1/api/docs', '/robots.txt']) {
      const policy = (await t.app.inject({ method: 'GET', url })).headers['permissions-policy'];
      expect(typeof policy).toBe('string');
      const directives = String(policy).split(', ');
      expect(directives.filter((d) => !d.endsWith('=()'))).toEqual(['geolocation=(self)']);
      expect(directives).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'payment=()', 'usb=()']));
    }
  });
});

describe('when the database is gone', () => {
  it('reports unavailable and hides the failure behind the generic 500 body', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const health = await broken.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    const ready = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'database unreachable' });
    const write = await broken.app.inject({ method: 'POST', url: '/v1/api/waitlist/', payload: { email: 'a@b.in' } });
    expect(write.statusCode).toBe(500);
    expect(write.json()).toEqual({ message: 'An unexpected error occurred' });
    await broken.app.close();
  });
});

describe('readiness', () => {
  it('is ready while the app serves and the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('is not ready once shutdown began, while requests in the meantime are still served', async () => {
    const readiness = new Readiness();
    const stopping = await createTestApp(undefined, {}, { readiness });
    try {
      expect((await stopping.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      // What a stop signal does first, before the server drains.
      readiness.stopping();
      const res = await stopping.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'stopping' });
      expect((await stopping.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await stopping.app.inject({ method: 'GET', url: '/v1/api/provider/cities' })).statusCode).toBe(200);
    } finally {
      await stopping.close();
    }
  });

  it('stops being ready when the app closes, whatever closes it', async () => {
    const readiness = new Readiness();
    const closing = await createTestApp(undefined, {}, { readiness });
    expect(readiness.state).toBe('ready');
    await closing.close();
    expect(readiness.state).toBe('stopping');
  });

  it('is not ready while the database does not answer in time', async () => {
    // The same database, but its ping never comes back (a stuck connection, a full pool).
    const stuck = await buildApp(t.config, { database: { ...t.database, ping: () => new Promise<void>(() => {}) } });
    try {
      const res = await stuck.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'database unreachable' });
    } finally {
      await stuck.close();
    }
  });
});
