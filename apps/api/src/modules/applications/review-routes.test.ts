import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as M } from '@kataar/shared/application';
import { AUTH_MESSAGES } from '@kataar/shared/auth';
import { providerMembers, providers } from '../../db/schema';
import { apply, applicationPayload } from '../../test/application-fixtures';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { mailText } from '../../test/mail-text';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, createTestAppWithMail, type TestAppWithMail } from '../../test/test-app';

let t: TestAppWithMail;
let admin: SignedInUser;
let n = 0;
beforeAll(async () => {
  t = await createTestAppWithMail(undefined, { PUBLIC_URL: 'https://kataar.test' });
  admin = await signedInUser(t.database, 'reviewer@kataar.in', { isAdmin: true });
});
afterAll(async () => {
  await t.close();
});

const newUser = () => signedInUser(t.database, `applicant${++n}@example.in`);
const adminCall = (method: 'GET' | 'POST', url: string, as: SignedInUser | null = admin, payload?: object) =>
  t.app.inject({ method, url: `/v1/api/admin/applications/${url}`, headers: as?.headers ?? {}, payload });

async function pendingApplication(overrides: Record<string, unknown> = {}) {
  const user = await newUser();
  const res = await apply(t.app, user, applicationPayload(overrides));
  expect(res.statusCode).toBe(201);
  return { user, id: res.json().data.id as string };
}

const mine = async (user: SignedInUser) =>
  (await t.app.inject({ method: 'GET', url: '/v1/api/application/mine/', headers: user.headers })).json().data;

describe('admin-only access', () => {
  it('answers 401 without a token, 403 for consumers and providers, 200 for admins', async () => {
    const { id } = await pendingApplication();
    const consumer = await newUser();
    const owner = await signedInUser(t.database, 'owner@example.in', {
      provider: { id: (await insertProvider(t.database)).id },
    });
    const calls: [method: 'GET' | 'POST', url: string, body?: object][] = [
      ['GET', ''],
      ['GET', `${id}/`],
      ['POST', `${id}/approve/`, {}],
      ['POST', `${id}/reject/`, { note: 'no' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await adminCall(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const user of [consumer, owner]) {
        const res = await adminCall(method, url, user, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: AUTH_MESSAGES.adminOnly });
      }
    }
    expect((await adminCall('GET', '')).statusCode).toBe(200);
    expect((await mine(consumer)) ?? null).toBeNull();
    expect((await adminCall('GET', `${id}/`)).json().data.status).toBe('pending');
  });

  it('lets an address of ADMIN_EMAILS in', async () => {
    const app2 = await createTestApp(undefined, { ADMIN_EMAILS: 'boss@kataar.in' });
    try {
      const boss = await signedInUser(app2.database, 'boss@kataar.in');
      const res = await app2.app.inject({ method: 'GET', url: '/v1/api/admin/applications/', headers: boss.headers });
      expect(res.statusCode).toBe(200);
    } finally {
      await app2.close();
    }
  });
});

describe('GET /admin/applications/', () => {
  it('lists applications newest first, filtered by status, with every field', async () => {
    const { id } = await pendingApplication({ business_name: 'Listed Clinic' });
    const all = (await adminCall('GET', '')).json().data;
    expect(all[0]).toMatchObject({ id, business_name: 'Listed Clinic', status: 'pending', pancard_no: 'ABCDE1234F' });
    expect(all[0].user_email).toMatch(/^applicant\d+@example\.in$/);
    const pending = (await adminCall('GET', '?status=pending')).json().data;
    expect(pending.every((a: { status: string }) => a.status === 'pending')).toBe(true);
    expect((await adminCall('GET', '?status=approved')).json().data.some((a: { id: string }) => a.id === id)).toBe(
      false,
    );
    expect((await adminCall('GET', '?status=unknown')).statusCode).toBe(400);
  });

  it('answers one application, 404 for an unknown id', async () => {
    const { id } = await pendingApplication();
    expect((await adminCall('GET', `${id}/`)).json().data).toMatchObject({ id, profile_photo: expect.any(String) });
    const missing = await adminCall('GET', '00000000-0000-4000-8000-000000000000/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: M.applicationNotFound });
  });
});

describe('POST /admin/applications/{id}/approve/', () => {
  it('creates the provider, lists it under its city and category, makes the applicant its owner and mails them', async () => {
    const { user, id } = await pendingApplication({ business_name: 'Sunrise Skin Clinic', area: 'Deccan Gymkhana' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/api/auth/me/', headers: user.headers })).json().data,
    ).toMatchObject({
      is_provider: false,
    });

    const res = await adminCall('POST', `${id}/approve/`, admin, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      status: 'approved',
      provider_username: 'sunrise-skin-clinic',
      reviewed_by_email: 'reviewer@kataar.in',
      reviewed_at: expect.any(String),
    });

    const listing = await t.app.inject({
      method: 'GET',
      url: '/v1/api/provider/Pune/dermatologist/?industry=healthcare',
    });
    const card = listing.json().data.find((p: { username: string }) => p.username === 'sunrise-skin-clinic');
    expect(card).toMatchObject({
      business_name: 'Sunrise Skin Clinic',
      industry: 'Healthcare',
      category: 'Dermatologist',
      speciality: 'Dermatologist',
      city: 'Pune',
      state: 'Maharashtra',
      area: 'Deccan Gymkhana',
      is_open: false,
      base_pricing: 600,
      profile_photo: '/uploads/u/0123456789abcdef0123456789abcdef.webp',
      // Placed at its PIN code's centroid (411004) until the owner moves the pin.
      latitude: 18.5148,
      longitude: 73.8358,
    });
    const profile = await t.app.inject({ method: 'GET', url: '/v1/api/provider/sunrise-skin-clinic' });
    expect(profile.json().data).toMatchObject({
      address_line_1: '14 Prabhat Road',
      pincode: '411004',
      business_contact: '9123456780',
    });

    const [row] = await t.database.db.select().from(providers).where(eq(providers.username, 'sunrise-skin-clinic'));
    expect(row).toMatchObject({ isOpen: false, queueRunning: true, location: 'None', applicationId: id });
    const members = await t.database.db.select().from(providerMembers).where(eq(providerMembers.providerId, row!.id));
    expect(members.map((m) => [m.userId, m.role])).toEqual([[user.id, 'owner']]);

    const me = await t.app.inject({ method: 'GET', url: '/v1/api/auth/me/', headers: user.headers });
    expect(me.json().data.is_provider).toBe(true);
    expect(await mine(user)).toMatchObject({ status: 'approved', provider_username: 'sunrise-skin-clinic' });

    const sent = t.mail.lastTo(user.email);
    expect(sent?.subject).toBe('Your Kataar application for Sunrise Skin Clinic is approved');
    expect(mailText(sent)).toContain('https://kataar.test/profile/sunrise-skin-clinic');
    expect(mailText(sent)).toContain(
      'Log in with this e-mail address to open your dashboard: https://kataar.test/provider/dashboard',
    );
  });

  it('gives a unique username: suffixed on collision, never a reserved path word', async () => {
    const usernames: string[] = [];
    for (const business_name of ['Glow Studio', 'Glow Studio', 'Glow Studio', 'Staff', 'Me', 'डॉ. शर्मा']) {
      const { id } = await pendingApplication({ business_name, industry: 'Personalcare', category: 'Salon' });
      const res = await adminCall('POST', `${id}/approve/`);
      expect(res.statusCode).toBe(200);
      usernames.push(res.json().data.provider_username);
    }
    expect(usernames).toEqual(['glow-studio', 'glow-studio-2', 'glow-studio-3', 'staff-2', 'me-pune', 'pune']);
  });

  it('gives different usernames to concurrent approvals of the same name', async () => {
    const ids = await Promise.all([1, 2, 3].map(() => pendingApplication({ business_name: 'Twin Dental' })));
    const results = await Promise.all(ids.map(({ id }) => adminCall('POST', `${id}/approve/`)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const names = results.map((r) => r.json().data.provider_username).sort();
    expect(names).toEqual(['twin-dental', 'twin-dental-2', 'twin-dental-3']);
  });

  it('only decides pending applications', async () => {
    const { id } = await pendingApplication();
    expect((await adminCall('POST', `${id}/approve/`)).statusCode).toBe(200);
    for (const [url, body] of [
      ['approve/', {}],
      ['reject/', { note: 'Too late' }],
    ] as const) {
      const res = await adminCall('POST', `${id}/${url}`, admin, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: M.alreadyReviewed, errors: { non_field_errors: [M.alreadyReviewed] } });
    }
    expect((await adminCall('POST', '00000000-0000-4000-8000-000000000000/approve/')).statusCode).toBe(404);
  });

  it('refuses when the applicant joined another business meanwhile', async () => {
    const { user, id } = await pendingApplication();
    const other = await insertProvider(t.database);
    await t.database.db.insert(providerMembers).values({ providerId: other.id, userId: user.id, role: 'manager' });
    const res = await adminCall('POST', `${id}/approve/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.alreadyMember);
    expect((await adminCall('GET', `${id}/`)).json().data.status).toBe('pending');
  });
});

describe('POST /admin/applications/{id}/reject/', () => {
  it('requires a note', async () => {
    const { id } = await pendingApplication();
    for (const body of [{}, { note: '   ' }, undefined]) {
      const res = await adminCall('POST', `${id}/reject/`, admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.noteRequired);
    }
    expect((await adminCall('GET', `${id}/`)).json().data.status).toBe('pending');
  });

  it('records the reviewer and the note, mails the note, and lets the applicant apply again', async () => {
    const { user, id } = await pendingApplication({ business_name: 'Blurry Clinic' });
    const note = 'The PAN card photo is unreadable. Please upload a clearer one.';
    const res = await adminCall('POST', `${id}/reject/`, admin, { note });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'rejected',
      review_note: note,
      reviewed_by_email: 'reviewer@kataar.in',
    });
    expect(await mine(user)).toMatchObject({ status: 'rejected', review_note: note, provider_username: null });
    const sent = t.mail.lastTo(user.email);
    expect(sent?.subject).toBe('Your Kataar application for Blurry Clinic');
    expect(mailText(sent)).toContain(`Note from our team: ${note}`);
    const me = await t.app.inject({ method: 'GET', url: '/v1/api/auth/me/', headers: user.headers });
    expect(me.json().data.is_provider).toBe(false);
    expect((await apply(t.app, user)).statusCode).toBe(201);
    expect(await mine(user)).toMatchObject({ status: 'pending' });
  });
});
