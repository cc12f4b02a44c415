import { useSyncExternalStore } from 'react';

/**
 * The spec opens the login popup from the Login button and "globally through a window-level show
 * function". The popup (features/auth) registers `window.showLoginPopup`; everything else, the API
 * client included, opens it through here, so no one below the features imports the popup itself.
 */

declare global {
  interface Window {
    showLoginPopup?: () => void;
  }
}

const REDIRECT_KEY = 'loginRedirect';
let memoryRedirect: string | null = null;
/** Asked for before the popup registered itself (a guard's effect runs before the layout's). */
let pendingOpen = false;
/** The address the e-mail step starts with, for this opening only. */
let suggestedEmail: string | null = null;

export interface OpenLoginOptions {
  /** Where to go after the login succeeds; wins over the role's default page. */
  returnTo?: string;
  /** An address the person already typed (the onboarding form's), so they need not type it again. */
  email?: string;
}

export function openLoginPopup({ returnTo, email }: OpenLoginOptions = {}): void {
  if (returnTo !== undefined) rememberRedirect(returnTo);
  suggestedEmail = email?.trim() || null;
  if (window.showLoginPopup) window.showLoginPopup();
  else {
    pendingOpen = true;
    notify();
  }
}

/** The address the popup's e-mail step starts with ('' when the opener named none). */
export const suggestedLoginEmail = (): string => suggestedEmail ?? '';

/** Whether the host shows the popup, and who follows that (the city picker waits its turn). */
let shown = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The popup's host says when it shows and hides the popup. */
export function setLoginPopupShown(value: boolean): void {
  if (shown === value) return;
  shown = value;
  notify();
}

/** Whether the login popup is up, or asked for and about to be. */
export const isLoginPopupUp = (): boolean => shown || pendingOpen;

export function subscribeLoginPopup(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * For popups that open by themselves (the city picker on a first visit): they wait while the
 * login popup is up, so the visitor never has one modal over another.
 */
export function useLoginPopupUp(): boolean {
  return useSyncExternalStore(subscribeLoginPopup, isLoginPopupUp, isLoginPopupUp);
}

/** For the popup when it registers: whether someone asked for it before. */
export function takePendingOpen(): boolean {
  const pending = pendingOpen;
  pendingOpen = false;
  return pending;
}

/** Kept in sessionStorage so it survives the guard's trip to / (and a reload) within the tab. */
export function rememberRedirect(path: string): void {
  memoryRedirect = path;
  try {
    window.sessionStorage.setItem(REDIRECT_KEY, path);
  } catch {
    // Memory only.
  }
}

/** Reads and forgets the remembered path. */
export function takeRedirect(): string | null {
  let path = memoryRedirect;
  try {
    path = window.sessionStorage.getItem(REDIRECT_KEY) ?? path;
    window.sessionStorage.removeItem(REDIRECT_KEY);
  } catch {
    // Memory only.
  }
  memoryRedirect = null;
  // Only in-app paths: never a protocol-relative or absolute URL.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function clearRedirect(): void {
  takeRedirect();
}
