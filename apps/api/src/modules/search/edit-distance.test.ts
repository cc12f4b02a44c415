import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance';

describe('editDistance', () => {
  it('counts a missing, an extra, a wrong and a swapped letter as one edit each', () => {
    expect(editDistance('dentst', 'dentist', 2)).toBe(1);
    expect(editDistance('dentisst', 'dentist', 2)).toBe(1);
    expect(editDistance('salom', 'salon', 2)).toBe(1);
    expect(editDistance('detnist', 'dentist', 2)).toBe(1);
    expect(editDistance('salon', 'salon', 2)).toBe(0);
  });

  it('answers max + 1 for words further apart than max', () => {
    expect(editDistance('mirror', 'dentist', 2)).toBe(3);
    expect(editDistance('spa', 'physiotherapist', 2)).toBe(3);
  });
});
