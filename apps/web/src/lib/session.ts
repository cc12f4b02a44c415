import type { LoginAnswer, User } from '@kataar/shared/auth';
import { AUTH_STORAGE_KEYS } from '@kataar/shared/auth-constants';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in session (spec section 4): the user and both tokens, mirrored to localStorage.
 * It lives in lib, below the features, because the API client sends its token and refreshes it,
 * and several features (home greeting, queue, provider area) read the user.
 */
export interface SessionState {
  user: User | null;
  access: string | null;
  refresh: string | null;
  /** True from load until the stored session has been checked with the server (the spec's loading flag). */
  isLoading: boolean;
}

const KEYS = [AUTH_STORAGE_KEYS.user, AUTH_STORAGE_KEYS.access, AUTH_STORAGE_KEYS.refresh] as const;

// Private browsing or a full quota must not break sign-in; the session then lives in memory only.
const storageGet = (key: string): string | null | undefined => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return undefined;
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
    return isUser(value)
      ? { id: value.id, name: value.name, email: value.email, is_provider: value.is_provider, is_admin: value.is_admin }
      : null;
  } catch {
    return null;
  }
};

/** What localStorage holds now. A user without a refresh token is no session. */
function readStored(): Omit<SessionState, 'isLoading'> {
  const user = parseUser(storageGet(AUTH_STORAGE_KEYS.user));
  const refresh = storageGet(AUTH_STORAGE_KEYS.refresh) ?? null;
  if (!user || !refresh) return { user: null, access: null, refresh: null };
  return { user, access: storageGet(AUTH_STORAGE_KEYS.access) ?? null, refresh };
}

let state: SessionState = { user: null, access: null, refresh: null, isLoading: false };
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function write(next: Omit<SessionState, 'isLoading'>): void {
  storageSet(AUTH_STORAGE_KEYS.user, next.user ? JSON.stringify(next.user) : null);
  storageSet(AUTH_STORAGE_KEYS.access, next.access);
  storageSet(AUTH_STORAGE_KEYS.refresh, next.refresh);
}

/** Reads the stored session; it stays loading until `finishSessionCheck`. Runs on load (and in tests). */
export function restoreSession(): void {
  const stored = readStored();
  setState({ ...stored, isLoading: stored.user !== null });
}
restoreSession();

// Another tab signed in, refreshed or signed out: follow it.
const onStorage = (event: StorageEvent) => {
  if (event.key !== null && !(KEYS as readonly string[]).includes(event.key)) return;
  setState({ ...readStored(), isLoading: state.isLoading });
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export const getSession = (): SessionState => state;

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Stores a fresh login (OTP or Google). */
export function signIn(answer: LoginAnswer): void {
  const next = { user: answer.user, access: answer.access, refresh: answer.refresh };
  write(next);
  setState({ ...next, isLoading: false });
}

/** After a refresh: a new access token and, when the server rotated it, a new refresh token. */
export function updateTokens(tokens: { access: string; refresh?: string | undefined }): void {
  const next = { user: state.user, access: tokens.access, refresh: tokens.refresh ?? state.refresh };
  storageSet(AUTH_STORAGE_KEYS.access, next.access);
  storageSet(AUTH_STORAGE_KEYS.refresh, next.refresh);
  setState({ ...state, ...next });
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

/** Logout: clears the user, the access token and the refresh token. */
export function clearSession(): void {
  write({ user: null, access: null, refresh: null });
  setState({ user: null, access: null, refresh: null, isLoading: false });
}

/**
 * The tokens as stored right now. Another tab may have rotated them since this tab last looked,
 * so the refresh reads storage rather than memory (memory only when storage is unavailable).
 */
export function readStoredTokens(): { access: string | null; refresh: string | null } {
  const access = storageGet(AUTH_STORAGE_KEYS.access);
  const refresh = storageGet(AUTH_STORAGE_KEYS.refresh);
  return {
    access: access === undefined ? state.access : access,
    refresh: refresh === undefined ? state.refresh : refresh,
  };
}

/** Takes over tokens another tab stored, keeping this tab's memory in step with storage. */
export function adoptStoredTokens(): void {
  const { access, refresh } = readStoredTokens();
  if (access !== state.access || refresh !== state.refresh) setState({ ...state, access, refresh });
}

/** Display name for greetings and the user menu: the name, else the e-mail's local part. */
export const displayName = (user: Pick<User, 'name' | 'email'>): string =>
  user.name.trim() || user.email.split('@')[0] || user.email;
