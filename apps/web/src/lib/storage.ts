import { CITY_COOKIE } from '@kataar/shared/city-cookie';
import type { GeoPoint } from '@kataar/shared/geo';

/** Local-storage keys (their names are part of the product's contract, kept as written); values are stored as JSON. */
export const STORAGE_KEYS = {
  selectedCity: 'selectedCity',
  selectedCategory: 'selectedCategory',
  /** When the last "It's your turn" card the person closed was called (its `at`), so it stays closed. */
  dismissedTurn: 'dismissedTurn',
  /** The visitor's own point ({ lat, lng }) from "Use my current location" or a PIN code; only in this browser. */
  selectedPoint: 'selectedPoint',
  /** 'en' or 'hi': the language the visitor chose. */
  language: 'language',
  /** The username of the business whose go-live checklist was once complete here: it stays hidden after. */
  wentLive: 'wentLive',
} as const;
type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Private browsing or a full quota must not break the page, so every access is guarded.
export const readString = (key: StorageKey): string | null => {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' && value.trim() ? value : null;
  } catch {
    return null;
  }
};

export const writeString = (key: StorageKey, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the choice still lives in memory for this visit.
  }
};

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * A choice of the visitor's (city, language) as a cookie for a year, or gone with `null`, so the
 * pages the server draws show it from their first paint.
 */
export function writePreferenceCookie(name: string, value: string | null): void {
  try {
    document.cookie =
      value === null
        ? `${name}=; path=/; max-age=0; samesite=lax`
        : `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  } catch {
    // No document (a test without one): the choice still lives in storage.
  }
}

/** The chosen city as a cookie too. */
export const rememberCityInCookie = (city: string | null) => writePreferenceCookie(CITY_COOKIE, city);

export const getSelectedCity = () => readString(STORAGE_KEYS.selectedCity);
export const setSelectedCity = (city: string | null) => {
  writeString(STORAGE_KEYS.selectedCity, city);
  rememberCityInCookie(city);
};
export const getSelectedCategory = () => readString(STORAGE_KEYS.selectedCategory);
export const setSelectedCategory = (category: string | null) => writeString(STORAGE_KEYS.selectedCategory, category);

/** A stored point, or null when absent or not a pair of finite numbers. */
export const getSelectedPoint = (): GeoPoint | null => {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.selectedPoint);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { lat, lng } = value as Record<string, unknown>;
    // Only a pair of finite numbers; the API refuses a point outside India with its own message.
    return Number.isFinite(lat) && Number.isFinite(lng) ? { lat: lat as number, lng: lng as number } : null;
  } catch {
    return null;
  }
};
export const setSelectedPoint = (point: GeoPoint | null): void => {
  try {
    if (point === null) window.localStorage.removeItem(STORAGE_KEYS.selectedPoint);
    else window.localStorage.setItem(STORAGE_KEYS.selectedPoint, JSON.stringify({ lat: point.lat, lng: point.lng }));
  } catch {
    // Storage unavailable: the point still lives in memory for this visit.
  }
};
