import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';
import { takePendingOpen } from '../lib/login-popup';
import { clearSession } from '../lib/session';

// jsdom has no matchMedia; react-hot-toast's Toaster asks it about reduced motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

// In a browser Preact runs effects after the next frame is painted. jsdom paints nothing: there the
// wait is a 35 ms timer, which can fire after a test file's window is gone (an uncaught error) and lets
// a test step before a component's effects have run. Effects run in the next task instead, as React
// schedules them here, on the real setImmediate so that tests with fake timers still get them.
const nextTask = globalThis.setImmediate;
options.requestAnimationFrame = (flush) => void nextTask(flush);

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearSession();
  delete window.showLoginPopup;
  takePendingOpen();
  document.body.style.overflow = '';
  // Entries a page pushed (a popup's, a wizard step's) must not reach the next test.
  window.history.replaceState(null, '');
});
