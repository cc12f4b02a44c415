import { categoryLabel, INDUSTRY_STRIP_TITLES, type IndustrySlug } from '@kataar/shared/categories';
import type { ProviderCard, SearchResult } from '@kataar/shared/provider';
import { paths } from '../../lib/paths';

export const OTHER_CITIES = 'In other cities';

export interface SearchOption {
  id: string;
  kind: 'category' | 'provider';
  title: string;
  subtitle: string;
  to: string;
  /** The city the API narrowed a category hit to; becomes the selected city when chosen. */
  resultCity: string | null;
  photo?: string | null;
  industry?: IndustrySlug;
}

export interface SearchSection {
  /** Names the group for assistive technology. */
  label: string;
  /** Shown above the group; null when the group speaks for itself. */
  heading: string | null;
  options: SearchOption[];
}

/** Elsewhere the city leads the line, so a phone's narrow row does not cut it off. */
const where = (provider: ProviderCard, elsewhere: boolean) => {
  const category = categoryLabel(provider.industry, provider.category);
  if (elsewhere) return [provider.city, category, provider.area].filter(Boolean).join(' · ');
  return `${category} · ${provider.area ? `${provider.area}, ` : ''}${provider.city}`;
};

const providerOption = (idPrefix: string, provider: ProviderCard, elsewhere = false): SearchOption => ({
  id: `${idPrefix}-p-${provider.username}`,
  kind: 'provider',
  title: provider.business_name,
  subtitle: where(provider, elsewhere),
  photo: provider.profile_photo,
  to: paths.profile(provider.username),
  resultCity: null,
});

/**
 * The answer as groups: categories (listings in the searched city), the searched city's providers,
 * then matches in other cities, each naming its city first. The city's group is titled only when the
 * other cities' group follows it.
 */
export function toSections(data: SearchResult | undefined, selectedCity: string | null, idPrefix: string) {
  if (!data) return [];
  const targetCity = data.city ?? selectedCity;
  const sections: SearchSection[] = [
    {
      label: 'Categories',
      heading: null,
      options: data.categories.map((hit) => ({
        id: `${idPrefix}-c-${hit.industry}-${hit.slug}`,
        kind: 'category',
        title: hit.label,
        subtitle: `${INDUSTRY_STRIP_TITLES[hit.industry]}${targetCity ? ` · ${targetCity}` : ''}`,
        industry: hit.industry,
        to: paths.listing(hit.industry, targetCity, hit.slug),
        resultCity: data.city,
      })),
    },
    {
      label: data.city ? `In ${data.city}` : 'Providers',
      heading: data.city && data.in_other_cities.length > 0 ? `In ${data.city}` : null,
      options: data.providers.map((p) => providerOption(idPrefix, p)),
    },
    {
      label: OTHER_CITIES,
      heading: OTHER_CITIES,
      options: data.in_other_cities.map((p) => providerOption(idPrefix, p, true)),
    },
  ];
  return sections.filter((section) => section.options.length > 0);
}
