import { beforeAll } from 'vitest';

/**
 * Imports the screens a test file visits before its tests run. The app loads each screen lazily,
 * and in a test run the first import of one transforms its whole module tree: seconds on a busy
 * machine, which would otherwise be spent inside a test's wait for the screen to appear and make
 * that wait depend on the machine rather than on the app.
 */
export function preloadScreens(...loaders: (() => Promise<unknown>)[]): void {
  beforeAll(() => Promise.all(loaders.map((load) => load())), 120_000);
}
