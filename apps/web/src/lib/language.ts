import { DEFAULT_LANGUAGE, INTL_LOCALES, isLanguage, LANGUAGE_COOKIE, type Language } from '@kataar/shared/language';
import { useSyncExternalStore } from 'react';
import { loadDevanagariFont } from './devanagari-font';
import { i18n } from './i18n';
import { getSession, subscribeSession } from './session';
import { readString, STORAGE_KEYS, writePreferenceCookie, writeString } from './storage';

/**
 * The language the visitor reads. Stored in this browser (localStorage, and a cookie so pages
 * the server renders get their title in it), and on the account by the switch when signed in;
 * signing in adopts the account's choice, so it follows the person to another device.
 */
const stored = readString(STORAGE_KEYS.language);
let current: Language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

export const getLanguage = (): Language => current;
export const intlLocale = (): string => INTL_LOCALES[current];

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getLanguage, getLanguage);
}

function remember(language: Language): void {
  writeString(STORAGE_KEYS.language, language);
  writePreferenceCookie(LANGUAGE_COOKIE, language);
}

/** The catalog of shared messages (server sentences, labels) in `language`; English is their own text. */
async function loadSharedMessages(language: Language): Promise<void> {
  if (language !== 'hi') return;
  const { loadHindiMessages } = await import('./hindi-messages');
  await loadHindiMessages();
}

/** What Hindi needs before its first frame: its font and the catalog of shared messages. */
async function prepare(language: Language): Promise<void> {
  if (language !== 'hi') return;
  await Promise.all([loadSharedMessages(language), loadDevanagariFont()]);
}

/** Switches the whole page: words, `<html lang>`, numbers and dates. Resolves once the new words are in. */
export async function setLanguage(language: Language): Promise<void> {
  remember(language);
  await prepare(language);
  await i18n.changeLanguage(language);
  current = language;
  document.documentElement.lang = INTL_LOCALES[language];
  listeners.forEach((listener) => listener());
}

/**
 * The server's render of a page's first screen (app/first-screen.server.tsx): the words and shared
 * messages of the visitor's language, with nothing written to the browser (there is none).
 */
export async function adoptLanguageOnServer(language: Language): Promise<void> {
  await loadSharedMessages(language);
  await i18n.changeLanguage(language);
  current = language;
}

/** Before the first render: the stored language's words (and font) are loaded, so no English flashes first. */
export async function startLanguage(): Promise<void> {
  // Written only when it differs (the server usually sent the right one): even an unchanged value
  // makes the browser restyle the whole page, the server's first screen included.
  if (document.documentElement.lang !== INTL_LOCALES[current]) document.documentElement.lang = INTL_LOCALES[current];
  await prepare(current);
}

// Signing in on a new device brings the choice made on another one.
let lastUserId: string | null = getSession().user?.id ?? null;
subscribeSession(() => {
  const user = getSession().user;
  if (!user || user.id === lastUserId) {
    lastUserId = user?.id ?? null;
    return;
  }
  lastUserId = user.id;
  if (user.language && user.language !== current) void setLanguage(user.language);
});
