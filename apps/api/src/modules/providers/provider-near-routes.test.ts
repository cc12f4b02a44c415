import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// The customer stands at (18.52, 73.85) in Pune. Distances below were worked out by hand with the
// haversine formula on a sphere of radius 6371.0088 km: 0.01° of latitude is 1.11195 km; 0.03° of
// longitude at 18.52° N is 6371.0088 × cos(18.52°) × 0.03 × π/180 ≈ 3.16310 km.
const HERE = 'lat=18.52&lng=73.85';
const EXPECTED_KM = { north1: 1.11, north2: 2.22, east3: 3.16, north8: 8.9, delhi: 1175.33 };

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    async (database) => {
      const at = (lat: number, lng: number) => ({ latitude: lat, longitude: lng });
      // Inserted out of distance order, so the answer's order comes from the distances.
      await insertProvider(database, { username: 'north-eight', businessName: 'Zeta Clinic', ...at(18.6, 73.85) });
      await insertProvider(database, { username: 'east-three', businessName: 'Eta Clinic', ...at(18.52, 73.88) });
      await insertProvider(database, {
        username: 'north-two',
        businessName: 'Beta Dental',
        category: 'Dentist',
        ...at(18.54, 73.85),
      });
      await insertProvider(database, {
        username: 'north-one',
        businessName: 'Alpha Clinic',
        isOpen: false,
        ...at(18.53, 73.85),
      });
      await insertProvider(database, {
        username: 'far-delhi',
        businessName: 'Delhi Doc',
        city: 'Delhi',
        state: 'Delhi',
        ...at(28.6315, 77.2167),
      });
      await insertProvider(database, {
        username: 'salon-east',
        businessName: 'Glow Salon',
        industry: 'Personalcare',
        category: 'NailArt',
        ...at(18.52, 73.88),
      });
      // A PIN code with no known position: listed, but never "near".
      await insertProvider(database, { username: 'nowhere', businessName: 'Nowhere Clinic' });
    },
    { LOG_LEVEL: 'info' },
    {
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
    },
  );
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/api${url}` });
  return {
    status: res.statusCode,
    body: res.json() as { data: { username: string; distance_km: number | null }[]; errors?: Record<string, string[]> },
  };
};
const distances = (data: { username: string; distance_km: number | null }[]) =>
  data.map((p) => [p.username, p.distance_km]);

describe('GET /provider/near/', () => {
  it('answers nearest first with the hand-computed distances', async () => {
    const { status, body } = await get(`/provider/near/?${HERE}&industry=healthcare`);
    expect(status).toBe(200);
    expect(distances(body.data)).toEqual([
      ['north-one', EXPECTED_KM.north1],
      ['north-two', EXPECTED_KM.north2],
      ['east-three', EXPECTED_KM.east3],
      ['north-eight', EXPECTED_KM.north8],
      ['far-delhi', EXPECTED_KM.delhi],
    ]);
    expect(body.data[0]).toMatchObject({ business_name: 'Alpha Clinic', latitude: 18.53, longitude: 73.85 });
  });

  it('keeps a provider exactly inside the radius and drops one just beyond it', async () => {
    // north-two is 2.2239 km away.
    const inside = await get(`/provider/near/?${HERE}&radius_km=2.224&industry=healthcare`);
    expect(inside.body.data.map((p) => p.username)).toEqual(['north-one', 'north-two']);
    const outside = await get(`/provider/near/?${HERE}&radius_km=2.223&industry=healthcare`);
    expect(outside.body.data.map((p) => p.username)).toEqual(['north-one']);
    // The grid search must not miss providers in neighbouring cells: 8.9 km is several cells north.
    const wide = await get(`/provider/near/?${HERE}&radius_km=9&industry=healthcare`);
    expect(wide.body.data.map((p) => p.username)).toEqual(['north-one', 'north-two', 'east-three', 'north-eight']);
  });

  it('narrows by industry, category, open now and limit', async () => {
    expect((await get(`/provider/near/?${HERE}&industry=personalcare`)).body.data.map((p) => p.username)).toEqual([
      'salon-east',
    ]);
    expect(
      (await get(`/provider/near/?${HERE}&industry=healthcare&category=dentist`)).body.data.map((p) => p.username),
    ).toEqual(['north-two']);
    expect(
      (await get(`/provider/near/?${HERE}&industry=healthcare&open_now=true&limit=2`)).body.data.map((p) => p.username),
    ).toEqual(['north-two', 'east-three']);
  });

  it('accepts the edges of the India box and refuses points outside it with field errors', async () => {
    expect((await get('/provider/near/?lat=6&lng=68')).status).toBe(200);
    expect((await get('/provider/near/?lat=37.5&lng=97.5')).status).toBe(200);
    for (const [query, field] of [
      ['lat=5.99&lng=73.85', 'lat'],
      ['lat=37.51&lng=73.85', 'lat'],
      ['lat=18.52&lng=67.99', 'lng'],
      ['lat=18.52&lng=97.51', 'lng'],
      // London: a swapped or foreign point is refused, not answered with "nothing near you".
      ['lat=51.5&lng=-0.12', 'lat'],
    ] as const) {
      const { status, body } = await get(`/provider/near/?${query}`);
      expect(status, query).toBe(400);
      expect(body.errors?.[field]?.[0], query).toMatch(/inside India/);
    }
  });

  it('refuses values that are not numbers, a missing point, and bad radius or limit, with 400', async () => {
    for (const [query, field] of [
      ['lat=abc&lng=73.85', 'lat'],
      ['lat=18.52&lng=', 'lng'],
      ['lat=NaN&lng=73.85', 'lat'],
      ['lat=Infinity&lng=73.85', 'lat'],
      ['lng=73.85', 'lat'],
      [`${HERE}&radius_km=0`, 'radius_km'],
      [`${HERE}&radius_km=51`, 'radius_km'],
      [`${HERE}&radius_km=five`, 'radius_km'],
      [`${HERE}&limit=0`, 'limit'],
      [`${HERE}&limit=2.5`, 'limit'],
      [`${HERE}&industry=cars`, 'industry'],
    ] as const) {
      const { status, body } = await get(`/provider/near/?${query}`);
      expect(status, query).toBe(400);
      expect(body.errors?.[field], query).toBeDefined();
    }
    expect((await get(`/provider/near/?${HERE}&category=nosuch`)).status).toBe(404);
  });
});

describe('GET /provider/{city}/{category}/ with a point', () => {
  it('adds distance_km and sorts nearest first on request, a provider without a position last', async () => {
    const { status, body } = await get(`/provider/pune/all/?industry=healthcare&${HERE}&sort=nearest`);
    expect(status).toBe(200);
    expect(distances(body.data)).toEqual([
      ['north-one', EXPECTED_KM.north1],
      ['north-two', EXPECTED_KM.north2],
      ['east-three', EXPECTED_KM.east3],
      ['north-eight', EXPECTED_KM.north8],
      ['nowhere', null],
    ]);
  });

  it('keeps its other sorts, and narrows to a radius', async () => {
    const byName = await get(`/provider/pune/all/?industry=healthcare&${HERE}&sort=name`);
    expect(byName.body.data.map((p) => p.username)).toEqual([
      'north-one',
      'north-two',
      'east-three',
      'nowhere',
      'north-eight',
    ]);
    const within = await get(`/provider/pune/all/?industry=healthcare&${HERE}&radius_km=5&sort=nearest`);
    expect(within.body.data.map((p) => p.username)).toEqual(['north-one', 'north-two', 'east-three']);
  });

  it('has no distance without a point, and refuses half a point or a radius without one', async () => {
    const plain = await get('/provider/pune/all/?industry=healthcare');
    expect(plain.body.data.every((p) => !('distance_km' in p))).toBe(true);
    expect((await get('/provider/pune/all/?industry=healthcare&lat=18.52')).status).toBe(400);
    expect((await get('/provider/pune/all/?industry=healthcare&radius_km=5')).status).toBe(400);
    expect((await get('/provider/pune/all/?industry=healthcare&lat=91&lng=73.85')).status).toBe(400);
  });
});

describe('GET /search with a point', () => {
  it('lists the city’s matches for "… near me" nearest first, with their distances', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/api/search?q=clinic+near+me&city=Pune&${HERE}` });
    expect(res.statusCode).toBe(200);
    const { providers } = (res.json() as { data: { providers: { username: string; distance_km: number | null }[] } })
      .data;
    expect(distances(providers)).toEqual([
      ['north-one', EXPECTED_KM.north1],
      ['east-three', EXPECTED_KM.east3],
      ['north-eight', EXPECTED_KM.north8],
      ['nowhere', null],
    ]);
    const half = await t.app.inject({ method: 'GET', url: '/v1/api/search?q=clinic&city=Pune&lat=18.52' });
    expect(half.statusCode).toBe(400);
  });
});

describe('privacy of the customer’s point', () => {
  it('never writes the coordinates to the request log', async () => {
    logLines.length = 0;
    await get('/provider/near/?lat=18.52345&lng=73.85678&radius_km=5');
    await get('/provider/pune/all/?industry=healthcare&lng=73.85678&lat=18.52345');
    await get('/provider/near/?lat=99.12345&lng=73.85678');
    const log = logLines.join('');
    expect(log).toContain('/provider/near/?lat=&lng=&radius_km=5');
    expect(log).toContain('/provider/pune/all/?industry=healthcare&lng=&lat=');
    expect(log).not.toMatch(/18\.52345|73\.85678|99\.12345/);
  });
});
