import { slugByIndustry } from '@kataar/shared/categories';
import { placeKey, sameCity } from '@kataar/shared/city-names';
import { haversineKm, type GeoPoint } from '@kataar/shared/geo';
import {
  MAX_OTHER_CITY_RESULTS,
  MAX_SEARCH_RESULTS,
  type ProviderCard,
  type SearchResult,
} from '@kataar/shared/provider';
import type { ProviderReadModel } from '../providers/provider-read-model';
import { findPlaces, localityKeys } from './place-names';
import { FILLER_WORDS } from './filler-words';
import { matchesText, meantCategories, readTerms, searchable, wordsOf, type SearchableCard } from './search-terms';

const singular = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

interface Hit {
  card: ProviderCard;
  inLocality: boolean;
  /** How many words matched the name or speciality, not only the category. */
  textHits: number;
  /** A word that names no category matched the name or speciality ("mirror", "meera"). */
  byName: boolean;
  fuzzy: boolean;
}

// Nearest first: the named locality, then words as typed, then more words in the name; the
// model's order (open first, then by name) breaks ties, as Array.sort is stable.
const byRelevance = (a: Hit, b: Hit) =>
  Number(b.inLocality) - Number(a.inLocality) || Number(a.fuzzy) - Number(b.fuzzy) || b.textHits - a.textHits;

/**
 * Header search: "Name", "Dentist near me", "dentist in bombay", "koramangala", "दांत का डॉक्टर",
 * "शर्मा". Category words (in English, Hindi or Hindi in Latin letters, with synonyms and slips)
 * become listing links; every word must match a provider's name (in either script, by sound),
 * speciality or category. A city or locality in the words replaces the visitor's city. Results
 * in that city come first; name matches elsewhere follow in their own group.
 */
export function search(
  model: ProviderReadModel,
  q: string,
  selected: string | undefined,
  point?: GeoPoint,
): SearchResult {
  const known = selected ? model.cities().find((c) => sameCity(c, selected)) : undefined;
  const rawWords = wordsOf(q);
  const places = findPlaces(rawWords, model.cities(), model.localities(), known);
  const city = places.city ?? known;
  const placeNamed = Boolean(places.city || places.locality);
  const meaningful = places.rest.filter((w) => !FILLER_WORDS.has(w)).map(singular);
  const words = meaningful.length || placeNamed ? meaningful : places.rest;

  const entries = searchable(model.cards());
  const terms = readTerms(words, entries);
  const empty = { categories: [], providers: [], in_other_cities: [], city: city ?? null, locality: null };
  if (words.length && !terms.length) return empty;

  const categories = meantCategories(terms);
  const locality = places.locality;
  const hits = entries.flatMap((entry: SearchableCard): Hit[] => {
    const inCategory = categories.some((c) => c.industry === entry.card.industry && c.value === entry.card.category);
    const textMatches = terms.filter((t) => matchesText(t, entry));
    const matches = terms.every((t) => textMatches.includes(t) || (t.categories.length > 0 && inCategory));
    if (!matches) return [];
    const inLocality = Boolean(
      locality &&
      sameCity(entry.card.city, locality.city) &&
      localityKeys(entry.card.area).includes(placeKey(locality.name)),
    );
    return [
      {
        card: entry.card,
        inLocality,
        textHits: textMatches.length,
        byName: textMatches.some((t) => t.categories.length === 0),
        fuzzy: terms.some((t) => t.reading === 'slip'),
      },
    ];
  });
  hits.sort(byRelevance);

  let here = city ? hits.filter((h) => sameCity(h.card.city, city)) : hits;
  // "Near me" with the visitor's point: unless the words name another place, the nearest come first.
  if (point && !placeNamed) here = nearestFirst(here, point);
  // Elsewhere: what matched by name (the visitor may not know where a provider is), or anything
  // that matched when the city has nothing. Other cities' dentists would only bury the city's
  // own under "dentist"; a query that only names a place stays in it.
  const elsewhere =
    city && terms.length ? hits.filter((h) => !sameCity(h.card.city, city) && (h.byName || here.length === 0)) : [];

  return {
    categories: categories.map((c) => ({ industry: slugByIndustry[c.industry], slug: c.slug, label: c.label })),
    providers: here.slice(0, MAX_SEARCH_RESULTS).map((h) => h.card),
    in_other_cities: elsewhere.slice(0, MAX_OTHER_CITY_RESULTS).map((h) => h.card),
    city: city ?? null,
    locality: locality?.name ?? null,
  };
}

/** Folds every listed provider's name to its sound keys now, so the first search after start does not. */
export const prepareSearch = (model: ProviderReadModel): void => void searchable(model.cards());

/** Hits ordered by distance from the point (those without a position last), each card with distance_km. */
function nearestFirst(hits: Hit[], point: GeoPoint): Hit[] {
  const km = (h: Hit) =>
    h.card.latitude !== null && h.card.longitude !== null
      ? haversineKm(point, { lat: h.card.latitude, lng: h.card.longitude })
      : Infinity;
  return hits
    .map((h) => ({ h, d: km(h) }))
    .sort((a, b) => a.d - b.d)
    .map(({ h, d }) => ({
      ...h,
      card: { ...h.card, distance_km: Number.isFinite(d) ? Math.round(d * 100) / 100 : null },
    }));
}
