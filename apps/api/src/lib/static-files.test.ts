import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const SHELL = '<!doctype html><html><head><title>Kataar</title></head><body><div id="root"></div></body></html>';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'kataar-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), SHELL);
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1);');
  t = await createTestApp(undefined, { WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the built web app and its fallback', () => {
  it('serves real files as they are', async () => {
    const script = await get('/assets/index-abc.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log(1);');
    expect((await get('/favicon.svg')).statusCode).toBe(200);
  });

  it.each(['/', '/about-us', '/provider/dashboard', '/healthcare/services/St.%20Thomas%20Mount'])(
    'answers the navigation path %s with the app shell',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
    },
  );

  it.each([
    '/.env',
    '/.git/config',
    '/.git/HEAD',
    '/.htpasswd',
    '/.well-known/security.txt',
    '/%2eenv',
    '/static/%2E%2E/.env',
    '/admin/.hidden/page',
    '/wp-login.php',
    '/backup.sql',
    '/backup.tar.gz',
    '/config.json',
    '/assets/missing.js',
  ])('answers %s, which is no file here, with a 404 and no app shell', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root"></div>');
  });

  it.each([`/v1/api/no-such-page/${'x'.repeat(12_000)}`, `/v1/api/no-such-page/${'x'.repeat(300)}`])(
    'answers an unknown API path (%#) with the JSON 404, however long, never a 403 from a file lookup',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Route not found' });
    },
  );

  it('gives the app shell only to reads', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/about-us' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route not found' });
  });
});
