/**
 * Which translation namespaces (src/locales/{language}/{namespace}.json) a page needs before its
 * first frame. The app loads them (i18n init, the router's lazy screens) and the build preloads the
 * same files from index.html, so the words download beside the code instead of after it has run.
 * A plain module without imports: vite.config.ts reads it too.
 */

/** The words of the parts every page shows: header, footer, sign-in, search. */
export const SHELL_NAMESPACES = ['common', 'layout', 'auth', 'search'] as const;

/** The words of the public screens that the build preloads by path. */
export const SCREEN_NAMESPACES = {
  home: ['home'],
  listing: ['listing'],
  profile: ['profile', 'queue'],
} as const satisfies Record<string, readonly string[]>;
