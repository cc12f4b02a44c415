import { isUsableUsername } from '@kataar/shared/reserved-usernames';
import { slugify } from '../../lib/slug';

const MAX_LENGTH = 40;

/** 'Dr. Meera Iyer — Smile Dental Care' → 'dr-meera-iyer-smile-dental-care', cut at a word to 40 characters. */
function shortSlug(text: string, maxLength = MAX_LENGTH): string {
  const slug = slugify(text);
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 2 ? cut.slice(0, lastDash) : slug.slice(0, maxLength)).replace(/-+$/, '');
}

/**
 * A username for a business that no other demo provider has: its name, then its name with the
 * locality or city, then numbered. Always usable as a /provider/{username} path word.
 */
export function uniqueUsername(businessName: string, qualifiers: readonly string[], taken: Set<string>): string {
  const base = shortSlug(businessName);
  const candidates = [base, ...qualifiers.map((q) => joinSlug(base, shortSlug(q)))];
  for (let n = 2; candidates.length < 50; n += 1) candidates.push(joinSlug(base, String(n)));
  const username = candidates.find((c) => isUsableUsername(c) && !taken.has(c));
  if (!username) throw new Error(`No free username for ${businessName}`);
  taken.add(username);
  return username;
}

/** `base-suffix`, shortening the base (at a word) so the whole stays within 40 characters. */
function joinSlug(base: string, suffix: string): string {
  return `${shortSlug(base, MAX_LENGTH - suffix.length - 1)}-${suffix}`;
}
