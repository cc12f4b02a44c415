import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(async (database) => {
    await insertProvider(database, {
      username: 'smile-dental-pune',
      businessName: 'Smile Dental Care',
      category: 'Dentist',
    });
    await insertProvider(database, {
      username: 'bright-teeth',
      businessName: 'Bright Teeth',
      category: 'Dentist',
      city: 'Mumbai',
    });
    await insertProvider(database, {
      username: 'looks-salon',
      businessName: 'Looks Unisex Salon',
      industry: 'Personalcare',
      category: 'Salon',
    });
  });
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/api/search?${query}` });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /search', () => {
  it('understands "dentist near me" as the Dentist category in the given city', async () => {
    const { status, body } = await search('q=dentist%20near%20me&city=pune');
    expect(status).toBe(200);
    expect(body.data.categories).toEqual([{ industry: 'healthcare', slug: 'dentist', label: 'Dentist' }]);
    expect(body.data.city).toBe('Pune');
    expect(body.data.providers.map((p: { username: string }) => p.username)).toEqual(['smile-dental-pune']);
  });

  it('understands plurals such as "Salons near me"', async () => {
    const { body } = await search('q=Salons%20near%20me&city=Pune');
    expect(body.data.categories).toEqual([{ industry: 'personalcare', slug: 'salon', label: 'Salon' }]);
    expect(body.data.providers.map((p: { username: string }) => p.username)).toEqual(['looks-salon']);
  });

  it('matches provider names anywhere when no city is given', async () => {
    const { body } = await search('q=teeth');
    expect(body.data.providers.map((p: { username: string }) => p.username)).toEqual(['bright-teeth']);
    expect(body.data.city).toBeNull();
  });

  it('answers nothing, not an error, when nothing matches', async () => {
    const { status, body } = await search('q=zzzz');
    expect(status).toBe(200);
    expect(body.data).toEqual({ categories: [], providers: [], city: null });
  });

  it('refuses a query shorter than two characters', async () => {
    const { status, body } = await search('q=a');
    expect(status).toBe(400);
    expect(body.errors.q).toEqual(['Type at least 2 characters to search.']);
  });
});
