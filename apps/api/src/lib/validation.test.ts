import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kataar/shared/messages';
import { TEXT_MESSAGES } from '@kataar/shared/text';
import { applicationPayload, apply } from '../test/application-fixtures';
import { signedInUser, type SignedInUser } from '../test/auth-fixtures';
import { insertProvider } from '../test/provider-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: SignedInUser;
let admin: SignedInUser;
let people = 0;
beforeAll(async () => {
  let providerId = '';
  t = await createTestApp(async (database) => {
    providerId = (await insertProvider(database, { username: 'text-clinic' })).id;
  });
  owner = await signedInUser(t.database, 'owner@text.in', { provider: { id: providerId } });
  admin = await signedInUser(t.database, 'admin@text.in', { isAdmin: true });
});
afterAll(() => t.close());

const someone = () => signedInUser(t.database, `person-${++people}@text.in`);
const send = async (method: 'GET' | 'POST' | 'PATCH', url: string, as: SignedInUser | null, payload?: string) => {
  const res = await t.app.inject({
    method,
    url: `/v1/api${url}`,
    headers: { ...as?.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: res.statusCode, body: res.json<{ message: string; errors?: Record<string, string[]> }>() };
};
const customer = {
  consumer_name: 'Asha Rao',
  consumer_age: 34,
  consumer_contact: '9876543210',
  consumer_gender: 'female',
};
const wholeRequest = (message: string) => ({ status: 400, body: { message, errors: { non_field_errors: [message] } } });

describe('request bodies', () => {
  it('refuses a body that is not a JSON object with a 400 naming the whole request', async () => {
    const routes = [
      ['POST', '/application/apply/', 'consumer'],
      ['POST', '/queue/join/text-clinic/', 'consumer'],
      ['POST', '/queue/add/', 'owner'],
      ['PATCH', '/provider/update/', 'owner'],
      ['POST', '/auth/otp/request/', null],
    ] as const;
    for (const [method, url, who] of routes) {
      for (const body of ['null', '[]', '[{}]', '"text"', '42', 'true']) {
        const as = who === 'owner' ? owner : who === 'consumer' ? await someone() : null;
        expect(await send(method, url, as, body), `${method} ${url} ${body}`).toEqual(
          wholeRequest(MESSAGES.bodyNotObject),
        );
      }
    }
  });

  it('answers malformed JSON in the same error shape', async () => {
    const res = await send('POST', '/queue/join/text-clinic/', await someone(), '{"consumer_name":');
    expect(res).toEqual(wholeRequest(res.body.message));
  });
});

describe('free text', () => {
  const refusedField = (field: string) => ({
    status: 400,
    body: {
      message: expect.any(String),
      errors: expect.objectContaining({ [field]: [TEXT_MESSAGES.controlCharacters] }),
    },
  });

  it('refuses control characters in the name of a join and of a walk-in', async () => {
    for (const name of ['Asha\u0000Rao', 'Asha\u001bRao', 'Asha\nRao', 'Asha\u0085Rao']) {
      const payload = JSON.stringify({ ...customer, consumer_name: name });
      expect(await send('POST', '/queue/join/text-clinic/', await someone(), payload)).toEqual(
        refusedField('consumer_name'),
      );
      expect(await send('POST', '/queue/add/', owner, payload)).toEqual(refusedField('consumer_name'));
    }
  });

  it('refuses control characters in the business name and speciality of a profile update', async () => {
    for (const field of ['business_name', 'speciality']) {
      expect(await send('PATCH', '/provider/update/', owner, JSON.stringify({ [field]: 'Sharma\u0000' }))).toEqual(
        refusedField(field),
      );
    }
  });

  it('refuses control characters in every text field of an application', async () => {
    const fields = ['name_of_applicant', 'business_name', 'speciality', 'address_line_1', 'address_line_2', 'city'];
    for (const field of [...fields, 'state', 'area', 'location']) {
      const payload = applicationPayload({ [field]: 'Pune\u0000West' });
      expect(await send('POST', '/application/apply/', await someone(), JSON.stringify(payload)), field).toEqual(
        refusedField(field),
      );
    }
  });

  it('refuses a control character in a path word that is looked up', async () => {
    const join = JSON.stringify(customer);
    expect(await send('POST', '/queue/join/text%00clinic/', await someone(), join)).toEqual(refusedField('username'));
    expect(await send('GET', '/queue/text%00clinic/overview/', null)).toEqual(refusedField('username'));
    expect(await send('GET', '/provider/text%00clinic', null)).toEqual(refusedField('username'));
    expect(await send('GET', '/provider/Pu%00ne/all/', null)).toEqual(refusedField('city'));
    expect(await send('GET', '/provider/Pune/de%01ntist/', null)).toEqual(refusedField('category'));
  });

  it('keeps line breaks and tabs in a multi-line note, but no other control character', async () => {
    const applied = await apply(t.app, await someone());
    const id = applied.json<{ data: { id: string } }>().data.id;
    const reject = (note: string) => send('POST', `/admin/applications/${id}/reject/`, admin, JSON.stringify({ note }));
    expect(await reject('Dear applicant,\u0000')).toEqual(refusedField('note'));
    const note = 'Dear applicant,\n\tthe licence photo is unreadable.';
    const res = await reject(`  ${note}\n`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { review_note: note } });
  });
});
