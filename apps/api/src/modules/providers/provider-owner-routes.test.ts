import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedInUser;
let desk: SignedInUser;
let consumer: SignedInUser;

beforeAll(async () => {
  let id = '';
  t = await createTestApp(async (database) => {
    id = (
      await insertProvider(database, {
        username: 'sharma-clinic',
        businessName: 'Sharma Clinic',
        location: '18.5204,73.8567',
        businessEmail: 'desk@sharma.in',
      })
    ).id;
    await insertProvider(database, { username: 'other-clinic', businessName: 'Other Clinic' });
  });
  owner = await signedInUser(t.database, 'owner@example.in', { provider: { id } });
  desk = await signedInUser(t.database, 'desk@example.in', { provider: { id, role: 'receptionist' } });
  consumer = await signedInUser(t.database, 'consumer@example.in');
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'PATCH', url: string, who?: SignedInUser, payload?: object) => {
  const res = await t.app.inject({ method, url: `/v1/api${url}`, headers: who?.headers ?? {}, payload });
  return { status: res.statusCode, body: res.json() as { data?: Record<string, unknown>; message?: string } };
};

describe('GET /provider/me/', () => {
  it('answers the member’s own provider with location', async () => {
    const res = await call('GET', '/provider/me/', owner);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
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
      base_pricing: 500,
      display_photo_1: null,
      display_photo_2: null,
      display_photo_3: null,
      address_line_1: '12 FC Road',
      address_line_2: null,
      pincode: '411004',
      business_contact: '9876543210',
      business_email: 'desk@sharma.in',
      latitude: null,
      longitude: null,
      location: '18.5204,73.8567',
    });
    expect((await call('GET', '/provider/me/', desk)).body).toEqual(res.body);
  });

  it('is 401 anonymous and 403 for someone who is not a member of a provider', async () => {
    expect(await call('GET', '/provider/me/')).toEqual({ status: 401, body: { message: 'Authentication required' } });
    expect(await call('GET', '/provider/me/', consumer)).toEqual({
      status: 403,
      body: { message: 'You must be a provider to do this.' },
    });
  });
});

describe('PATCH /provider/toggle/', () => {
  it('closes the business: profile, listing, queue widget and joins follow at once', async () => {
    const res = await call('PATCH', '/provider/toggle/', desk, { is_open: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'sharma-clinic', is_open: false, location: '18.5204,73.8567' });
    expect((await call('GET', '/provider/sharma-clinic')).body.data).toMatchObject({ is_open: false });
    const listing = await call('GET', '/provider/pune/generalphysician/');
    expect(listing.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: 'sharma-clinic', is_open: false })]),
    );
    expect((await call('GET', '/queue/sharma-clinic/overview/')).body.data).toMatchObject({ is_open: false });
    expect((await call('GET', '/provider/other-clinic')).body.data).toMatchObject({ is_open: true });
  });

  it('opens it again', async () => {
    expect((await call('PATCH', '/provider/toggle/', owner, { is_open: true })).body.data).toMatchObject({
      is_open: true,
    });
    expect((await call('GET', '/provider/sharma-clinic')).body.data).toMatchObject({ is_open: true });
  });

  it('refuses a body without a boolean, a consumer and an anonymous caller', async () => {
    expect((await call('PATCH', '/provider/toggle/', owner, { is_open: 'yes' })).status).toBe(400);
    expect((await call('PATCH', '/provider/toggle/', consumer, { is_open: false })).status).toBe(403);
    expect((await call('PATCH', '/provider/toggle/', undefined, { is_open: false })).status).toBe(401);
  });
});
