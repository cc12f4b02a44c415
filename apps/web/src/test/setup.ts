import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';
import { getLanguage, setLanguage } from '../lib/language';
import { initTestI18n } from './i18n';
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

await initTestI18n();

// findBy and waitFor give up after 1 s by default. A lazy module's first import is transformed on
// the spot, and on a 2-core CI machine running two test workers that alone can take seconds, so
// a test that waits for what a lazy chunk renders failed now and then for no fault of the app.
// Waiting longer costs nothing when the element comes at once; a wrong page still fails.
configure({ asyncUtilTimeout: 8000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  // Toasts live in a module-wide store: one test's toast must not show up in the next test's page.
  toast.remove();
  if (getLanguage() !== 'en') await setLanguage('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearSession();
  delete window.showLoginPopup;
  takePendingOpen();
  document.body.style.overflow = '';
  // Entries a page pushed (a popup's, a wizard step's) must not reach the next test.
  window.history.replaceState(null, '');
});
