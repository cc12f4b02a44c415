import { CATEGORIES, slugByIndustry, type Category } from '@kataar/shared/categories';
import { MAX_SEARCH_RESULTS, type SearchResult } from '@kataar/shared/provider';
import type { ProviderReadModel } from '../providers/provider-read-model';

// Words that say where or how, not what: "dentist near me", "salons in pune", "best spa nearby".
const FILLER = new Set([
  'near',
  'me',
  'nearby',
  'in',
  'around',
  'best',
  'top',
  'a',
  'the',
  'good',
  'clinic',
  'clinics',
]);

const singular = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

function categoryNamedBy(words: string[]): Category[] {
  const phrase = words.map(singular).join('');
  if (!phrase) return [];
  return CATEGORIES.filter((c) => {
    const label = c.label.toLowerCase().replaceAll(' ', '');
    return label === phrase || c.slug === phrase || label.startsWith(phrase) || phrase.includes(label);
  });
}

/**
 * Header search: "Name", "Dentist near me", "Salons near me". Category words become listing
 * links in the visitor's city; the remaining words match provider names and specialities.
 */
export function search(model: ProviderReadModel, q: string, city: string | undefined): SearchResult {
  const known = city ? model.knownCity(city) : undefined;
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean);
  const meaningful = words.filter((w) => !FILLER.has(w) && (!known || w !== known.toLowerCase()));
  const categories = categoryNamedBy(meaningful);

  const byText = model.searchByText(meaningful.length ? meaningful : words, known);
  const inCategory = known
    ? categories.flatMap((c) =>
        model.list({ city: known, industry: c.industry, category: c.value, sort: 'open_first' }),
      )
    : [];
  const seen = new Set<string>();
  const providers = [...byText, ...inCategory].filter((p) => !seen.has(p.username) && seen.add(p.username));

  return {
    categories: categories.map((c) => ({ industry: slugByIndustry[c.industry], slug: c.slug, label: c.label })),
    providers: providers.slice(0, MAX_SEARCH_RESULTS),
    city: known ?? null,
  };
}
