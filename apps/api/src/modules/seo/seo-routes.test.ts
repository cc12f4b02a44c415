import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Shaped like the built web app's index.html: a multi-line, single-quoted description, and a
// stray og:title and canonical that the server's own tags must replace.
const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta
      name="description"
      content='Kataar: find doctors and salons. Skip your "call to book" era.'
    />
    <meta property="og:title" content="Built > title" />
    <link rel="canonical" href="https://old.example/" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Kataar · Skip your "call to book" era</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const SITE = 'http://www.kataar.in';
const TRICKY_NAME = `Dr. "Ray" & Sons <Clinic>`;
const TRICKY_ESCAPED = 'Dr. &quot;Ray&quot; &amp; Sons &lt;Clinic&gt;';
const SALON_UPDATED = new Date('2026-03-01T10:00:00.000Z');

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'kataar-web-'));
  await writeFile(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp(
    async (database) => {
      await insertProvider(database, {
        username: 'ray-and-sons',
        businessName: TRICKY_NAME,
        speciality: 'MBBS, MD',
        area: 'Kothrud',
        city: 'Pune',
        basePricing: 500,
        displayPhoto1: '/uploads/demo/ray-and-sons-1.webp',
      });
      await insertProvider(database, {
        username: 'glow-salon',
        businessName: 'Glow Salon',
        industry: 'Personalcare',
        category: 'Salon',
        basePricing: null,
        city: 'Pune',
        updatedAt: SALON_UPDATED,
      });
      // Dermatologist has a listing page but no home tile.
      await insertProvider(database, { username: 'skin-first', category: 'Dermatologist', city: 'Pune' });
    },
    { WEB_DIST: dist, PUBLIC_URL: SITE },
  );
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

// PUBLIC_URL wins over whatever host the request names.
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });
const titleOf = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
const metaOf = (html: string, key: string) =>
  [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)]
    .filter((m) => m[1] === key)
    .map((m) => m[2]);
const preloadedImagesOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high" \/>/g)].map((m) => m[1]);
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];

const hindiPage = (url: string, cookie = 'language=hi') =>
  t.app.inject({ method: 'GET', url, headers: { host: 'evil.example', cookie } });

describe('page HTML for a visitor who chose Hindi (the language cookie)', () => {
  it('writes the home, listing and profile titles in Hindi under <html lang="hi-IN">, names as entered', async () => {
    const home = (await hindiPage('/')).body;
    expect(home).toContain('<html lang="hi-IN">');
    expect(titleOf(home)).toEqual(['Kataar · "फ़ोन करके बुक करो" वाला दौर अब ख़त्म'.replaceAll('"', '&quot;')]);
    expect(metaOf(home, 'og:locale')).toEqual(['hi_IN']);

    const listing = (await hindiPage('/personalcare/services/pune/salon')).body;
    expect(titleOf(listing)).toEqual(['Pune में आपके आस-पास सैलून · Kataar']);
    expect(metaOf(listing, 'description')[0]).toContain('Kataar पर Pune में सैलून की 1 जगह।');

    const profile = (await hindiPage('/profile/ray-and-sons')).body;
    const title = `${TRICKY_ESCAPED} · Pune में जनरल फ़िज़िशियन · Kataar`;
    expect(titleOf(profile)).toEqual([title]);
    expect(metaOf(profile, 'og:title')).toEqual([title]);
    expect(metaOf(profile, 'description')).toEqual([
      `${TRICKY_ESCAPED}: Kothrud, Pune में जनरल फ़िज़िशियन। MBBS, MD। परामर्श शुल्क ₹500 से। Kataar पर अपने फ़ोन से कतार में शामिल हों और इंतज़ार से बचें।`,
    ]);
    // The same URL, one canonical for both languages.
    expect(canonicalOf(profile)).toBe(`${SITE}/profile/ray-and-sons`);
  });

  it('stays English, byte for byte, without the cookie or with any other value', async () => {
    const english = (await page('/profile/ray-and-sons')).body;
    expect(english).toContain('<html lang="en-IN">');
    expect(metaOf(english, 'og:locale')).toEqual(['en_IN']);
    expect((await hindiPage('/profile/ray-and-sons', 'language=en')).body).toBe(english);
    expect((await hindiPage('/profile/ray-and-sons', 'language=%22hi%22x')).body).toBe(english);
  });
});

describe('page HTML as the server sends it', () => {
  it('names the provider, escaped, in the title and Open Graph tags of its profile', async () => {
    const res = await page('/profile/ray-and-sons');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    const title = `${TRICKY_ESCAPED} · General Physician in Pune · Kataar`;
    expect(titleOf(html)).toEqual([title]);
    expect(metaOf(html, 'og:title')).toEqual([title]);
    expect(html).not.toContain('<Clinic>');
    expect(metaOf(html, 'description')).toEqual([
      `${TRICKY_ESCAPED}: General Physician in Kothrud, Pune. MBBS, MD. Consultation from ₹500. Join the queue from your phone on Kataar and skip the wait.`,
    ]);
    expect(metaOf(html, 'og:description')).toEqual(metaOf(html, 'description'));
    expect(metaOf(html, 'og:type')).toEqual(['profile']);
    expect(metaOf(html, 'og:url')).toEqual([`${SITE}/profile/ray-and-sons`]);
    expect(metaOf(html, 'og:image')).toEqual([`${SITE}/uploads/demo/ray-and-sons-1.webp`]);
    expect(canonicalOf(html)).toBe(`${SITE}/profile/ray-and-sons`);
    // Its big picture downloads from the HTML, by the very URL its <img> asks for.
    expect(preloadedImagesOf(html)).toEqual(['/uploads/demo/ray-and-sons-1.webp']);
    expect(metaOf(html, 'robots')).toEqual([]);
    // The rest of the app shell is untouched.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('old.example');
  });

  it('points a differently cased profile URL at the canonical one', async () => {
    const html = (await page('/profile/Ray-And-Sons')).body;
    expect(canonicalOf(html)).toBe(`${SITE}/profile/ray-and-sons`);
  });

  it('marks an unknown provider noindex with a 404, still serving the app shell', async () => {
    const res = await page('/profile/nobody-here');
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toEqual(['Provider not found · Kataar']);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(canonicalOf(res.body)).toBeUndefined();
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('titles a listing as the page does, with the canonical city spelling', async () => {
    const res = await page('/healthcare/services/pune/generalphysician');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toEqual(['General Physician near you in Pune · Kataar']);
    expect(metaOf(res.body, 'description')[0]).toMatch(/^1 place for General Physician in Pune on Kataar\./);
    expect(canonicalOf(res.body)).toBe(`${SITE}/healthcare/services/Pune/generalphysician`);
    expect(metaOf(res.body, 'robots')).toEqual([]);

    const industry = await page('/personalcare/services/Pune');
    expect(titleOf(industry.body)).toEqual(['Personal care and beauty near you in Pune · Kataar']);
    expect(canonicalOf(industry.body)).toBe(`${SITE}/personalcare/services/Pune`);
  });

  it('keeps empty listings out of search results and answers 404 for an unknown category', async () => {
    const empty = await page('/healthcare/services/Nagpur/dentist');
    expect(empty.statusCode).toBe(200);
    expect(titleOf(empty.body)).toEqual(['Dentist near you in Nagpur · Kataar']);
    expect(metaOf(empty.body, 'robots')).toEqual(['noindex']);

    const unknown = await page('/healthcare/services/Pune/astrologer');
    expect(unknown.statusCode).toBe(404);
    expect(titleOf(unknown.body)).toEqual(['Category not found · Kataar']);
    expect(metaOf(unknown.body, 'robots')).toEqual(['noindex']);
  });

  it('gives the home and about pages their titles, and keeps signed-in areas unindexed', async () => {
    const home = await page('/');
    expect(titleOf(home.body)).toEqual(['Kataar · Skip your &quot;call to book&quot; era']);
    expect(canonicalOf(home.body)).toBe(`${SITE}/`);
    expect(metaOf(home.body, 'og:type')).toEqual(['website']);
    expect(preloadedImagesOf(home.body)).toEqual([]);
    expect(titleOf((await page('/about-us/partner-with-us')).body)).toEqual(['Partner with us · Kataar']);
    const dashboard = await page('/provider/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(metaOf(dashboard.body, 'robots')).toEqual(['noindex']);
  });

  it('serves a rebuilt index.html on the next request', async () => {
    const file = path.join(dist, 'index.html');
    await writeFile(file, TEMPLATE.replace('index-abc.js', 'index-rebuilt.js'));
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    const html = (await page('/profile/ray-and-sons')).body;
    expect(html).toContain('/assets/index-rebuilt.js');
    expect(titleOf(html)).toHaveLength(1);
  });

  it('still answers JSON 404s for unknown API paths and files', async () => {
    const api = await page('/v1/api/nothing-here/');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Route not found' });
    expect((await page('/missing.js')).statusCode).toBe(404);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every profile and the tile-category listings that have providers, dated by their last change', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/profile/ray-and-sons`,
        `${SITE}/profile/glow-salon`,
        `${SITE}/profile/skin-first`,
        `${SITE}/healthcare/services/Pune/generalphysician`,
        `${SITE}/personalcare/services/Pune/salon`,
      ]),
    );
    expect(locs).not.toContain(`${SITE}/healthcare/services/Pune/dermatologist`);
    expect(locs).not.toContain(`${SITE}/healthcare/services/Pune/dentist`);
    expect(res.body).toContain(
      `<url><loc>${SITE}/profile/glow-salon</loc><lastmod>${SALON_UPDATED.toISOString()}</lastmod></url>`,
    );
    expect(res.body).toContain(
      `<url><loc>${SITE}/personalcare/services/Pune/salon</loc><lastmod>${SALON_UPDATED.toISOString()}</lastmod></url>`,
    );
  });

  it('allows crawling but the signed-in areas, and points at the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /provider/',
      'Disallow: /admin/',
      '',
      `Sitemap: ${SITE}/sitemap.xml`,
      '',
    ]);
  });
});

describe('with PUBLIC_URL set', () => {
  let withUrl: TestApp;
  beforeAll(async () => {
    withUrl = await createTestApp(
      async (database) => {
        await insertProvider(database, { username: 'public-clinic', profilePhoto: 'https://cdn.example/p.webp' });
      },
      { WEB_DIST: dist, PUBLIC_URL: 'https://kataar.example/' },
    );
  });
  afterAll(async () => {
    await withUrl.close();
  });

  it('builds every absolute URL on it, and keeps absolute image URLs as they are', async () => {
    const html = (await withUrl.app.inject({ method: 'GET', url: '/profile/public-clinic' })).body;
    expect(metaOf(html, 'og:url')).toEqual(['https://kataar.example/profile/public-clinic']);
    expect(metaOf(html, 'og:image')).toEqual(['https://cdn.example/p.webp']);
    const robots = (await withUrl.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).toContain('Sitemap: https://kataar.example/sitemap.xml');
  });
});

describe('without PUBLIC_URL', () => {
  const PORT = '4321';
  let embedded: TestApp;
  beforeAll(async () => {
    embedded = await createTestApp(
      async (database) => {
        await insertProvider(database, { username: 'home-clinic', profilePhoto: '/uploads/demo/home-clinic.webp' });
      },
      { WEB_DIST: dist, PORT },
    );
  });
  afterAll(async () => {
    await embedded.close();
  });

  /** Every absolute URL the server writes from the site's address, as seen with this Host header. */
  async function absoluteUrls(host: string): Promise<string[]> {
    const get = (url: string) => embedded.app.inject({ method: 'GET', url, headers: { host } });
    const html = (await get('/profile/home-clinic')).body;
    const sitemap = (await get('/sitemap.xml')).body;
    const robots = (await get('/robots.txt')).body;
    return [
      canonicalOf(html),
      ...metaOf(html, 'og:url'),
      ...metaOf(html, 'og:image'),
      ...[...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]),
      /^Sitemap: (.*)$/m.exec(robots)?.[1],
    ].map((url) => url ?? 'missing');
  }

  it.each([
    'evil.example',
    'evil.example:8080',
    '8.8.8.8',
    '172.32.0.1',
    '127.0.0.1.evil.example',
    'localhost@evil.example',
    '[2001:db8::1]:3000',
    'bad host"><script>',
  ])('points every link at this machine for the outside host %s', async (host) => {
    const urls = await absoluteUrls(host);
    expect(urls.length).toBeGreaterThan(4);
    for (const url of urls) expect(url).toMatch(new RegExp(`^http://localhost:${PORT}/`));
    expect(urls).toContain(`http://localhost:${PORT}/uploads/demo/home-clinic.webp`);
  });

  it.each([
    ['localhost:5173', 'http://localhost:5173'],
    ['127.0.0.1:4321', 'http://127.0.0.1:4321'],
    ['192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['10.0.0.5', 'http://10.0.0.5'],
    ['172.20.1.1:3000', 'http://172.20.1.1:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['kataar-box.local:3000', 'http://kataar-box.local:3000'],
  ])('follows the loopback or local-network host %s, with its port', async (host, origin) => {
    const urls = await absoluteUrls(host);
    for (const url of urls) expect(url.startsWith(`${origin}/`)).toBe(true);
  });
});
