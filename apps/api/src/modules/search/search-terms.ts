import { CATEGORIES, type Category } from '@kataar/shared/categories';
import { CATEGORY_SYNONYMS, GENERIC_CATEGORY_WORDS } from '@kataar/shared/category-synonyms';
import type { ProviderCard } from '@kataar/shared/provider';
import { localizeMessage } from '../../lib/localize';
import { allowedSlips, editDistance } from './edit-distance';
import { isDevanagari, soundKey } from './sound-key';

/** A provider's searchable words: its name and speciality, as written and by sound. */
export interface SearchableCard {
  card: ProviderCard;
  text: string;
  tokens: string[];
  /** " key key …": the sound key of every token, each after a space, to find a key at a token's start. */
  keys: string;
  /** The same for the tokens written in Devanagari only. */
  devanagariKeys: string;
}

/** One word of the query and what it can match. */
export interface Term {
  word: string;
  /** The word's sound key (see sound-key.ts). */
  key: string;
  /** Categories the word names ("teeth", "दांत", "daant" → Dentist). */
  categories: Category[];
  /**
   * How the word matches names: as typed (and by sound with names in Devanagari), by sound with
   * every name, or within a slip or two. A word takes the first of these that matches anything.
   */
  reading: 'typed' | 'sound' | 'slip';
}

/**
 * The words of a text: lower case, in composed Unicode, split at anything but letters, marks, digits
 * and "&". Devanagari vowel signs and nasal marks are Unicode marks and belong to their word ("दांत").
 */
export const wordsOf = (text: string): string[] =>
  text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}&]+/u)
    .filter(Boolean);

const keyText = (tokens: string[]) => tokens.map((token) => ` ${soundKey(token)}`).join('');

// A card's words and sound keys are worked out once: for every provider when the routes start, then
// for a changed provider at the first search after its change. The read model keeps a card object
// until its provider changes, and after every change hands out a new cards array of the same objects.
const entriesByCard = new WeakMap<ProviderCard, SearchableCard>();
const indexes = new WeakMap<readonly ProviderCard[], SearchableCard[]>();

function searchableCard(card: ProviderCard): SearchableCard {
  let entry = entriesByCard.get(card);
  if (!entry) {
    const text = `${card.business_name} ${card.speciality}`.normalize('NFC').toLowerCase();
    const tokens = wordsOf(text);
    entry = { card, text, tokens, keys: keyText(tokens), devanagariKeys: keyText(tokens.filter(isDevanagari)) };
    entriesByCard.set(card, entry);
  }
  return entry;
}

export function searchable(cards: readonly ProviderCard[]): SearchableCard[] {
  let index = indexes.get(cards);
  if (!index) {
    index = cards.map(searchableCard);
    indexes.set(cards, index);
  }
  return index;
}

/** A category's own words: its English label and the label the Hindi UI shows, from the Hindi catalog. */
const LABEL_WORDS = new Map(
  CATEGORIES.map((c) => [c, [...new Set([...wordsOf(c.label), ...wordsOf(localizeMessage(c.label, 'hi'))])]]),
);
const labelWords = (category: Category) => LABEL_WORDS.get(category) ?? [];
const synonymCategories = (word: string) =>
  (CATEGORY_SYNONYMS.get(word) ?? []).flatMap((value) => CATEGORIES.filter((c) => c.value === value));
const unique = (categories: Category[]) => CATEGORIES.filter((c) => categories.includes(c));

/** Shorter keys ("bl", "ni") stand for too many words to name a category by sound. */
const MIN_CATEGORY_KEY = 3;
/** Categories by the sound key of their slugs, label words and synonyms, in both scripts. */
const CATEGORIES_BY_SOUND = new Map<string, Category[]>();
const addBySound = (word: string, categories: Category[]) => {
  const key = soundKey(word);
  if (key.length < MIN_CATEGORY_KEY) return;
  CATEGORIES_BY_SOUND.set(key, unique([...(CATEGORIES_BY_SOUND.get(key) ?? []), ...categories]));
};
for (const category of CATEGORIES) {
  for (const word of [category.slug, ...labelWords(category)]) addBySound(word, [category]);
}
for (const word of CATEGORY_SYNONYMS.keys()) addBySound(word, synonymCategories(word));

const within = (word: string, candidate: string) =>
  editDistance(word, candidate, allowedSlips(word)) <= allowedSlips(word);

/** Shortest start of a synonym that names its categories while the visitor is still typing ("दां"). */
const MIN_SYNONYM_START = 3;

/**
 * Categories a word names as typed: by slug, by a word of the label (English or Hindi), by synonym,
 * or as the start of one while the visitor is still typing ("dent", "डें", "दां"). The start of a
 * label counts in any word of three letters or more, and in the last word however short; the start
 * of a synonym (synonyms are many and short) only in the last word, from three letters, when the
 * word is not a synonym itself ("eye" is not the start of "eyebrow").
 */
function categoriesNamedBy(word: string, typing: boolean): Category[] {
  const started = typing || word.length >= 3;
  const synonym = synonymCategories(word);
  const synonymStarts =
    typing && !synonym.length && [...word].length >= MIN_SYNONYM_START
      ? [...CATEGORY_SYNONYMS.keys()].filter((s) => s.startsWith(word)).flatMap(synonymCategories)
      : [];
  const direct = CATEGORIES.filter((c) => {
    const words = labelWords(c);
    return (
      c.slug === word ||
      word.startsWith(c.slug) ||
      words.includes(word) ||
      (started && (c.slug.startsWith(word) || words.some((w) => w.startsWith(word))))
    );
  });
  return unique([...direct, ...synonym, ...synonymStarts]);
}

/** Categories a word names by sound ("दाँत", "danth", "लेजर"). */
const categoriesSoundingLike = (key: string): Category[] => CATEGORIES_BY_SOUND.get(key) ?? [];

/** Categories a misspelt word names ("dentst", "salom"). */
function categoriesNearly(word: string): Category[] {
  const direct = CATEGORIES.filter((c) => [c.slug, ...labelWords(c)].some((w) => within(word, w)));
  const bySynonym = [...CATEGORY_SYNONYMS.keys()].filter((synonym) => within(word, synonym)).flatMap(synonymCategories);
  return unique([...direct, ...bySynonym]);
}

/** A one-letter key ("d" of "दा") would match most names. */
const MIN_NAME_KEY = 2;

/** Whether the term matches the provider's name or speciality. */
export function matchesText(term: Term, entry: SearchableCard): boolean {
  if (term.reading === 'slip') return entry.tokens.some((token) => within(term.word, token));
  if (entry.text.includes(term.word)) return true;
  if (term.key.length < MIN_NAME_KEY) return false;
  return (term.reading === 'sound' ? entry.keys : entry.devanagariKeys).includes(` ${term.key}`);
}

/**
 * Reads each word: as typed, failing that by sound ("sarma" finds Sharma), failing that within a
 * slip or two. A word in Devanagari starts by sound, as most names are written in Latin letters
 * ("शर्मा" finds Sharma). A word that matches nothing ("cheap", "affordable") is left out rather
 * than emptying the answer.
 */
export function readTerms(words: string[], entries: SearchableCard[]): Term[] {
  return words.flatMap((word, i): Term[] => {
    const key = soundKey(word);
    const typed = () => categoriesNamedBy(word, i === words.length - 1);
    const readings: (() => Term)[] = [
      () => ({ word, key, categories: typed(), reading: 'typed' }),
      () => ({ word, key, categories: unique([...typed(), ...categoriesSoundingLike(key)]), reading: 'sound' }),
      () => ({ word, key, categories: categoriesNearly(word), reading: 'slip' }),
    ];
    for (const read of isDevanagari(word) ? readings.slice(1) : readings) {
      const term = read();
      if (term.categories.length || entries.some((e) => matchesText(term, e))) return [term];
    }
    return [];
  });
}

/**
 * The categories the query means: those every category word agrees on ("hair salon" → Salon).
 * A generic word gives way to a specific one ("eye doctor" → Ophthalmologist); words that name
 * unrelated categories keep them all.
 */
export function meantCategories(terms: Term[]): Category[] {
  const naming = terms.filter((t) => t.categories.length);
  const common = (ts: Term[]) => CATEGORIES.filter((c) => ts.length && ts.every((t) => t.categories.includes(c)));
  const agreed = common(naming);
  if (agreed.length) return agreed;
  const specific = common(naming.filter((t) => !GENERIC_CATEGORY_WORDS.has(t.word)));
  return specific.length ? specific : unique(naming.flatMap((t) => t.categories));
}
