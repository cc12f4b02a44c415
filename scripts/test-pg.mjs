// Runs the API suite on PostgreSQL. Each run migrates a template database and every test file
// works on its own clone; all of them are dropped at the end.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(`API tests on PostgreSQL (${url.replace(/:[^:@/]*@/, ':***@')})`);
// Vitest runs on this same Node (the project's own, see decision 028): `npx` would put the Node that
// runs npm first on the PATH.
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const result = spawnSync(process.execPath, [vitest, 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
