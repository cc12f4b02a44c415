// `npm run bench:bundle`: builds the web app and reports, per route, the JavaScript a visitor
// downloads before the page is interactive, gzip-compressed, against the targets of the
// public pages (home, listing, profile). A route's JavaScript is the entry chunk, the chunk of the
// route's screen (lazy in the router), the chunks of anything else that screen loads lazily on first
// render, and every chunk those import statically (what the HTML preloads and what Vite's preload
// helper fetches alongside a lazy chunk), plus index.html's classic scripts. Chunks loaded only on a
// click or a scroll (login popup, side menu, confetti, the home page's carousel) do not count.
// The words a page shows first count too: the English locale files of the shell and of the route. Options: --no-build reuses the last build of this script, --verbose lists
// the chunks of each route.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SCREEN_NAMESPACES, SHELL_NAMESPACES } from '../apps/web/src/lib/screen-words';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
// BENCH_BUNDLE_DIR lets two checkouts on one machine measure at once without sharing a build.
const outDir = process.env.BENCH_BUNDLE_DIR ?? path.join(os.tmpdir(), 'kataar-bench-bundle');

interface Route {
  name: string;
  /** Source modules (relative to apps/web) whose chunks load on the first render of the route. */
  modules: string[];
  /** Modules that arrive with issues still in progress; counted when the build has them. */
  optional?: string[];
  /** Locale namespaces the route's screen loads before it draws, besides the shell's. */
  words: readonly string[];
  /** KB gzip the route must stay under; none for provider pages. */
  targetKb?: number;
}

const wordsOf = (namespaces: readonly string[]) =>
  [...SHELL_NAMESPACES, ...namespaces].map((namespace) => `src/locales/en/${namespace}.json`);

const ROUTES: Route[] = [
  { name: 'home', modules: ['src/features/home/home-page.tsx'], words: SCREEN_NAMESPACES.home, targetKb: 110 },
  {
    name: 'listing',
    modules: ['src/features/listing/listing-page.tsx'],
    words: SCREEN_NAMESPACES.listing,
    targetKb: 110,
  },
  {
    name: 'profile',
    modules: ['src/features/profile/profile-page.tsx'],
    // The router hands the queue widget to the profile page as a lazy component.
    optional: ['src/features/queue/queue-widget.tsx'],
    words: SCREEN_NAMESPACES.profile,
    targetKb: 120,
  },
  {
    name: 'my-analytics',
    modules: ['src/features/analytics/analytics-page.tsx'],
    // Its charts load right after the figures and the table.
    optional: ['src/features/analytics/daily-charts.tsx', 'src/features/analytics/hourly-chart.tsx'],
    words: ['analytics', 'layout'],
  },
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const args = new Set(process.argv.slice(2));

if (!args.has('--no-build') || !existsSync(path.join(outDir, '.vite/manifest.json'))) {
  console.log(`building apps/web into ${outDir} ...`);
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: webDir, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error(`vite build failed with exit code ${build.status}`);
}

const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const sizes = new Map<string, { raw: number; gzip: number }>();
const sizeOf = (file: string) => {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(outDir, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, size);
  }
  return size;
};

/** The chunk of `key` and every chunk it imports statically, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('the build manifest has no entry chunk');
/** Classic scripts of index.html (the route-preload helper), which every page runs too. */
const classicScripts = [
  ...readFileSync(path.join(outDir, 'index.html'), 'utf8').matchAll(
    /<script\b(?![^>]*type="module")[^>]*\bsrc="\/([^"]+)"/g,
  ),
].map((match) => match[1]!);

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
let failed = false;
const rows = ROUTES.map((route) => {
  const missing = route.modules.filter((m) => !manifest[m]);
  if (missing.length > 0) {
    failed ||= route.targetKb !== undefined;
    return {
      route: route.name,
      chunks: 0,
      'JS KB': 0,
      'JS gzip KB': 0,
      'CSS gzip KB': 0,
      target: '',
      verdict: `MISSING ${missing.join(', ')}`,
    };
  }
  const keys = new Set<string>();
  const words = wordsOf(route.words).filter((w) => manifest[w]);
  for (const m of [entryKey, ...route.modules, ...(route.optional ?? []).filter((o) => manifest[o]), ...words]) {
    closure(m, keys);
  }
  const files = [...classicScripts, ...[...keys].map((k) => manifest[k]!.file)];
  const css = new Set([...keys].flatMap((k) => manifest[k]!.css ?? []));
  const js = files.map((file) => ({ file, ...sizeOf(file) })).sort((a, b) => b.gzip - a.gzip);
  const gzip = js.reduce((sum, f) => sum + f.gzip, 0);
  const pass = route.targetKb === undefined || gzip <= route.targetKb * 1024;
  if (!pass) failed = true;
  if (args.has('--verbose')) {
    console.log(`\n${route.name}:`);
    for (const f of js) console.log(`  ${String(kb(f.gzip)).padStart(7)} KB gzip  ${f.file}`);
  }
  return {
    route: route.name,
    chunks: js.length,
    'JS KB': kb(js.reduce((sum, f) => sum + f.raw, 0)),
    'JS gzip KB': kb(gzip),
    'CSS gzip KB': kb([...css].reduce((sum, file) => sum + sizeOf(file).gzip, 0)),
    target: route.targetKb !== undefined ? `≤ ${route.targetKb}` : '(provider page)',
    verdict: route.targetKb !== undefined ? (pass ? 'PASS' : 'FAIL') : '',
  };
});

console.log('\nJavaScript downloaded before each route is interactive (gzip level 9, KB = 1024 bytes)');
console.table(rows);
if (failed) process.exitCode = 1;
