import { describe, expect, it } from 'vitest';
import { BUSINESS_PHONE_PATTERN, MOBILE_PATTERN, normaliseIndianPhone, phoneSchema } from './phone';

describe('normaliseIndianPhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['+91 (0) 98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['98765.43210', '9876543210'],
    ['  98765\u00a043210 ', '9876543210'],
    ['080 2345 6789', '8023456789'],
    ['011-2345-6789', '1123456789'],
    ['+91 80 2345 6789', '8023456789'],
  ])('keeps the 10 digits of %j', (raw, digits) => {
    expect(normaliseIndianPhone(raw)).toBe(digits);
  });

  it('leaves a 10-digit number that starts with 91 alone', () => {
    expect(normaliseIndianPhone('9123456780')).toBe('9123456780');
  });

  it('never cuts a number that is still being typed', () => {
    for (const typed of ['9', '91', '0', '09', '987654321', '0987654321']) {
      expect(normaliseIndianPhone(typed)).toBe(typed);
    }
    // The typed '+91' disappears into the fixed prefix the field shows.
    expect(normaliseIndianPhone('+91')).toBe('');
    expect(normaliseIndianPhone('+9')).toBe('+9');
  });

  it('gives back what is not an Indian number without separators, for validation to refuse', () => {
    expect(normaliseIndianPhone('98765abcde')).toBe('98765abcde');
    expect(normaliseIndianPhone('+1 555 123 4567')).toBe('+15551234567');
    expect(normaliseIndianPhone('98765 432101')).toBe('98765432101');
    expect(normaliseIndianPhone('')).toBe('');
  });
});

describe('phone patterns', () => {
  it('take mobiles as 10 digits starting 6-9', () => {
    for (const ok of ['6000000000', '9876543210']) expect(MOBILE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['1234567890', '5876543210', '987654321', '98765432100']) {
      expect(MOBILE_PATTERN.test(bad)).toBe(false);
    }
  });

  it('take a business mobile or a landline with its area code, never a leading 0', () => {
    for (const ok of ['8023456789', '1123456789', '2223456789', '9876543210']) {
      expect(BUSINESS_PHONE_PATTERN.test(ok)).toBe(true);
    }
    for (const bad of ['0123456789', '802345678', '80234567890', '']) {
      expect(BUSINESS_PHONE_PATTERN.test(bad)).toBe(false);
    }
  });
});

describe('phoneSchema', () => {
  const schema = phoneSchema(MOBILE_PATTERN, { required: 'required', invalid: 'invalid' });
  const message = (value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

  it('stores the 10 digits of a pasted number', () => {
    expect(schema.parse('+91 98765 43210')).toBe('9876543210');
  });

  it('says required for a missing or blank value and invalid for anything else', () => {
    expect(message(undefined)).toEqual(['required']);
    expect(message('   ')).toEqual(['required']);
    expect(message('1234567890')).toEqual(['invalid']);
    expect(message('+1 555 123 4567')).toEqual(['invalid']);
  });
});
