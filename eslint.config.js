// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import drizzle from 'eslint-plugin-drizzle';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const dirs = (path) => {
  try {
    return readdirSync(path, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

// Import direction (CONVENTIONS.md): shared ← lib/components ← modules/features ← app.
// A feature or module may not reach into another one's internals.
const siblingZones = (root) =>
  dirs(root).map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`],
    message: 'Features and modules do not import each other; move what both need down a level.',
  }));

// API modules: a module's public surface is its `*-service.ts` files (the functions that read and
// write the tables it owns; other modules call these, never its queries or routes) and its
// `*-read-model.ts` (the in-memory view other modules read). Everything else is internal.
const apiModules = path.join(import.meta.dirname, 'apps/api/src/modules');
const apiModuleZones = () =>
  dirs(apiModules).map((name) => ({
    target: `apps/api/src/modules/${name}`,
    from: `${apiModules}/**`,
    except: [`${apiModules}/${name}/**`, `${apiModules}/*/*-service.ts`, `${apiModules}/*/*-read-model.ts`],
    message: 'Modules import only each other’s *-service.ts and *-read-model.ts; move anything else both need to lib.',
  }));

// Web files whose words all come from the locale files (src/locales): a literal string shown to
// people there is a missed translation. Each feature joins the list once it is translated.
const TRANSLATED = [
  'apps/web/src/components/language-switch.tsx',
  'apps/web/src/features/home/**/*.tsx',
  'apps/web/src/features/listing/**/*.tsx',
  'apps/web/src/features/search/**/*.tsx',
  'apps/web/src/features/location/**/*.tsx',
  'apps/web/src/features/profile/**/*.tsx',
  'apps/web/src/app/**/*.tsx',
  'apps/web/src/features/dashboard/**/*.tsx',
  'apps/web/src/features/my-profile/**/*.tsx',
  'apps/web/src/features/onboarding/**/*.tsx',
  'apps/web/src/features/admin/**/*.tsx',
  'apps/web/src/components/**/*.tsx',
  'apps/web/src/features/queue/**/*.tsx',
  'apps/web/src/features/auth/**/*.tsx',
  'apps/web/src/features/notifications/**/*.tsx',
  'apps/web/src/features/display/**/*.tsx',
  'apps/web/src/features/poster/**/*.tsx',
  'apps/web/src/features/about/**/*.tsx',
  'apps/web/src/features/appointments/**/*.tsx',
  'apps/web/src/features/provider-appointments/**/*.tsx',
  'apps/web/src/features/analytics/**/*.tsx',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'data/**', '**/migrations/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads the files an import leads to; without these it skips TypeScript files.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Type-only imports are not followed (they vanish at run time), so app-context.ts may name the read models' types.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: 'packages/shared', from: 'apps', message: 'packages/shared must not depend on the apps.' },
            { target: 'apps/api/src/lib', from: 'apps/api/src/modules' },
            { target: 'apps/web/src/lib', from: ['apps/web/src/features', 'apps/web/src/app'] },
            { target: 'apps/web/src/components', from: ['apps/web/src/features', 'apps/web/src/app'] },
            { target: 'apps/web/src/features', from: 'apps/web/src/app' },
            ...siblingZones('apps/web/src/features'),
            ...apiModuleZones(),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: TRANSLATED,
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Attributes people read or hear; the others (classes, roles, routes, input modes) are code.
          'jsx-attributes': { include: ['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label'] },
          // The plugin's own list, plus react-hook-form's register('field_name'), whose argument is a field name.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'require',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'getElementById',
              'dispatch',
              'commit',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
              'register',
            ],
          },
        },
      ],
    },
  },
  {
    // Toasts go through lib/toast.ts, which fetches the library with the first toast and has the
    // layouts mount the toaster: a toast sent straight to react-hot-toast would not show until then.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/toast.ts', 'apps/web/src/app/toaster.tsx', '**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hot-toast',
              importNames: ['default', 'toast'],
              allowTypeImports: true,
              message: "Import { toast } from 'lib/toast'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The shared fixtures (fixtures/test.ts) fail a test on any Content-Security-Policy violation and
    // carry the login helpers; a spec importing Playwright's own `test` would skip them unnoticed.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              allowTypeImports: true,
              message: "Import test and expect from '../fixtures/test'.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
