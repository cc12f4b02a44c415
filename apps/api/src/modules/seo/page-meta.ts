import {
  categoryLabel,
  findCategoryBySlug,
  industryBySlug,
  INDUSTRY_SLUGS,
  INDUSTRY_STRIP_TITLES,
  ALL_CATEGORIES_SLUG,
  type IndustrySlug,
} from '@kataar/shared/categories';
import { listingTitle, MESSAGES } from '@kataar/shared/messages';
import type { ProviderPublic } from '@kataar/shared/provider';
import { galleryPhotos } from '@kataar/shared/provider-photos';
import type { LocalizeMessage } from '@kataar/shared/localize-message';
import type { AppContext } from '../../app-context';

/** The reads a page's meta needs, all in memory. */
export type ProviderLookup = Pick<AppContext['providers'], 'findByUsername' | 'knownCity' | 'list'>;

/** What the server says about a page before any JavaScript runs. */
export interface PageMeta {
  title: string;
  description: string;
  /** Site-relative path of the page's canonical URL; null when the page should not be indexed as is. */
  canonicalPath: string | null;
  /** Site-relative or absolute image URL for link previews. */
  image: string | null;
  /**
   * The picture that is the page's largest paint, exactly as the page's <img> will ask for it:
   * preloaded from the HTML, so it downloads beside the app's code instead of after the page's
   * data has arrived.
   */
  leadImage: string | null;
  type: 'website' | 'profile';
  noindex: boolean;
  /** 404 when the server knows the thing named in the URL does not exist; the app shell still renders. */
  statusCode: 200 | 404;
}

export const BRAND = 'Kataar';
const withBrand = (title: string) => `${title} · ${BRAND}`;
/** The web app's title for the home page, and its description in index.html. */
export const HOME_TITLE = `${BRAND} · Skip your "call to book" era`;
export const DEFAULT_DESCRIPTION =
  'Kataar: find doctors and salons in your city and join their queue from your phone. Skip your "call to book" era.';
/** Path word a listing URL carries before a city is chosen (the web app's NO_CITY). */
const NO_CITY = 'null';

const page = (fields: Partial<PageMeta> & Pick<PageMeta, 'title' | 'description'>): PageMeta => ({
  canonicalPath: null,
  image: null,
  leadImage: null,
  type: 'website',
  noindex: false,
  statusCode: 200,
  ...fields,
});

/** The about pages: their name (the title before the brand) and description. */
const ABOUT_PAGES: Record<string, { name: string; description: string }> = {
  '/about-us': {
    name: 'Contact us',
    description: 'Questions, feedback or a problem with a queue? Write to the Kataar team or call us.',
  },
  '/about-us/partner-with-us': {
    name: 'Partner with us',
    description:
      'List your clinic or salon on Kataar: patients and customers join your queue from their phone, and you run it from one screen.',
  },
  '/about-us/how-it-started': {
    name: 'How it started',
    description: 'The story behind Kataar, and why waiting in a crowded lobby should be a thing of the past.',
  },
};

const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** 'pune' → 'Pune', when no provider's spelling of the city is known. */
const titleCase = (value: string): string =>
  value.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());

/** Leaves English as it is: the words of a page for a visitor who reads English. */
const inEnglish: LocalizeMessage = (text) => text;

function profileMeta(provider: ProviderPublic, t: LocalizeMessage): PageMeta {
  const label = t(categoryLabel(provider.industry, provider.category));
  const place = provider.area ? `${provider.area}, ${provider.city}` : provider.city;
  const price =
    provider.base_pricing === null
      ? null
      : `${provider.industry === 'Healthcare' ? 'Consultation' : 'Services'} from ₹${provider.base_pricing}.`;
  // Translated whole, so each language may order the provider's own words (kept as entered) its way.
  const description = [
    `${provider.business_name}: ${label} in ${place}.`,
    provider.speciality ? `${provider.speciality}.` : null,
    price,
    'Join the queue from your phone on Kataar and skip the wait.',
  ]
    .filter(Boolean)
    .join(' ');
  return page({
    title: t(withBrand(`${provider.business_name} · ${label} in ${provider.city}`)),
    description: t(description),
    canonicalPath: `/profile/${encodeURIComponent(provider.username)}`,
    image: provider.display_photo_1 ?? provider.profile_photo,
    leadImage: galleryPhotos(provider)[0] ?? null,
    type: 'profile',
  });
}

function listingMeta(
  providers: ProviderLookup,
  industrySlug: IndustrySlug,
  citySegment: string,
  categorySegment: string | undefined,
  t: LocalizeMessage,
): PageMeta {
  const industry = industryBySlug[industrySlug];
  const slug = (categorySegment ?? ALL_CATEGORIES_SLUG).toLowerCase();
  const category = slug === ALL_CATEGORIES_SLUG ? null : findCategoryBySlug(industry, slug);
  if (category === undefined) {
    return page({
      title: withBrand(t(MESSAGES.categoryNotFound)),
      description: t(DEFAULT_DESCRIPTION),
      noindex: true,
      statusCode: 404,
    });
  }
  const label = t(category ? category.label : INDUSTRY_STRIP_TITLES[industrySlug]);
  if (citySegment.toLowerCase() === NO_CITY) {
    return page({
      title: withBrand(t(`${label} near you`)),
      description: t(`Find a ${label} near you on Kataar and join their queue from your phone.`),
      noindex: true,
    });
  }
  const city = providers.knownCity(citySegment) ?? titleCase(citySegment);
  const found = providers.list({ city, industry, category: category?.value }).length;
  const description =
    found > 0
      ? `${found} ${found === 1 ? 'place' : 'places'} for ${label} in ${city} on Kataar. See who is open, their prices and the live queue, and join from your phone.`
      : `No providers found in ${city} for this category yet. Kataar is coming to more cities soon.`;
  const categoryPath = category ? `/${category.slug}` : '';
  return page({
    title: withBrand(t(listingTitle(label, city))),
    description: t(description),
    canonicalPath: `/${industrySlug}/services/${encodeURIComponent(city)}${categoryPath}`,
    // An empty listing is a thin page: shown to people, kept out of search results.
    noindex: found === 0,
  });
}

/**
 * The meta of a page of the web app, from its path (no query string). `t` puts its English words
 * in the visitor's language; provider names, cities and specialities stay as entered.
 */
export function pageMeta(pathname: string, providers: ProviderLookup, t: LocalizeMessage = inEnglish): PageMeta {
  const home = (fields: Partial<PageMeta> = {}) =>
    page({ title: t(HOME_TITLE), description: t(DEFAULT_DESCRIPTION), ...fields });
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/').slice(1).map(decode);
  if (segments.some((s) => s === null)) return home();
  const [first, second, third, fourth, ...rest] = segments as string[];

  if (path === '/') return home({ canonicalPath: '/' });
  const about = ABOUT_PAGES[path];
  if (about) return page({ title: withBrand(t(about.name)), description: t(about.description), canonicalPath: path });
  if (first === 'profile' && second && third === undefined) {
    const provider = providers.findByUsername(second);
    if (provider) return profileMeta(provider, t);
    return page({
      title: withBrand(t(MESSAGES.providerNotFound)),
      description: t(DEFAULT_DESCRIPTION),
      noindex: true,
      statusCode: 404,
    });
  }
  const industry = INDUSTRY_SLUGS.find((slug) => slug === first);
  if (industry && second === 'services' && third && rest.length === 0) {
    return listingMeta(providers, industry, third, fourth, t);
  }
  // Signed-in areas are nobody's search result.
  if (first === 'provider' || first === 'admin') {
    return home({ noindex: true });
  }
  // Any other path: the app decides (it may be a page this list does not know yet), so no verdict here.
  return home();
}
