import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Kataar</title>
    <script async src="/assets/route-preload-abc.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

// Stands in for the web build's server module (apps/web/src/app/first-screen.server.tsx): it
// writes back what the API handed it, so the test sees the reads and where the markup lands.
const MODULE = `
export async function renderFirstScreen(path, language, data, city) {
  globalThis.firstScreenRenders = (globalThis.firstScreenRenders ?? 0) + 1;
  if (path === '/broken') throw new Error('render failed');
  if (path === '/') return '<p>home ' + language + (city === null ? '' : ' in ' + city) + '</p>';
  const listing = /^\\/healthcare\\/services\\/([^/]+)\\/([^/]+)$/.exec(path);
  if (listing) {
    const cards = data.listing('healthcare', listing[1], listing[2]);
    return cards === null ? null : '<ul>' + cards.map((card) => '<li>' + card.username + '</li>').join('') + '</ul>';
  }
  const profile = /^\\/profile\\/([^/]+)$/.exec(path);
  if (profile) {
    const provider = data.profile(profile[1]);
    return provider ? '<h1>' + provider.username + ' ' + String(provider.takes_bookings) + '</h1>' : null;
  }
  return null;
}
`;

let root: string;
let t: TestApp;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kataar-web-'));
  await mkdir(path.join(root, 'dist'));
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(path.join(root, 'dist', 'index.html'), TEMPLATE);
  await writeFile(path.join(root, 'dist-server', 'first-screen.server.js'), MODULE);
  t = await createTestApp(
    async (database) => {
      await insertProvider(database, { username: 'ray-and-sons', city: 'Pune' });
      await insertProvider(database, { username: 'vashi-care', city: 'Navi Mumbai', state: 'Maharashtra' });
    },
    { WEB_DIST: path.join(root, 'dist') },
  );
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const firstScreenOf = (html: string) =>
  /<div id="first-screen" inert aria-hidden="true">([\s\S]*?)<\/div><div id="root"><\/div>/.exec(html)?.[1] ?? null;

describe("a page's first screen, drawn by the web build's server module", () => {
  it('stands inert and hidden beside the empty root, in the visitor language', async () => {
    expect(firstScreenOf((await page('/')).body)).toBe('<p>home en</p>');
    expect(firstScreenOf((await page('/', { cookie: 'language=hi' })).body)).toBe('<p>home hi</p>');
  });

  it('shows the city the visitor chose (its cookie), spelled as listed, and only a listed one', async () => {
    const home = async (cookie: string) => firstScreenOf((await page('/', { cookie })).body);
    expect(await home('city=pune')).toBe('<p>home en in Pune</p>');
    expect(await home('language=hi; city=Pune')).toBe('<p>home hi in Pune</p>');
    expect(await home('city=Atlantis')).toBe('<p>home en</p>');
    expect(await home('city=navi%20mumbai')).toBe('<p>home en in Navi Mumbai</p>');
    expect(await home('city=%E0%A4')).toBe('<p>home en</p>');
  });

  it("holds the app's code back until the screen is painted (route-preload.js releases it), only on such pages", async () => {
    const drawn = (await page('/')).body;
    expect(drawn).toContain('<html data-first-screen lang="en-IN">');
    expect(drawn).toContain('<script async src="/assets/route-preload-abc.js"></script>');
    expect(drawn).toContain('<script type="text/plain" data-held crossorigin src="/assets/index-abc.js"></script>');
    expect(drawn).toContain('<link rel="held-modulepreload" data-held crossorigin href="/assets/framework-abc.js">');
    const plain = (await page('/?city=Pune')).body;
    expect(plain).toContain('<html lang="en-IN">');
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(plain).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-abc.js">');
  });

  it('reads listings and profiles from the provider model, with the booking facts the profile API adds', async () => {
    expect(firstScreenOf((await page('/healthcare/services/Pune/generalphysician')).body)).toBe(
      '<ul><li>ray-and-sons</li></ul>',
    );
    expect(firstScreenOf((await page('/healthcare/services/Pune/all')).body)).toBe('<ul><li>ray-and-sons</li></ul>');
    expect(firstScreenOf((await page('/profile/ray-and-sons')).body)).toBe('<h1>ray-and-sons false</h1>');
  });

  it('leaves the page to the app for a query string, a 404, an unknown category or a failed render', async () => {
    expect(firstScreenOf((await page('/?city=Pune')).body)).toBeNull();
    const missing = await page('/profile/nobody');
    expect(missing.statusCode).toBe(404);
    expect(firstScreenOf(missing.body)).toBeNull();
    expect(firstScreenOf((await page('/healthcare/services/Pune/no-such-category')).body)).toBeNull();
    const broken = await page('/broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    expect(firstScreenOf(broken.body)).toBeNull();
  });

  it('draws a page asked for many times at once only once', async () => {
    const renders = () => (globalThis as { firstScreenRenders?: number }).firstScreenRenders ?? 0;
    const before = renders();
    const answers = await Promise.all([1, 2, 3].map(() => page('/healthcare/services/Mumbai/all')));
    expect(answers.map((res) => firstScreenOf(res.body))).toEqual(['<ul></ul>', '<ul></ul>', '<ul></ul>']);
    expect(renders() - before).toBe(1);
  });

  it('goes out compressed to browsers that accept it', async () => {
    const res = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(firstScreenOf(brotliDecompressSync(res.rawPayload).toString('utf8'))).toBe('<p>home en</p>');
  });
});
