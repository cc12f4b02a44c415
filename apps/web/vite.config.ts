import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
// By path, not by package name: the config loader bundles relative imports but hands packages to Node, which cannot run TypeScript.
import { INTL_LOCALES, LANGUAGES } from '../../packages/shared/src/language';
import { SCREEN_NAMESPACES, SHELL_NAMESPACES } from './src/lib/screen-words';
import { appShell } from './vite-plugins/app-shell';
import { firstScreen } from './vite-plugins/first-screen';
import { precompress } from './vite-plugins/precompress';
import { preactCompat } from './vite-plugins/preact-compat';
import { reactRouterProduction } from './vite-plugins/react-router-production';

// The API (apps/api) listens on :3000; in dev the SPA proxies to it so both share one origin.
const apiProxy = {
  '/v1': 'http://localhost:3000',
  '/uploads': 'http://localhost:3000',
};

/** The public screens, by the paths that show them (the router's patterns as regular expressions). */
const SCREENS = {
  home: { path: '^/$', modules: ['src/features/home/home-page.tsx'], words: SCREEN_NAMESPACES.home },
  listing: {
    path: '^/(healthcare|personalcare)/services/[^/]+(/[^/]+)?/?$',
    modules: ['src/features/listing/listing-page.tsx'],
    words: SCREEN_NAMESPACES.listing,
  },
  profile: {
    path: '^/profile/[^/]+/?$',
    modules: ['src/features/profile/profile-page.tsx', 'src/features/queue/queue-widget.tsx'],
    words: SCREEN_NAMESPACES.profile,
  },
};
/**
 * Screens that must open offline after one visit: the installed app's start page and a provider's
 * page with its queue, and the parts of them that load on demand (a signed-in visitor's menu, the
 * city picker, the Leave confirmation, what a waiting person sees, the toasts), which offline could
 * not arrive.
 */
const OFFLINE_SCREENS = [
  ...SCREENS.home.modules,
  ...SCREENS.profile.modules,
  'src/features/auth/user-menu.tsx',
  'src/features/location/location-popup.tsx',
  'src/components/confirm-dialog.tsx',
  'src/features/queue/rejoin-offer.tsx',
  'src/features/queue/near-alert-picker.tsx',
  'src/features/queue/turn-card.tsx',
  'src/app/toaster.tsx',
];

const shell = appShell({
  screens: Object.values(SCREENS),
  offline: OFFLINE_SCREENS,
  shellWords: SHELL_NAMESPACES,
  languages: LANGUAGES,
  htmlLangs: INTL_LOCALES,
});

/** The browser build's own steps: styles, the app shell, compressed copies, the service worker, and the server's first screen. */
function browserBuildPlugins() {
  return [
    tailwindcss(),
    shell,
    precompress(),
    // Service worker (docs/decisions/008-installable-app-and-offline-shell.md): registered by main.tsx
    // in production builds only; the manifest is public/manifest.webmanifest.
    VitePWA({
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/*.png', 'manifest.webmanifest'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.files.has(entry.url)),
            warnings: [],
          }),
        ],
        // Web Push: shows alerts and opens the queue's page on a tap (public/push-handler.js).
        importScripts: ['push-handler.js'],
        // Pages are rendered per URL by the server (title, Open Graph tags): never answered from the precache first.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            // Pages: the network first (fresh meta tags, current build); offline, the last copy of that
            // page, else the app shell, whose router then draws the page.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              !url.pathname.startsWith('/v1/') &&
              !url.pathname.startsWith('/uploads/') &&
              !/\.[a-z0-9]+$/i.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'kataar-pages',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 30 },
              precacheFallback: { fallbackURL: 'index.html' },
            },
          },
          {
            // Fingerprinted build files never change under a name: any chunk loaded once is kept.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'kataar-assets', expiration: { maxEntries: 150, maxAgeSeconds: 60 * 24 * 3600 } },
          },
          {
            // Public provider profiles (GET /v1/api/provider/{username}) and the city list, so a
            // queue's page opens offline with its details. Nothing else under /v1/api is ever cached:
            // no writes, no event streams, no signed-in answers (/provider/me/, /provider/staff/).
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              /^\/v1\/api\/provider\/(?!me\/?$|staff\/?$)[^/]+\/?$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'kataar-profiles',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 30, maxAgeSeconds: 7 * 24 * 3600 },
            },
          },
          {
            // Stored photos are immutable under their names.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: { cacheName: 'kataar-photos', expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 } },
          },
        ],
      },
    }),
    firstScreen({ entry: 'src/app/first-screen.server.tsx', outDir: 'dist-server' }),
  ];
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  resolve: {
    alias: [
      // The browser runs Preact behind React's API; component tests keep real React (see `test` below).
      ...(mode === 'test' ? [] : preactCompat),
      ...(mode === 'production' ? [reactRouterProduction] : []),
      // Zod with its compiler switched off, wherever it is imported (the CSP refuses `new Function`).
      { find: /^zod$/, replacement: '@kataar/shared/jitless-validation' },
    ],
  },
  // The server's render of the first screen (vite-plugins/first-screen.ts): one Node module with
  // every library inside, so it runs Preact behind React's API exactly as the browser does.
  ssr: { noExternal: true, target: 'node' },
  plugins: [
    // JSX and nothing else: Fast Refresh patches React's renderer, which the app does not run, so
    // edits in dev reload the page instead.
    react({ refreshExclude: /./ }),
    // The server build needs the components and nothing of what the browser's build writes.
    ...(isSsrBuild ? [] : browserBuildPlugins()),
  ],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // React Router looks for React 19's useOptimistic and works without it; preact/compat has none.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            // The framework every page runs on, in one chunk that survives app releases in the
            // browser's cache. Route-only libraries (Recharts, Swiper, motion, forms) stay with their
            // routes, and the toasts' library arrives with the first toast (src/lib/toast.ts).
            {
              name: 'framework',
              test: /node_modules[\\/](preact|react-router|@tanstack)[\\/]/,
            },
            // The toasts' library and its styling engine, by name, fetched with the first toast.
            {
              name: 'toasts',
              test: /node_modules[\\/](react-hot-toast|goober)[\\/]/,
            },
            // Zod and the module that switches its compiler off, in one chunk that only the screens
            // which validate load.
            {
              name: 'validation',
              test: /(node_modules[\\/]zod[\\/]|jitless-validation)/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    // Real React: Vitest loads React libraries and Testing Library without Vite's aliases, so mapping
    // only the app's own imports to Preact would mix two renderers. e2e runs on the Preact build.
    environment: 'jsdom',
    setupFiles: ['@testing-library/jest-dom/vitest', './src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // The first test of a file that renders whole pages imports their lazy route modules, which
    // Vitest transforms on first import; on a busy 2-core CI machine that alone can pass 5 s.
    testTimeout: 20_000,
  },
}));
