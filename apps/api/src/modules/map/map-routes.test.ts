import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('map tiles', () => {
  let plain: TestApp;
  let custom: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    custom = await createTestApp(undefined, { MAP_TILE_URL: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png' });
  });
  afterAll(async () => {
    await plain.close();
    await custom.close();
  });

  const imgSrc = async (t: TestApp) => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/api/map/config/' });
    // The policy that matters is the pages' one, which draw the map.
    const page = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(page.headers['content-security-policy']);
    return {
      body: res.json() as { data: { tile_url: string; attribution: string } },
      imgSrc: /img-src ([^;]*)/.exec(csp)?.[1],
    };
  };

  it('serves OpenStreetMap tiles with their credit by default, and lets pages load images from that host only', async () => {
    const { body, imgSrc: sources } = await imgSrc(plain);
    expect(body.data.tile_url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(body.data.attribution).toContain('OpenStreetMap');
    expect(sources).toBe("'self' data: blob: https://tile.openstreetmap.org");
  });

  it('follows MAP_TILE_URL, turning a {s} subdomain into a wildcard of that host alone', async () => {
    const { body, imgSrc: sources } = await imgSrc(custom);
    expect(body.data.tile_url).toBe('https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png');
    expect(sources).toBe("'self' data: blob: https://*.tiles.example.org");
  });
});
