import type { Alias } from 'vite';

/**
 * React's API served by Preact (docs/decisions/018-preact-compat.md): the app and every library
 * written for React (router, query, toasts, motion, charts) import 'react' and 'react-dom' and get
 * preact/compat, about 50 KB gzip less than react-dom on every page. Exact matches, so a subpath
 * such as react-dom/server is never mapped to a module that lacks it by accident.
 */
export const preactCompat: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
