/**
 * The languages Kataar speaks. English is the default and its words are the product's contract;
 * Hindi is a translation of them. Kept free of zod: the web app's first paint imports this file.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The localStorage key (value stored as JSON, like `selectedCity`) and the cookie that lets server-rendered titles follow the choice. */
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_COOKIE = 'language';

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

/** Each language's first letter, the short sign of a language switch where space is tight. */
export const LANGUAGE_MARKS: Readonly<Record<Language, string>> = { en: 'A', hi: 'अ' };

/** The `Intl` locale and `<html lang>` of each language: Indian English and Hindi in India. */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The preferred supported language of an `Accept-Language` header, by its q-values
 * ('en-GB;q=0.5, hi-IN' → 'hi'); null when it names none we speak.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: base, q };
  }
  return best?.language ?? null;
}
