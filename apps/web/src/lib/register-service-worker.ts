/**
 * Registers the service worker that vite-plugin-pwa writes into production builds (/sw.js): it keeps
 * the app shell and the pages a visitor opened, so a queue's page opens offline. What it caches and
 * what it never touches (API writes, event streams) is in docs/decisions/008. Registration waits for
 * the page's load event, so installing it never competes with the page itself.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it; only offline opening is lost.
      console.warn('Service worker registration failed', error);
    });
  });
}
