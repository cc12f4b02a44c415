import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { CATEGORY_SYNONYMS, GENERIC_CATEGORY_WORDS } from './category-synonyms';

describe('CATEGORY_SYNONYMS', () => {
  it('maps every word to stored category values', () => {
    const values = new Set(CATEGORIES.map((c) => c.value));
    for (const [word, meant] of CATEGORY_SYNONYMS) {
      expect(meant.length, word).toBeGreaterThan(0);
      for (const value of meant) expect(values, `${word} → ${value}`).toContain(value);
    }
  });

  it('keys words in lower case and in the composed Unicode form the search compares', () => {
    for (const word of CATEGORY_SYNONYMS.keys()) expect(word).toBe(word.normalize('NFC').toLowerCase());
  });

  it('gives every generic word a meaning of its own', () => {
    for (const word of GENERIC_CATEGORY_WORDS) expect(CATEGORY_SYNONYMS.has(word), word).toBe(true);
  });
});
