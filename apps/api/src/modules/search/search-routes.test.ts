import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(async (database) => {
    const bengaluru = { city: 'Bengaluru', state: 'Karnataka', pincode: '560034' };
    const mumbai = { city: 'Mumbai', state: 'Maharashtra', pincode: '400050' };
    const personalcare = { industry: 'Personalcare' } as const;
    await insertProvider(database, {
      username: 'smile-dental-pune',
      businessName: 'Smile Dental Care',
      category: 'Dentist',
      speciality: 'Dentist, implants',
    });
    await insertProvider(database, {
      username: 'looks-salon',
      businessName: 'Looks Unisex Salon',
      ...personalcare,
      category: 'Salon',
    });
    await insertProvider(database, {
      username: 'mirror-and-mane',
      businessName: 'Mirror & Mane Unisex Salon',
      ...personalcare,
      category: 'Salon',
      area: 'Koregaon Park',
    });
    await insertProvider(database, {
      username: 'bright-teeth',
      businessName: 'Bright Teeth',
      category: 'Dentist',
      ...mumbai,
      area: 'Bandra West',
    });
    await insertProvider(database, {
      username: 'meera-iyer',
      businessName: 'Dr. Meera Iyer — Smile Dental Care',
      category: 'Dentist',
      ...mumbai,
      area: 'Andheri West',
    });
    await insertProvider(database, {
      username: 'sharma-clinic',
      businessName: 'Sharma Family Clinic',
      ...bengaluru,
      area: 'Koramangala',
    });
    await insertProvider(database, {
      username: 'pearl-dental',
      businessName: 'Pearl Studio',
      category: 'Dentist',
      ...bengaluru,
      area: 'Indiranagar',
    });
    await insertProvider(database, {
      username: 'clear-vision',
      businessName: 'Clear Vision Centre',
      category: 'Ophthalmologist',
      ...bengaluru,
      area: 'Jayanagar',
    });
    await insertProvider(database, {
      username: 'rao-derma',
      businessName: 'Dr. Rao Derma Care',
      category: 'Dermatologist',
      ...bengaluru,
      area: 'Jayanagar',
    });
    await insertProvider(database, {
      username: 'roop-studio',
      businessName: 'Roop Studio',
      ...personalcare,
      category: 'Beautician',
      ...bengaluru,
      area: 'Koramangala',
    });
  });
});
afterAll(() => t.close());

interface Card {
  username: string;
  city: string;
}
interface Body {
  data: {
    categories: { industry: string; slug: string; label: string }[];
    providers: Card[];
    in_other_cities: Card[];
    city: string | null;
    locality: string | null;
  };
}

const search = async (q: string, city?: string) => {
  const query = new URLSearchParams({ q, ...(city ? { city } : {}) });
  const res = await t.app.inject({ method: 'GET', url: `/v1/api/search?${query}` });
  const body = res.json<Body>();
  return {
    status: res.statusCode,
    body,
    here: body.data.providers.map((p) => p.username),
    elsewhere: body.data.in_other_cities.map((p) => p.username),
    categories: body.data.categories.map((c) => `${c.industry}/${c.slug}`),
  };
};

describe('GET /search: categories and the selected city', () => {
  it('understands "dentist near me" as the Dentist category in the given city', async () => {
    const { status, body, here, elsewhere } = await search('dentist near me', 'pune');
    expect(status).toBe(200);
    expect(body.data.categories).toEqual([{ industry: 'healthcare', slug: 'dentist', label: 'Dentist' }]);
    expect(body.data.city).toBe('Pune');
    expect(here).toEqual(['smile-dental-pune']);
    // Other cities' dentists matched only by category: they would bury the visitor's own city.
    expect(elsewhere).toEqual([]);
  });

  it('understands plurals such as "Salons near me"', async () => {
    const { categories, here } = await search('Salons near me', 'Pune');
    expect(categories).toEqual(['personalcare/salon']);
    expect(here).toEqual(['looks-salon', 'mirror-and-mane']);
  });

  it('takes the selected city by any of its names', async () => {
    const { body, here } = await search('doctor', 'Bangalore');
    expect(body.data.city).toBe('Bengaluru');
    expect(here).toEqual(['sharma-clinic']);
  });

  it('matches provider names anywhere when no city is given', async () => {
    const { body, here, elsewhere } = await search('bright');
    expect(here).toEqual(['bright-teeth']);
    expect(elsewhere).toEqual([]);
    expect(body.data.city).toBeNull();
  });
});

describe('GET /search: other cities', () => {
  it('lists a name found only in another city under in_other_cities, with its city', async () => {
    const { body, here, elsewhere } = await search('Mirror', 'Bengaluru');
    expect(here).toEqual([]);
    expect(elsewhere).toEqual(['mirror-and-mane']);
    expect(body.data.in_other_cities[0]?.city).toBe('Pune');
    expect(body.data.city).toBe('Bengaluru');
  });

  it('puts the selected city first and name matches elsewhere after', async () => {
    const { here, elsewhere } = await search('smile', 'Pune');
    expect(here).toEqual(['smile-dental-pune']);
    expect(elsewhere).toEqual(['meera-iyer']);
    expect((await search('Meera', 'Bengaluru')).elsewhere).toEqual(['meera-iyer']);
  });

  it('offers category matches from other cities when the city has none', async () => {
    const { here, elsewhere } = await search('eye', 'Pune');
    expect(here).toEqual([]);
    expect(elsewhere).toEqual(['clear-vision']);
  });
});

describe('GET /search: a place named in the words', () => {
  it('searches the city the words name, not the selected one', async () => {
    const { body, here, elsewhere, categories } = await search('dentist in mumbai', 'Bengaluru');
    expect(body.data.city).toBe('Mumbai');
    expect(categories).toEqual(['healthcare/dentist']);
    expect(here).toEqual(['bright-teeth', 'meera-iyer']);
    expect(elsewhere).toEqual([]);
  });

  it('knows cities by their old names', async () => {
    const { body, here } = await search('dentists in Bombay', 'Pune');
    expect(body.data.city).toBe('Mumbai');
    expect(here).toEqual(['bright-teeth', 'meera-iyer']);
  });

  it('takes a locality to its city and lists its providers first', async () => {
    const { body, here, elsewhere } = await search('Koramangala', 'Pune');
    expect(body.data.city).toBe('Bengaluru');
    expect(body.data.locality).toBe('Koramangala');
    expect(here.slice(0, 2).sort()).toEqual(['roop-studio', 'sharma-clinic']);
    expect(here).toHaveLength(5);
    expect(elsewhere).toEqual([]);
  });

  it('knows a locality without its East or West', async () => {
    const { body, here } = await search('dentist andheri', 'Pune');
    expect(body.data.locality).toBe('Andheri');
    expect(here).toEqual(['meera-iyer', 'bright-teeth']);
  });
});

describe('GET /search: everyday words and slips', () => {
  it.each([
    ['doctor', ['healthcare/generalphysician'], ['sharma-clinic']],
    ['physician', ['healthcare/generalphysician'], ['sharma-clinic']],
    ['skin', ['healthcare/dermatologist', 'personalcare/skintherapist'], ['rao-derma']],
    ['eye doctor', ['healthcare/ophthalmologist'], ['clear-vision']],
    ['teeth', ['healthcare/dentist'], ['pearl-dental']],
    ['parlour', ['personalcare/salon', 'personalcare/beautician'], ['roop-studio']],
    ['hair', ['healthcare/trichologist', 'personalcare/salon', 'personalcare/trichologist'], []],
  ])('reads "%s" as its categories', async (q, expectedCategories, expectedHere) => {
    const { categories, here } = await search(q, 'Bengaluru');
    expect(categories).toEqual(expectedCategories);
    expect(here).toEqual(expectedHere);
  });

  it('forgives a slip or two in a category word', async () => {
    const dentist = await search('dentst', 'Mumbai');
    expect(dentist.here).toEqual(['bright-teeth', 'meera-iyer']);
    // The Pune dentist holds "dentist" in its speciality, but a category word does not look elsewhere.
    expect(dentist.elsewhere).toEqual([]);
    const salon = await search('salom', 'Pune');
    expect(salon.categories).toEqual(['personalcare/salon']);
    expect(salon.here).toEqual(['looks-salon', 'mirror-and-mane']);
  });

  it('forgives a slip in a name, in other cities too', async () => {
    expect((await search('Mirorr', 'Bengaluru')).elsewhere).toEqual(['mirror-and-mane']);
  });

  it('leaves out a word that matches nothing rather than answer nothing', async () => {
    expect((await search('cheap dentist', 'Pune')).here).toEqual(['smile-dental-pune']);
  });

  it('answers nothing, not an error, when nothing matches', async () => {
    const { status, body } = await search('zzzz');
    expect(status).toBe(200);
    expect(body.data).toEqual({ categories: [], providers: [], in_other_cities: [], city: null, locality: null });
  });

  it('refuses a query shorter than two characters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/api/search?q=a' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.q).toEqual(['Type at least 2 characters to search.']);
  });

  it('treats every name of a plain object’s built-ins as an ordinary word', async () => {
    for (const word of Object.getOwnPropertyNames(Object.prototype)) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/api/search?q=${encodeURIComponent(word)}` });
      expect(res.statusCode, word).toBe(200);
    }
  });
});
