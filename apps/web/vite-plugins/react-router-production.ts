import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * React Router 7's package exports name only its development build, whatever the mode: a
 * production bundle would carry its warnings and checks on every page. Its production build
 * ships in the same package; a build imports that one.
 */
export const reactRouterProduction: Alias = {
  find: /^react-router$/,
  replacement: path.join(packageDir, 'dist', 'production', 'index.mjs'),
};
