import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as M } from '@kataar/shared/application';
import { applications } from '../../db/schema';
import { apply, applicationPayload } from '../../test/application-fixtures';
import { signedInUser } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newUser = () => signedInUser(t.database, `applicant${++n}@example.in`);

/** Applies with one field changed and expects exactly that field's message. */
async function expectFieldError(field: string, value: unknown, message: string) {
  const res = await apply(t.app, await newUser(), applicationPayload({ [field]: value }));
  expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
  expect(res.json(), `${field}=${JSON.stringify(value)}`).toEqual({ message, errors: { [field]: [message] } });
}

describe('POST /application/apply/', () => {
  it('stores a valid application as pending for the caller, whatever user the body names', async () => {
    const user = await newUser();
    const res = await apply(t.app, user, applicationPayload({ user: 'someone-else', location: 'Anywhere' }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      user: user.id,
      status: 'pending',
      review_note: null,
      reviewed_at: null,
      provider_username: null,
      name_of_applicant: 'Asha Kulkarni',
      email: 'asha@clinic.in',
      category: 'Dermatologist',
      base_pricing: 600,
      location: 'None',
      address_line_2: null,
      licence_photo: null,
      speciality: null,
      area: null,
    });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, data.id));
    expect(row).toMatchObject({ userId: user.id, status: 'pending', location: 'None' });
  });

  it("stores the spec's SkitTherapist as SkinTherapist, with speciality and area", async () => {
    const res = await apply(
      t.app,
      await newUser(),
      applicationPayload({
        industry: 'Personalcare',
        category: 'SkitTherapist',
        speciality: 'Acne and pigmentation',
        area: 'Deccan Gymkhana',
        base_pricing: '450',
        pancard_no: 'abcde1234f',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      industry: 'Personalcare',
      category: 'SkinTherapist',
      speciality: 'Acne and pigmentation',
      area: 'Deccan Gymkhana',
      base_pricing: 450,
      pancard_no: 'ABCDE1234F',
    });
  });

  it('stores the 10 digits of pasted numbers, and a landline with its area code as the business contact', async () => {
    const res = await apply(
      t.app,
      await newUser(),
      applicationPayload({ phone_no: '+91 98765 43210', business_contact: '080 2345 6789' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ phone_no: '9876543210', business_contact: '8023456789' });
  });

  it.each(['+91-98123-45678', '0091 98123 45678', '098123 45678', '+91 11 2345 6789'])(
    'accepts the business contact written as %j',
    async (written) => {
      const res = await apply(t.app, await newUser(), applicationPayload({ business_contact: written }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.business_contact).toMatch(/^\d{10}$/);
    },
  );

  it('refuses a category of another industry', async () => {
    const res = await apply(t.app, await newUser(), applicationPayload({ industry: 'Healthcare', category: 'Salon' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.categoryNotInIndustry, errors: { category: [M.categoryNotInIndustry] } });
  });

  it.each([
    // Step 1 'Personal Information'
    ['name_of_applicant', '', M.fullNameRequired],
    ['name_of_applicant', 'A', M.fullNameShort],
    ['phone_no', '', M.phoneRequired],
    ['phone_no', '98765', M.phoneInvalid],
    ['phone_no', '98765432101', M.phoneInvalid],
    ['phone_no', '98765abcde', M.phoneInvalid],
    ['phone_no', '1234567890', M.phoneInvalid],
    ['phone_no', '5222345678', M.phoneInvalid],
    ['email', '', M.emailRequired],
    ['email', 'not-an-email', M.emailInvalid],
    ['role_in_business', '', M.roleRequired],
    ['role_in_business', 'boss', M.roleRequired],
    // Step 2 'Business Details'
    ['business_name', '   ', M.businessNameRequired],
    ['industry', '', M.industryRequired],
    ['industry', 'Automotive', M.industryRequired],
    ['category', '', M.categoryRequired],
    ['category', 'Plumber', M.categoryNotInIndustry],
    ['business_contact', '', M.businessContactRequired],
    ['business_contact', '12345', M.businessContactInvalid],
    ['business_contact', '0123456789', M.businessContactInvalid],
    ['business_contact', '+1 415 555 0123', M.businessContactInvalid],
    ['business_type', '', M.businessTypeRequired],
    ['business_type', 'Cooperative', M.businessTypeRequired],
    ['base_pricing', '', M.basePricingRequired],
    ['base_pricing', null, M.basePricingRequired],
    ['base_pricing', 'cheap', M.basePricingInvalid],
    ['base_pricing', -1, M.basePricingMin],
    ['base_pricing', 99.5, M.basePricingWhole],
    ['speciality', 'x'.repeat(81), M.specialityTooLong],
    // Step 3 'Location Information'
    ['address_line_1', '', M.addressLine1Required],
    ['pincode', '', M.pincodeRequired],
    ['pincode', '4110', M.pincodeInvalid],
    ['pincode', '41100A', M.pincodeInvalid],
    ['city', '', M.cityRequired],
    ['state', '', M.stateRequired],
    ['area', 'x'.repeat(101), M.areaTooLong],
    // Step 4 'Required Documents'
    ['profile_photo', '', M.profilePhotoRequired],
    ['profile_photo', 'javascript:alert(1)', M.profilePhotoRequired],
    ['pancard_no', '', M.panRequired],
    ['pancard_no', 'ABCD12345F', M.panInvalid],
    ['pancard_no', 'ABCDE1234', M.panInvalid],
    ['pancard_photo', 'file:///etc/passwd', M.imageInvalid],
  ])('refuses %s = %j with %j', async (field, value, message) => {
    await expectFieldError(field, value, message);
  });

  it('names every missing field at once, each with its own required-field message', async () => {
    const res = await apply(t.app, await newUser(), {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name_of_applicant: [M.fullNameRequired],
      phone_no: [M.phoneRequired],
      email: [M.emailRequired],
      role_in_business: [M.roleRequired],
      business_name: [M.businessNameRequired],
      industry: [M.industryRequired],
      category: [M.categoryRequired],
      business_contact: [M.businessContactRequired],
      business_type: [M.businessTypeRequired],
      base_pricing: [M.basePricingRequired],
      address_line_1: [M.addressLine1Required],
      pincode: [M.pincodeRequired],
      city: [M.cityRequired],
      state: [M.stateRequired],
      profile_photo: [M.profilePhotoRequired],
      pancard_no: [M.panRequired],
    });
  });

  it.each(['profile_photo', 'pancard_photo', 'licence_photo'])(
    'refuses a %s that this server did not store',
    async (field) => {
      for (const url of ['https://evil.example/licence.png', "/uploads/u/x.webp'><script>", '/uploads/../x.webp']) {
        const res = await apply(t.app, await newUser(), applicationPayload({ [field]: url }));
        expect(res.statusCode, url).toBe(400);
        // Values of no URL shape at all are already refused by the body schema, with its own words.
        expect(Object.keys(res.json().errors), url).toEqual([field]);
      }
      await expectFieldError(field, 'https://evil.example/licence.png', M.imageInvalid);
    },
  );

  it('refuses a second application while one is pending', async () => {
    const user = await newUser();
    expect((await apply(t.app, user)).statusCode).toBe(201);
    const again = await apply(t.app, user, applicationPayload({ business_name: 'Another Clinic' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.alreadyPending, errors: { non_field_errors: [M.alreadyPending] } });
    const rows = await t.database.db.select().from(applications).where(eq(applications.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses two racing applications of the same user but one', async () => {
    const user = await newUser();
    const results = await Promise.all([apply(t.app, user), apply(t.app, user), apply(t.app, user)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('refuses a user who already belongs to a provider', async () => {
    const provider = await insertProvider(t.database);
    const member = await signedInUser(t.database, 'staff-applicant@example.in', {
      provider: { id: provider.id, role: 'receptionist' },
    });
    const res = await apply(t.app, member);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.alreadyMember);
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/api/application/apply/',
      payload: applicationPayload(),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /application/mine/', () => {
  it('answers 404 before the first application', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/api/application/mine/',
      headers: (await newUser()).headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: M.noApplication });
  });

  it('answers the newest application with its status and review note', async () => {
    const user = await newUser();
    const created = (await apply(t.app, user)).json().data;
    const res = await t.app.inject({ method: 'GET', url: '/v1/api/application/mine/', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: created });
    expect(res.json().data).toMatchObject({ status: 'pending', review_note: null });
  });

  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/api/application/mine/' })).statusCode).toBe(401);
  });

  it('the user object says whether there is an application to ask for', async () => {
    const user = await newUser();
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/v1/api/auth/me/', headers: user.headers })).json().data;
    expect(await me()).toMatchObject({ has_application: false });
    await apply(t.app, user);
    expect(await me()).toMatchObject({ has_application: true });
  });
});
