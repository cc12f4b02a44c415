import { CATEGORIES, type Category } from '@kataar/shared/categories';
import { CATEGORY_SYNONYMS, GENERIC_CATEGORY_WORDS } from '@kataar/shared/category-synonyms';
import type { ProviderCard } from '@kataar/shared/provider';
import { allowedSlips, editDistance } from './edit-distance';

/** A provider's searchable words: its name and speciality. */
export interface SearchableCard {
  card: ProviderCard;
  text: string;
  tokens: string[];
}

/** One word of the query and what it can match. */
export interface Term {
  word: string;
  /** Categories the word names ("teeth" → Dentist). */
  categories: Category[];
  /** The word matched nothing as typed, so it matches within a slip or two. */
  fuzzy: boolean;
}

const tokensOf = (text: string) => text.split(/[^\p{L}\p{N}&]+/u).filter(Boolean);

// Built once per read-model change: the model hands out a new cards array after every change.
const indexes = new WeakMap<readonly ProviderCard[], SearchableCard[]>();
export function searchable(cards: readonly ProviderCard[]): SearchableCard[] {
  let index = indexes.get(cards);
  if (!index) {
    index = cards.map((card) => {
      const text = `${card.business_name} ${card.speciality}`.toLowerCase();
      return { card, text, tokens: tokensOf(text) };
    });
    indexes.set(cards, index);
  }
  return index;
}

const labelWords = (category: Category) => tokensOf(category.label.toLowerCase());
const synonymCategories = (word: string) =>
  (CATEGORY_SYNONYMS.get(word) ?? []).flatMap((value) => CATEGORIES.filter((c) => c.value === value));
const within = (word: string, candidate: string) =>
  editDistance(word, candidate, allowedSlips(word)) <= allowedSlips(word);

/**
 * Categories a word names as typed: by slug, by a word of the label, by synonym, or as the start of
 * either while the visitor is still typing ("dent"). A word of one or two letters counts as a start
 * only at the end of the query.
 */
function categoriesNamedBy(word: string, typing: boolean): Category[] {
  const started = typing || word.length >= 3;
  const direct = CATEGORIES.filter((c) => {
    const words = labelWords(c);
    return (
      c.slug === word ||
      word.startsWith(c.slug) ||
      words.includes(word) ||
      (started && (c.slug.startsWith(word) || words.some((w) => w.startsWith(word))))
    );
  });
  return unique([...direct, ...synonymCategories(word)]);
}

/** Categories a misspelt word names ("dentst", "salom"). */
function categoriesNearly(word: string): Category[] {
  const direct = CATEGORIES.filter((c) => [c.slug, ...labelWords(c)].some((w) => within(word, w)));
  const bySynonym = [...CATEGORY_SYNONYMS.keys()]
    .filter((synonym) => within(word, synonym))
    .flatMap(synonymCategories);
  return unique([...direct, ...bySynonym]);
}

const unique = (categories: Category[]) => CATEGORIES.filter((c) => categories.includes(c));

/** Whether the term matches the provider's name or speciality. */
export const matchesText = (term: Term, entry: SearchableCard): boolean =>
  term.fuzzy ? entry.tokens.some((token) => within(term.word, token)) : entry.text.includes(term.word);

/**
 * Reads each word: what it matches as typed, or failing that within a slip or two. A word that
 * matches nothing either way ("cheap", "affordable") is left out rather than emptying the answer.
 */
export function readTerms(words: string[], entries: SearchableCard[]): Term[] {
  return words.flatMap((word, i): Term[] => {
    const exact: Term = { word, categories: categoriesNamedBy(word, i === words.length - 1), fuzzy: false };
    if (exact.categories.length || entries.some((e) => matchesText(exact, e))) return [exact];
    const near: Term = { word, categories: categoriesNearly(word), fuzzy: true };
    return near.categories.length || entries.some((e) => matchesText(near, e)) ? [near] : [];
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
