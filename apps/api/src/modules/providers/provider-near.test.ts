import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from '@kataar/shared/geo';
import type { Database } from '../../db/client';
import { providers } from '../../db/schema';
import { createChangeBus, type ChangeBus } from '../../lib/change-bus';
import { createPrng } from '../../db/seed/prng';
import { openTestDatabase } from '../../test/test-database';
import { ProviderReadModel, type NearFilter } from './provider-read-model';

// The near search keeps only the nearest while it measures, and skips the exact formula for
// providers plainly too far. These tests hold it to the plain answer: measure every provider,
// sort by distance then name, cut at the limit.

// Pune, and Srinagar near India's north edge, where a degree of longitude is shortest.
const CENTRES = [
  { lat: 18.52, lng: 73.85 },
  { lat: 34.08, lng: 74.8 },
];
const { next } = createPrng(7);
let database: Database;
let bus: ChangeBus;
let model: ProviderReadModel;
type Row = typeof providers.$inferSelect;
let rows: Row[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const values = Array.from({ length: 1200 }, (_, i) => {
    const centre = CENTRES[i % CENTRES.length]!;
    // Some share a spot (a clinic building), so ties in distance are ordered by name.
    const spot = i % 10 === 0 ? 0 : 1;
    return {
      username: `near-${i}`,
      // Names out of insertion order, some equal but for case.
      businessName: `${i % 7 === 0 ? 'clinic' : 'Clinic'} ${(i * 7919) % 1200}`,
      industry: i % 3 === 0 ? ('Personalcare' as const) : ('Healthcare' as const),
      category: i % 3 === 0 ? 'NailArt' : i % 2 === 0 ? 'Dentist' : 'GeneralPhysician',
      isOpen: i % 4 !== 0,
      addressLine1: '1 Test Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411004',
      businessContact: '9876543210',
      latitude: centre.lat + spot * (next() - 0.5) * 0.8,
      longitude: centre.lng + spot * (next() - 0.5) * 0.8,
    };
  });
  rows = await database.db.insert(providers).values(values).returning();
  bus = await createChangeBus(database);
  model = new ProviderReadModel(database.db);
  await model.load(bus);
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

/** The answer by brute force: every provider measured, sorted, cut. */
function plainAnswer(filter: NearFilter) {
  const measured = rows
    .filter(
      (r) =>
        r.latitude !== null &&
        r.longitude !== null &&
        (!filter.industry || r.industry === filter.industry) &&
        (!filter.category || r.category === filter.category) &&
        (!filter.openNow || r.isOpen),
    )
    .map((r) => ({ r, km: haversineKm(filter.point, { lat: r.latitude!, lng: r.longitude! }) }))
    .filter(({ km }) => filter.radiusKm === undefined || km <= filter.radiusKm)
    .sort((a, b) => a.km - b.km || a.r.businessName.toLowerCase().localeCompare(b.r.businessName.toLowerCase()));
  return measured.slice(0, filter.limit).map(({ r, km }) => [r.username, Math.round(km * 100) / 100]);
}

const answered = (filter: NearFilter) =>
  (JSON.parse(model.nearJson(filter)) as { data: { username: string; distance_km: number }[] }).data.map((c) => [
    c.username,
    c.distance_km,
  ]);

describe('ProviderReadModel.nearJson', () => {
  it('gives the plain answer for random points, radii, limits and filters', () => {
    const { next: random } = createPrng(11);
    for (let run = 0; run < 400; run++) {
      const centre = CENTRES[run % CENTRES.length]!;
      const filter: NearFilter = {
        point: { lat: centre.lat + (random() - 0.5) * 0.6, lng: centre.lng + (random() - 0.5) * 0.6 },
        radiusKm: run % 5 === 0 ? undefined : 0.5 + random() * 49.5,
        industry: run % 3 === 0 ? 'Healthcare' : undefined,
        category: run % 7 === 0 ? 'Dentist' : undefined,
        openNow: run % 2 === 0,
        limit: 1 + Math.floor(random() * 60),
      };
      expect(answered(filter), JSON.stringify(filter)).toEqual(plainAnswer(filter));
    }
  });

  it('keeps a provider on the radius itself, exactly as far as the formula says', () => {
    const row = rows[5]!;
    const point = { lat: row.latitude! + 0.1, lng: row.longitude! - 0.07 };
    const km = haversineKm(point, { lat: row.latitude!, lng: row.longitude! });
    const filter = { point, radiusKm: km, limit: 200 };
    expect(answered(filter).map(([username]) => username)).toContain(row.username);
    expect(answered({ ...filter, radiusKm: km * 0.999999 }).map(([username]) => username)).not.toContain(row.username);
  });

  it('answers the card JSON with distance_km last, as the cards are written elsewhere', () => {
    const [first] = JSON.parse(model.nearJson({ point: CENTRES[0]!, radiusKm: 50, limit: 1 })).data as object[];
    expect(Object.keys(first ?? {})).toEqual([...Object.keys(model.cards()[0] ?? {}), 'distance_km']);
  });
});
