import type { LoginAnswer, User } from '@kataar/shared/auth';
import { AUTH_STORAGE_KEYS } from '@kataar/shared/auth-constants';
import { isLanguage } from '@kataar/shared/language';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in session: the user, mirrored to localStorage so a reload shows them at once, and
 * the access token, in memory only. The refresh token is an HttpOnly cookie that page scripts
 * never see; a reload gets a new access token through the refresh call (lib/api.ts).
 * It lives in lib, below the features, because the API client sends its token and refreshes it,
 * and several features (home greeting, queue, provider area) read the user.
 */
export interface SessionState {
  user: User | null;
  access: string | null;
  /** True from load until the stored session has been checked with the server (the spec's loading flag). */
  isLoading: boolean;
}

// Private browsing or a full quota must not break sign-in; the session then lives in memory only.
const storageGet = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};
const storageSet = (key: string, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: keep going in memory.
  }
};

/**
 * The shape of `userSchema` (@kataar/shared/auth), checked by hand: this file is in the main bundle,
 * and the schema would bring zod into it.
 */
export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.email === 'string' &&
    typeof v.is_provider === 'boolean' &&
    typeof v.is_admin === 'boolean'
  );
}

const parseUser = (raw: string | null | undefined): User | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isUser(value)) return null;
    const { id, name, email, is_provider, is_admin, has_application, language } = value;
    return {
      id,
      name,
      email,
      is_provider,
      is_admin,
      ...(typeof has_application === 'boolean' ? { has_application } : {}),
      ...(isLanguage(language) ? { language } : {}),
    };
  } catch {
    return null;
  }
};

const readStoredUser = (): User | null => parseUser(storageGet(AUTH_STORAGE_KEYS.user));

let state: SessionState = { user: null, access: null, isLoading: false };
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * Reads the stored user; the session stays loading until `finishSessionCheck`. Runs on load (and
 * in tests). Tokens that earlier versions kept in localStorage are deleted: none may stay readable.
 */
export function restoreSession(): void {
  storageSet(AUTH_STORAGE_KEYS.access, null);
  storageSet(AUTH_STORAGE_KEYS.refresh, null);
  const user = readStoredUser();
  setState({ user, access: null, isLoading: user !== null });
}
restoreSession();

// Another tab signed in or out: follow it. This tab's access token belongs to the user it was
// issued to; under another user (or none) the next call gets its own through the shared cookie.
const onStorage = (event: StorageEvent) => {
  if (event.key !== null && event.key !== AUTH_STORAGE_KEYS.user) return;
  const user = readStoredUser();
  const access = user && user.id === state.user?.id ? state.access : null;
  setState({ user, access, isLoading: state.isLoading });
};

// Listened to for the page's whole life (the language follows the session from the start). A
// page's first 'storage' listener costs the browser a round trip to set up, milliseconds of a
// phone's main thread: it is added in a task of its own, not in the one that loads the app. The
// server's render of the first screen (app/first-screen.server.tsx) runs this module without a window.
if (typeof window !== 'undefined') setTimeout(() => window.addEventListener('storage', onStorage));

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getSession = (): SessionState => state;

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Stores a fresh login (OTP or Google). The answer's refresh token is ignored: the cookie holds it. */
export function signIn(answer: LoginAnswer): void {
  storageSet(AUTH_STORAGE_KEYS.user, JSON.stringify(answer.user));
  setState({ user: answer.user, access: answer.access, isLoading: false });
}

/** After a refresh: the new access token, in memory. */
export function updateAccess(access: string): void {
  setState({ ...state, access });
}

/** The server's current view of the user (role changes since login). */
export function updateUser(user: User): void {
  if (!state.user) return;
  storageSet(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
  setState({ ...state, user });
}

export function finishSessionCheck(): void {
  if (state.isLoading) setState({ ...state, isLoading: false });
}

/** Logout: forgets the user and the access token (the server clears the refresh cookie). */
export function clearSession(): void {
  storageSet(AUTH_STORAGE_KEYS.user, null);
  setState({ user: null, access: null, isLoading: false });
}

/** Display name for greetings and the user menu: the name, else the e-mail's local part. */
export const displayName = (user: Pick<User, 'name' | 'email'>): string =>
  user.name.trim() || user.email.split('@')[0] || user.email;
