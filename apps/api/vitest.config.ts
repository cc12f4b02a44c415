import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Test files share their worker's module cache: each still opens its own database and app, but
    // Fastify, Drizzle and PGlite's WebAssembly are loaded once per worker instead of once per
    // file (about a third of the suite's CPU time). The API code keeps no state in its modules
    // beyond caches keyed by their inputs, and no API test mocks a module or stubs a global.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
