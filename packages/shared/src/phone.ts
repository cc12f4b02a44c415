import { z } from 'zod';

/** Every phone number is Indian; forms show this prefix fixed before the 10 digits that are stored. */
export const PHONE_PREFIX = '+91';
export const PHONE_DIGITS = 10;
/** An Indian mobile number: 10 digits, the first 6–9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
/**
 * An Indian landline as a business would write it for callers from other towns: the area (STD) code
 * without its trunk 0, then the subscriber number, 10 digits together (080 2345 6789 → 8023456789,
 * 011 2345 6789 → 1123456789). Area codes start with 1–8 (none starts with 0 or 9), so together with
 * mobiles a business contact is any 10 digits that do not start with 0. The subscriber part cannot be
 * checked further without a table of area codes, whose lengths vary from 2 to 4 digits.
 */
export const LANDLINE_PATTERN = /^[1-8]\d{9}$/;
/** A business may give a mobile or a landline. */
export const BUSINESS_PHONE_PATTERN = new RegExp(`${MOBILE_PATTERN.source}|${LANDLINE_PATTERN.source}`);

/** What people write around the digits: spaces, dashes, dots, brackets ('+91 (0) 98765-43210'). */
const SEPARATORS = /[\s\-.()\u00a0\u2010-\u2015]/g;

/**
 * The 10 national digits of an Indian number as people paste or type it: '+91 98765 43210',
 * '+91-98765-43210', '919876543210', '0091 98765 43210', '098765 43210' and '080 2345 6789' all give
 * their 10 digits. Anything that is not such a number (letters, too few or too many digits) comes
 * back with only the separators removed, so validation refuses it with its own message instead of
 * the normaliser guessing. Safe to run on every keystroke: nothing shorter than 11 digits is changed
 * beyond dropping separators, so a number being typed is never cut.
 */
export function normaliseIndianPhone(raw: string): string {
  const compact = raw.replace(SEPARATORS, '');
  const hasPlus = compact.startsWith('+');
  const digits = hasPlus ? compact.slice(1) : compact;
  if (!/^\d*$/.test(digits)) return compact;
  let national = digits;
  // Country code, written +91, 0091 or 91 (the last only when 12 digits remain, so a 10-digit
  // number that happens to start with 91 keeps them).
  if (national.startsWith('0091') && national.length >= 4 + PHONE_DIGITS) national = national.slice(4);
  else if (national.startsWith('91') && (hasPlus || national.length === 2 + PHONE_DIGITS)) national = national.slice(2);
  // The trunk 0 dialled before a mobile or an area code inside India ('+91 (0) 98765 43210' too).
  if (national.startsWith('0') && national.length === 1 + PHONE_DIGITS) national = national.slice(1);
  // A '+' for a country other than India, or the '+91' of a number being typed, is kept for the
  // message (or for the next keystroke).
  return hasPlus && national === digits ? compact : national;
}

/**
 * A required phone field of a form or an API body: the value is normalised first, so a pasted
 * '+91 98765 43210' passes and '9876543210' is what is stored.
 */
export const phoneSchema = (pattern: RegExp, messages: { required: string; invalid: string }) =>
  z
    .string({ error: messages.required })
    .transform(normaliseIndianPhone)
    .pipe(z.string().min(1, { error: messages.required, abort: true }).regex(pattern, messages.invalid));
