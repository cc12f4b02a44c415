import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleRequiredMessage } from '@kataar/shared/auth';
import { PROFILE_MESSAGES as M } from '@kataar/shared/provider-profile';
import { providers } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedInUser;
let receptionist: SignedInUser;
let providerId: string;
beforeAll(async () => {
  t = await createTestApp(async (database) => {
    const row = await insertProvider(database, {
      username: 'sharma-clinic',
      businessName: 'Sharma Clinic',
      speciality: 'MBBS',
      profilePhoto: '/uploads/u/old.webp',
      displayPhoto1: '/uploads/u/d1.webp',
    });
    providerId = row.id;
  });
  owner = await signedInUser(t.database, 'owner@sharma.in', { provider: { id: providerId } });
  receptionist = await signedInUser(t.database, 'desk@sharma.in', {
    provider: { id: providerId, role: 'receptionist' },
  });
});
afterAll(() => t.close());

const update = (as: SignedInUser | null, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/v1/api/provider/update/', headers: as?.headers ?? {}, payload });
const profile = async () => (await t.app.inject({ method: 'GET', url: '/v1/api/provider/sharma-clinic' })).json().data;
const listing = async () =>
  (await t.app.inject({ method: 'GET', url: '/v1/api/provider/Pune/generalphysician/?industry=healthcare' })).json()
    .data;

describe('PATCH /provider/update/', () => {
  it('moves the premises to the point the owner picked, and near-me answers measure from it', async () => {
    const res = await update(owner, { latitude: 18.5314, longitude: 73.8446 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ latitude: 18.5314, longitude: 73.8446 });
    const near = await t.app.inject({ method: 'GET', url: '/v1/api/provider/near/?lat=18.5314&lng=73.8446&limit=1' });
    expect(near.json().data[0]).toMatchObject({ username: 'sharma-clinic', distance_km: 0 });
    // Half a point, or a point outside India, changes nothing.
    const half = await update(owner, { latitude: 18.6 });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors.latitude).toBeDefined();
    const outside = await update(owner, { latitude: 51.5, longitude: -0.12 });
    expect(outside.statusCode).toBe(400);
    expect(Object.keys(outside.json().errors).sort()).toEqual(['latitude', 'longitude']);
    expect(await profile()).toMatchObject({ latitude: 18.5314, longitude: 73.8446 });
  });

  it('changes the editable fields, ignores the rest, and the profile and listing show it at once', async () => {
    const res = await update(owner, {
      business_name: 'Sharma Family Clinic',
      business_contact: '9988776655',
      base_pricing: '750',
      business_email: 'hello@sharma.in',
      speciality: 'MBBS, MD (Medicine)',
      profile_photo: '/uploads/u/new.webp',
      display_photo_2: '/uploads/u/d2.webp',
      // Not editable: silently dropped.
      industry: 'Personalcare',
      category: 'Salon',
      username: 'hijacked',
      address_line_1: 'Elsewhere',
      address_line_2: 'Nowhere',
      pincode: '110001',
      city: 'Delhi',
      state: 'Delhi',
      location: 'Mars',
      is_open: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      username: 'sharma-clinic',
      business_name: 'Sharma Family Clinic',
      business_contact: '9988776655',
      base_pricing: 750,
      business_email: 'hello@sharma.in',
      speciality: 'MBBS, MD (Medicine)',
      profile_photo: '/uploads/u/new.webp',
      display_photo_1: '/uploads/u/d1.webp',
      display_photo_2: '/uploads/u/d2.webp',
      industry: 'Healthcare',
      category: 'GeneralPhysician',
      address_line_1: '12 FC Road',
      pincode: '411004',
      city: 'Pune',
      state: 'Maharashtra',
      location: 'None',
      is_open: true,
    });
    expect(await profile()).toMatchObject({ business_name: 'Sharma Family Clinic', base_pricing: 750, city: 'Pune' });
    expect(await listing()).toEqual([
      expect.objectContaining({ username: 'sharma-clinic', business_name: 'Sharma Family Clinic', base_pricing: 750 }),
    ]);
    const [row] = await t.database.db.select().from(providers).where(eq(providers.id, providerId));
    expect(row).toMatchObject({
      username: 'sharma-clinic',
      industry: 'Healthcare',
      category: 'GeneralPhysician',
      isOpen: true,
    });
  });

  it('leaves out fields not sent, clears emptied optional ones and resets an empty speciality', async () => {
    const res = await update(owner, { display_photo_1: '', business_email: null, speciality: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      business_name: 'Sharma Family Clinic',
      display_photo_1: null,
      display_photo_2: '/uploads/u/d2.webp',
      business_email: null,
      speciality: 'General Physician',
    });
  });

  it('stores the 10 digits of a landline written with its area code', async () => {
    const res = await update(owner, { business_contact: '020-2553 1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.business_contact).toBe('2025531234');
  });

  it.each([
    ['business_name', '', M.businessNameRequired],
    ['business_contact', '', M.businessContactRequired],
    ['business_contact', '12345', M.businessContactInvalid],
    ['business_contact', '0123456789', M.businessContactInvalid],
    ['base_pricing', '', M.basePricingRequired],
    ['base_pricing', -5, M.basePricingMin],
    ['business_email', 'not-mail', M.emailInvalid],
    ['profile_photo', '', M.profilePhotoRequired],
    ['profile_photo', null, M.profilePhotoRequired],
    ['display_photo_3', 'javascript:alert(1)', M.imageInvalid],
  ])('refuses %s = %j with %j and changes nothing', async (field, value, message) => {
    const before = await profile();
    const res = await update(owner, { business_name: 'Changed Name', [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: [message] });
    expect(await profile()).toEqual(before);
  });

  const FOREIGN_IMAGES = [
    'https://evil.example/p.webp',
    'http://localhost:3000/uploads/u/new.webp',
    '//evil.example/uploads/u/x.webp',
    '/uploads/u/x.webp"onerror="alert(1)',
    '/uploads/../secret.webp',
    '/uploads/.hidden/x.webp',
    '/uploadsx/u/x.webp',
  ];

  it.each(['profile_photo', 'display_photo_1', 'display_photo_2', 'display_photo_3'])(
    'refuses a %s that this server did not store, changing nothing',
    async (field) => {
      const before = await profile();
      for (const url of FOREIGN_IMAGES) {
        const res = await update(owner, { business_name: 'Changed Name', [field]: url });
        expect(res.statusCode, url).toBe(400);
        // Values of no URL shape at all are already refused by the body schema, with its own words.
        expect(Object.keys(res.json().errors), url).toEqual([field]);
      }
      expect(await profile()).toEqual(before);
    },
  );

  it('names every foreign photo at once, and takes a stored one', async () => {
    const res = await update(owner, {
      profile_photo: 'https://a.example/1.png',
      display_photo_3: 'https://b.example/3',
    });
    expect(res.json().errors).toEqual({ profile_photo: [M.imageInvalid], display_photo_3: [M.imageInvalid] });
    const stored = await update(owner, { display_photo_3: '/uploads/u/0123abcd.webp' });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data.display_photo_3).toBe('/uploads/u/0123abcd.webp');
  });

  it('is for the owner: a receptionist gets 403, a consumer 403, nobody 401', async () => {
    const res = await update(receptionist, { business_name: 'Desk Rename' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: roleRequiredMessage(['owner']) });
    const consumer = await signedInUser(t.database, 'visitor@example.in');
    expect((await update(consumer, { business_name: 'X' })).statusCode).toBe(403);
    expect((await update(null, { business_name: 'X' })).statusCode).toBe(401);
    expect((await profile()).business_name).toBe('Sharma Family Clinic');
  });

  it('lets only the owner move the pin: the desk cannot, and the map keeps the owner’s point', async () => {
    expect((await update(owner, { latitude: 18.5204, longitude: 73.8567 })).statusCode).toBe(200);
    expect((await update(receptionist, { latitude: 19.076, longitude: 72.8777 })).statusCode).toBe(403);
    const own = await t.app.inject({ method: 'GET', url: '/v1/api/provider/me/', headers: owner.headers });
    expect(own.json().data).toMatchObject({ latitude: 18.5204, longitude: 73.8567 });
  });
});
