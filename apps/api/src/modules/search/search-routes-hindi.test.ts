import { CATEGORIES, slugByIndustry } from '@kataar/shared/categories';
import { HINDI_PUBLIC } from '@kataar/shared/hindi/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Hindi in Devanagari and Hindi in Latin letters (Hinglish), as people in India search. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(async (database) => {
    const bengaluru = { city: 'Bengaluru', state: 'Karnataka', pincode: '560034', area: 'Koramangala' };
    const personalcare = { industry: 'Personalcare' } as const;
    await insertProvider(database, { username: 'sharma-clinic', businessName: 'Sharma Family Clinic', ...bengaluru });
    await insertProvider(database, {
      username: 'pearl-dental',
      businessName: 'Pearl Studio',
      category: 'Dentist',
      ...bengaluru,
    });
    await insertProvider(database, {
      username: 'clear-vision',
      businessName: 'Clear Vision Centre',
      category: 'Ophthalmologist',
      ...bengaluru,
    });
    await insertProvider(database, {
      username: 'looks-salon',
      businessName: 'Looks Unisex Salon',
      ...personalcare,
      category: 'Salon',
      ...bengaluru,
    });
    // A name written in Devanagari by its owner.
    await insertProvider(database, {
      username: 'gupta-parlour',
      businessName: 'गुप्ता ब्यूटी पार्लर',
      ...personalcare,
      category: 'Beautician',
      ...bengaluru,
    });
    await insertProvider(database, { username: 'meera-clinic', businessName: 'Dr. Meera Kapoor', city: 'Pune' });
  });
});
afterAll(() => t.close());

interface Body {
  data: {
    categories: { industry: string; slug: string; label: string }[];
    providers: { username: string }[];
    in_other_cities: { username: string }[];
  };
}

const search = async (q: string, city = 'Bengaluru') => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/api/search?${new URLSearchParams({ q, city })}` });
  expect(res.statusCode, q).toBe(200);
  const { data } = res.json<Body>();
  return {
    categories: data.categories.map((c) => `${c.industry}/${c.slug}`),
    here: data.providers.map((p) => p.username),
    elsewhere: data.in_other_cities.map((p) => p.username),
  };
};

const DENTIST = ['healthcare/dentist'];
const SALON = ['personalcare/salon'];
const HAIR = ['healthcare/trichologist', 'personalcare/salon', 'personalcare/trichologist'];

describe('GET /search: Hindi words name categories', () => {
  it.each([
    ['दांत', DENTIST, ['pearl-dental']],
    ['दाँत', DENTIST, ['pearl-dental']],
    ['दंत चिकित्सक', DENTIST, ['pearl-dental']],
    ['दांतों का डॉक्टर', DENTIST, ['pearl-dental']],
    ['डॉक्टर', ['healthcare/generalphysician'], ['sharma-clinic']],
    ['आंखों का डॉक्टर', ['healthcare/ophthalmologist'], ['clear-vision']],
    ['नाई', SALON, ['looks-salon']],
    ['बाल', HAIR, ['looks-salon']],
    ['बाल कटाना', SALON, ['looks-salon']],
    ['त्वचा', ['healthcare/dermatologist', 'personalcare/skintherapist'], []],
    ['मेरे पास डेंटिस्ट', DENTIST, ['pearl-dental']],
  ])('reads "%s" as its categories', async (q, categories, here) => {
    const found = await search(q);
    expect(found.categories).toEqual(categories);
    expect(found.here).toEqual(here);
  });

  it('finds every category by the Hindi label the Hindi UI shows for it', async () => {
    for (const category of CATEGORIES) {
      const label = HINDI_PUBLIC[category.label];
      expect(label, category.label).toBeDefined();
      const { categories } = await search(label ?? '');
      expect(categories, label).toContain(`${slugByIndustry[category.industry]}/${category.slug}`);
    }
  });

  it('names the category while the word is still being typed', async () => {
    expect((await search('दां')).categories).toEqual(DENTIST);
    expect((await search('डें')).categories).toEqual(DENTIST);
    expect((await search('सैल')).categories).toEqual(SALON);
  });

  it('reads the shown labels डेंटिस्ट and सैलून as Dentist and Salon', async () => {
    expect(await search('डेंटिस्ट')).toMatchObject({ categories: DENTIST, here: ['pearl-dental'] });
    expect(await search('सैलून')).toMatchObject({ categories: SALON, here: ['looks-salon'] });
  });
});

describe('GET /search: Hindi in Latin letters names categories', () => {
  it.each([
    ['daant', DENTIST],
    ['dant ka doctor', DENTIST],
    ['daanton ka doctor', DENTIST],
    ['naai', SALON],
    ['baal', HAIR],
    ['baal kataana', SALON],
    ['aankh', ['healthcare/ophthalmologist']],
    ['twacha', ['healthcare/dermatologist', 'personalcare/skintherapist']],
    ['haddi', ['healthcare/orthopaedic']],
  ])('reads "%s" as its categories', async (q, categories) => {
    expect((await search(q)).categories).toEqual(categories);
  });
});

describe('GET /search: names in either script', () => {
  it('finds a Latin name typed in Devanagari', async () => {
    expect(await search('शर्मा')).toEqual({ categories: [], here: ['sharma-clinic'], elsewhere: [] });
    expect((await search('शर्मा फैमिली क्लिनिक')).here).toEqual(['sharma-clinic']);
  });

  it('finds an English word of a name typed in Devanagari', async () => {
    expect((await search('स्टूडियो')).here).toEqual(['pearl-dental']);
  });

  it('still finds a Latin name typed in Latin letters', async () => {
    expect((await search('sharma')).here).toEqual(['sharma-clinic']);
  });

  it('finds a name typed in Devanagari in another city', async () => {
    expect(await search('शर्मा', 'Pune')).toEqual({ categories: [], here: [], elsewhere: ['sharma-clinic'] });
  });

  it('finds a Devanagari name typed in Latin letters', async () => {
    expect((await search('gupta')).here).toEqual(['gupta-parlour']);
    expect((await search('गुप्ता')).here).toEqual(['gupta-parlour']);
  });

  it.each([
    ['sarma', 'sharma-clinic'],
    ['shrma', 'sharma-clinic'],
    ['sharmaa', 'sharma-clinic'],
    ['शरमा', 'sharma-clinic'],
    ['mira', 'meera-clinic'],
    ['मीरा', 'meera-clinic'],
    ['kapur', 'meera-clinic'],
    ['कपूर', 'meera-clinic'],
  ])('forgives the usual spelling variants: "%s" finds %s', async (q, username) => {
    const { here, elsewhere } = await search(q);
    expect([...here, ...elsewhere]).toEqual([username]);
  });

  it('answers a word of Devanagari that sounds like nothing with nothing', async () => {
    expect(await search('क्षत्रिय')).toEqual({ categories: [], here: [], elsewhere: [] });
  });
});
