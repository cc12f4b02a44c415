import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each project carries its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    // Vitest's default leaves one core to its main process, which on a 2-core CI machine means a
    // single worker. The main process is nearly idle during a run (≈20 s of CPU in a 15-minute
    // run), so every core gets a worker.
    maxWorkers: os.availableParallelism(),
  },
});
