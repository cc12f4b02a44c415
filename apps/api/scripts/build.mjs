// Compiles the API server to one JavaScript file, dist/server.js, that plain `node` runs
// (docs/decisions/009-compiled-server.md). Our code and @kataar/shared (TypeScript sources in the
// workspace) go into the bundle; every package the API depends on stays an import from
// node_modules, so native modules (sharp, PGlite's WebAssembly, pg) load exactly as installed.
import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(apiRoot, 'src');
const dist = path.join(apiRoot, 'dist');

// Files read at run time beside the module that reads them (via import.meta.url). In the bundle
// every module's import.meta.url is dist/server.js, so each file is copied next to it.
const runtimeFiles = [
  { from: 'db/migrations', to: 'migrations' },
  { from: 'db/pincodes/pincodes-in.tsv.gz', to: 'pincodes-in.tsv.gz' },
];

const { dependencies = {}, devDependencies = {} } = JSON.parse(
  await readFile(path.join(apiRoot, 'package.json'), 'utf8'),
);

await rm(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });
await build({
  entryPoints: [path.join(src, 'server.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // A package name also covers its subpaths (drizzle-orm/pglite, @kataar/shared is not listed).
  external: [...Object.keys(dependencies), ...Object.keys(devDependencies)],
  sourcemap: true,
  logLevel: 'warning',
});
for (const { from, to } of runtimeFiles) {
  await cp(path.join(src, from), path.join(dist, to), { recursive: true });
}
