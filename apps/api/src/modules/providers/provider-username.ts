import { isUsableUsername } from '@kataar/shared/reserved-usernames';
import { slugify } from '../../lib/slug';

/** Room left for a `-NNNNN` suffix within the 40 characters a username may have. */
const BASE_MAX = 34;

const cut = (slug: string) => slug.slice(0, BASE_MAX).replace(/-+$/, '');

/** The username a business would like: its name, or its name and city when the name is too short or not Latin. */
export function usernameBase(businessName: string, city: string): string {
  const name = cut(slugify(businessName));
  if (name.length >= 3) return name;
  const withCity = cut([name, slugify(city)].filter(Boolean).join('-'));
  return withCity.length >= 3 ? withCity : 'provider';
}

/** `base` if free and usable, else `base-2`, `base-3`, …; never a reserved path word. */
export function pickUsername(base: string, taken: ReadonlySet<string>): string {
  if (isUsableUsername(base) && !taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (isUsableUsername(candidate) && !taken.has(candidate)) return candidate;
  }
}
