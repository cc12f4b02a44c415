import { categoryLabel, INDUSTRY_STRIP_TITLES, type IndustrySlug } from '@kataar/shared/categories';
import type { LocalizeMessage } from '@kataar/shared/localize-message';
import type { ProviderCard, SearchResult } from '@kataar/shared/provider';
import type { TFunction } from 'i18next';
import { paths } from '../../lib/paths';

/** The words a section needs, in the reader's language (the search namespace's `t` and the shared messages' `tm`). */
export interface SectionWords {
  t: TFunction<'search'>;
  tm: LocalizeMessage;
}

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
  kind: 'categories' | 'city' | 'otherCities';
  /** Names the group for assistive technology. */
  label: string;
  /** Shown above the group; null when the group speaks for itself. */
  heading: string | null;
  options: SearchOption[];
}

/** Elsewhere the city leads the line, so a phone's narrow row does not cut it off. */
const where = (provider: ProviderCard, elsewhere: boolean, tm: SectionWords['tm']) => {
  const category = tm(categoryLabel(provider.industry, provider.category));
  if (elsewhere) return [provider.city, category, provider.area].filter(Boolean).join(' · ');
  return `${category} · ${provider.area ? `${provider.area}, ` : ''}${provider.city}`;
};

const providerOption = (
  idPrefix: string,
  provider: ProviderCard,
  tm: SectionWords['tm'],
  elsewhere = false,
): SearchOption => ({
  id: `${idPrefix}-p-${provider.username}`,
  kind: 'provider',
  title: provider.business_name,
  subtitle: where(provider, elsewhere, tm),
  photo: provider.profile_photo,
  to: paths.profile(provider.username),
  resultCity: null,
});

/**
 * The answer as groups: categories (listings in the searched city), the searched city's providers,
 * then matches in other cities, each naming its city first. The city's group is titled only when the
 * other cities' group follows it.
 */
export function toSections(
  data: SearchResult | undefined,
  selectedCity: string | null,
  idPrefix: string,
  { t, tm }: SectionWords,
) {
  if (!data) return [];
  const targetCity = data.city ?? selectedCity;
  const sections: SearchSection[] = [
    {
      kind: 'categories',
      label: t('sections.categories'),
      heading: null,
      options: data.categories.map((hit) => ({
        id: `${idPrefix}-c-${hit.industry}-${hit.slug}`,
        kind: 'category',
        title: tm(hit.label),
        subtitle: `${tm(INDUSTRY_STRIP_TITLES[hit.industry])}${targetCity ? ` · ${targetCity}` : ''}`,
        industry: hit.industry,
        to: paths.listing(hit.industry, targetCity, hit.slug),
        resultCity: data.city,
      })),
    },
    {
      kind: 'city',
      label: data.city ? t('sections.inCity', { city: data.city }) : t('sections.providers'),
      heading: data.city && data.in_other_cities.length > 0 ? t('sections.inCity', { city: data.city }) : null,
      options: data.providers.map((p) => providerOption(idPrefix, p, tm)),
    },
    {
      kind: 'otherCities',
      label: t('sections.otherCities'),
      heading: t('sections.otherCities'),
      options: data.in_other_cities.map((p) => providerOption(idPrefix, p, tm, true)),
    },
  ];
  return sections.filter((section) => section.options.length > 0);
}
