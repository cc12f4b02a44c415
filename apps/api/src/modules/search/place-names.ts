import { CITY_NAMES, cityNames, placeKey, sameCity } from '@kataar/shared/city-names';
import type { Locality } from '../providers/provider-read-model';

/** A locality as people name it: "Andheri" covers Andheri East and Andheri West. */
interface LocalityName {
  name: string;
  city: string;
}

interface PlaceIndex {
  cityByKey: Map<string, string>;
  localitiesByKey: Map<string, LocalityName[]>;
}

export interface NamedPlaces {
  /** The city the words name, in the spelling the providers use when one of them is there. */
  city: string | undefined;
  locality: LocalityName | undefined;
  /** The words left once the place names are taken out. */
  rest: string[];
}

const DIRECTION = /\s+(east|west|north|south)$/i;
/** Every key a locality answers to: its full name and the name without a trailing direction. */
export const localityKeys = (area: string): string[] => [placeKey(area), placeKey(area.replace(DIRECTION, ''))];

/** Longest run of words a place name spans ("Dwarka Sector 10"). */
const MAX_PLACE_WORDS = 3;

// Built once per read-model change: the model hands out a new localities array after every change.
const indexes = new WeakMap<readonly Locality[], PlaceIndex>();

function placeIndex(cities: readonly string[], localities: readonly Locality[]): PlaceIndex {
  const cached = indexes.get(localities);
  if (cached) return cached;
  const cityByKey = new Map<string, string>();
  // Cities from the table first, so a spelling the providers use replaces the official one below.
  for (const row of CITY_NAMES) for (const name of row) cityByKey.set(placeKey(name), row[0] ?? name);
  for (const city of cities) for (const name of cityNames(city)) cityByKey.set(placeKey(name), city);

  const localitiesByKey = new Map<string, LocalityName[]>();
  for (const { area, city } of localities) {
    for (const [i, key] of localityKeys(area).entries()) {
      const names = localitiesByKey.get(key) ?? [];
      if (!names.some((n) => sameCity(n.city, city)))
        names.push({ name: i === 0 ? area : area.replace(DIRECTION, ''), city });
      localitiesByKey.set(key, names);
    }
  }
  const index = { cityByKey, localitiesByKey };
  indexes.set(localities, index);
  return index;
}

/**
 * Finds the city and the locality the words name ("dentist in bombay", "hsr layout salon"),
 * trying longer runs of words first. A locality found in several cities is taken in the city
 * the words name, else in the visitor's city, else in the first city that has it.
 */
export function findPlaces(
  words: string[],
  cities: readonly string[],
  localities: readonly Locality[],
  selectedCity: string | undefined,
): NamedPlaces {
  const { cityByKey, localitiesByKey } = placeIndex(cities, localities);
  let city: string | undefined;
  let localityNames: LocalityName[] | undefined;
  const rest: string[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let n = Math.min(MAX_PLACE_WORDS, words.length - i); n > 0 && !taken; n--) {
      const key = words.slice(i, i + n).join('');
      const namedCity = cityByKey.get(key);
      const namedLocalities = localitiesByKey.get(key);
      if (namedCity && !city) city = namedCity;
      else if (namedLocalities && !localityNames) localityNames = namedLocalities;
      else continue;
      taken = n;
    }
    if (!taken) rest.push(words[i]!);
    i += taken || 1;
  }
  const prefer = city ?? selectedCity;
  const locality =
    (prefer && localityNames?.find((l) => sameCity(l.city, prefer))) || (localityNames ? localityNames[0] : undefined);
  return { city: city ?? locality?.city, locality, rest };
}
