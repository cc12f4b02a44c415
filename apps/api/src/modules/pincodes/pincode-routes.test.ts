import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PINCODE_MESSAGES } from '@kataar/shared/pincode';
import { loadPincodes } from '../../db/pincodes/load-pincodes';
import { pincodes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookup = (pin: string) => t.app.inject({ method: 'GET', url: `/v1/api/pincode/${pin}` });

describe('GET /pincode/{pin}', () => {
  it('answers district, state and the localities of a known PIN code', async () => {
    const res = await lookup('411004');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.json()).toEqual({
      data: {
        pincode: '411004',
        city: 'Pune',
        district: 'Pune',
        state: 'Maharashtra',
        places: ['A.R. Shala', 'Deccan Gymkhana', 'Film Institute'],
        // The centroid of its post offices, for "Enter PIN code" and a new provider's first position.
        lat: 18.5148,
        lng: 73.8358,
      },
    });
  });

  it('fills the city Delhi for every Delhi district', async () => {
    const res = await lookup('110003');
    expect(res.json().data).toMatchObject({ city: 'Delhi', district: 'South Delhi', state: 'Delhi' });
  });

  it('answers 404 with the spec message for a PIN code with no data', async () => {
    const res = await lookup('999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: PINCODE_MESSAGES.notFound });
  });

  it.each(['41100', '4110041', 'abcdef', '41 004'])('refuses the badly formed %j with 400', async (pin) => {
    const res = await lookup(encodeURIComponent(pin));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: PINCODE_MESSAGES.invalid, errors: { pin: [PINCODE_MESSAGES.invalid] } });
  });
});

describe('loading the PIN codes', () => {
  it('holds every PIN code of the GeoNames extract and does not load twice', async () => {
    const [row] = await t.database.db.select({ n: count() }).from(pincodes);
    expect(row?.n).toBe(19_238);
    expect(await loadPincodes(t.database)).toBe(0);
  });

  it('fills an empty table at start', async () => {
    await t.database.db.delete(pincodes).where(sql`true`);
    expect(await loadPincodes(t.database)).toBe(19_238);
    expect((await lookup('560034')).json().data.places).toContain('Koramangala');
  });
});
