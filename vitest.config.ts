import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each project carries its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
