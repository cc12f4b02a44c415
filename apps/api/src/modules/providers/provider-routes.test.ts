import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { providers } from '../../db/schema';
import { CHANNELS, publishChange } from '../../lib/change-bus';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(async (database) => {
    await insertProvider(database, { username: 'sharma-clinic', businessName: 'Sharma Clinic', basePricing: 400 });
    await insertProvider(database, {
      username: 'apex-health',
      businessName: 'Apex Health',
      basePricing: 900,
      isOpen: false,
    });
    await insertProvider(database, { username: 'care-point', businessName: 'Care Point', basePricing: null });
    await insertProvider(database, { username: 'pune-smiles', businessName: 'Pune Smiles', category: 'Dentist' });
    await insertProvider(database, {
      username: 'hair-doctor',
      businessName: 'Hair Doctor',
      category: 'Trichologist',
    });
    await insertProvider(database, {
      username: 'mane-studio',
      businessName: 'Mane Studio',
      industry: 'Personalcare',
      category: 'Trichologist',
    });
    await insertProvider(database, {
      username: 'glow-nails',
      businessName: 'Glow Nails',
      industry: 'Personalcare',
      category: 'NailArt',
    });
    await insertProvider(database, { username: 'delhi-doc', businessName: 'Delhi Doc', city: 'Delhi', state: 'Delhi' });
  });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/api${url}` });
  return { status: res.statusCode, body: res.json() as { data: unknown; message?: string; errors?: unknown } };
};
const names = (body: { data: unknown }) => (body.data as { username: string }[]).map((p) => p.username);

describe('GET /provider/cities', () => {
  it('lists the cities that have providers, sorted', async () => {
    const { status, body } = await get('/provider/cities');
    expect(status).toBe(200);
    expect(body.data).toEqual(['Delhi', 'Pune']);
  });
});

describe('GET /provider/{city}/{category}/', () => {
  it('lists a category in a city, open providers first, matching the city case-insensitively', async () => {
    const { status, body } = await get('/provider/PUNE/generalphysician/?industry=healthcare');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['care-point', 'sharma-clinic', 'apex-health']);
    const card = (body.data as Record<string, unknown>[])[1];
    expect(card).toMatchObject({
      username: 'sharma-clinic',
      business_name: 'Sharma Clinic',
      speciality: 'MBBS',
      city: 'Pune',
      state: 'Maharashtra',
      area: 'Kothrud',
      category: 'GeneralPhysician',
      is_open: true,
      base_pricing: 400,
      profile_photo: null,
    });
  });

  it('keeps a health-care trichologist off the personal-care trichologist page', async () => {
    expect(names((await get('/provider/pune/trichologist/?industry=personalcare')).body)).toEqual(['mane-studio']);
    expect(names((await get('/provider/pune/trichologist/?industry=healthcare')).body)).toEqual(['hair-doctor']);
  });

  it('finds NailArt under the nailartist slug', async () => {
    expect(names((await get('/provider/pune/nailartist/?industry=personalcare')).body)).toEqual(['glow-nails']);
  });

  it('lists a whole industry with the reserved `all` slug', async () => {
    const { body } = await get('/provider/pune/all/?industry=personalcare');
    expect(names(body).sort()).toEqual(['glow-nails', 'mane-studio']);
  });

  it('sorts by price both ways, unpriced last', async () => {
    expect(names((await get('/provider/pune/generalphysician/?industry=healthcare&sort=price_asc')).body)).toEqual([
      'sharma-clinic',
      'apex-health',
      'care-point',
    ]);
    expect(names((await get('/provider/pune/generalphysician/?industry=healthcare&sort=price_desc')).body)).toEqual([
      'apex-health',
      'sharma-clinic',
      'care-point',
    ]);
    expect(names((await get('/provider/pune/generalphysician/?industry=healthcare&sort=name')).body)).toEqual([
      'apex-health',
      'care-point',
      'sharma-clinic',
    ]);
  });

  it('filters by open now, maximum price and name', async () => {
    const base = '/provider/pune/generalphysician/?industry=healthcare';
    expect(names((await get(`${base}&open_now=true&sort=name`)).body)).toEqual(['care-point', 'sharma-clinic']);
    expect(names((await get(`${base}&max_price=500`)).body)).toEqual(['sharma-clinic']);
    expect(names((await get(`${base}&q=SHARMA`)).body)).toEqual(['sharma-clinic']);
  });

  it('answers an empty list for a city without providers', async () => {
    const { status, body } = await get('/provider/Atlantis/dentist/?industry=healthcare');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('answers 404 for an unknown category or one of the other industry', async () => {
    const unknown = await get('/provider/pune/astrologer/?industry=healthcare');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Category not found');
    expect((await get('/provider/pune/salon/?industry=healthcare')).status).toBe(404);
  });

  it('refuses bad query values with 400 and field errors', async () => {
    for (const query of ['sort=cheapest', 'industry=cars', 'max_price=-5', 'open_now=maybe']) {
      const { status, body } = await get(`/provider/pune/dentist/?${query}`);
      expect(status, query).toBe(400);
      expect(body.errors, query).toBeTypeOf('object');
    }
  });
});

describe('GET /provider/{username}', () => {
  it('answers every public field', async () => {
    const { status, body } = await get('/provider/sharma-clinic');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      username: 'sharma-clinic',
      business_name: 'Sharma Clinic',
      industry: 'Healthcare',
      category: 'GeneralPhysician',
      speciality: 'MBBS',
      city: 'Pune',
      state: 'Maharashtra',
      area: 'Kothrud',
      is_open: true,
      profile_photo: null,
      base_pricing: 400,
      display_photo_1: null,
      display_photo_2: null,
      display_photo_3: null,
      address_line_1: '12 FC Road',
      address_line_2: null,
      pincode: '411004',
      business_contact: '9876543210',
      business_email: null,
      latitude: null,
      longitude: null,
      // Every provider has a first desk; nobody waits there yet, and it has no services.
      desks: [
        {
          id: expect.any(Number),
          name: 'Main desk',
          token_prefix: null,
          is_open: true,
          queue_running: true,
          waiting: 0,
          eta_minutes: expect.any(Number),
          now_serving: null,
        },
      ],
      services: [],
      // A provider that never opened its appointment settings takes no bookings.
      takes_bookings: false,
      booking_fee: null,
      payment: null,
      razorpay_key_id: null,
      razorpay_checkout_url: null,
      horizon_days: null,
    });
  });

  it("answers 404 'Provider not found' for an unknown username", async () => {
    const { status, body } = await get('/provider/nobody-here');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Provider not found' });
  });

  it('does not confuse /provider/{city}/ with a username', async () => {
    const { status } = await get('/provider/pune/');
    expect(status).toBe(404);
  });

  it('shows a change written by any process once its notification arrives', async () => {
    const [row] = await t.database.db.select().from(providers).where(eq(providers.username, 'sharma-clinic'));
    await t.database.db.update(providers).set({ isOpen: false }).where(eq(providers.username, 'sharma-clinic'));
    await publishChange(t.database.db, CHANNELS.providerChanged, row!.id);
    await expect
      .poll(async () => ((await get('/provider/sharma-clinic')).body.data as { is_open: boolean }).is_open)
      .toBe(false);
    const listing = await get('/provider/pune/generalphysician/?industry=healthcare&open_now=true');
    expect(names(listing.body)).toEqual(['care-point']);
  });
});
