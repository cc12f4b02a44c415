// `npm run bench:bundle`: the JavaScript a phone downloads on opening home, a listing and a
// provider's page, counted as the browser receives it. The real server (built web app, embedded
// database with demo data) serves each page to Chromium at 390×844 with the service worker blocked
// (a first visit: nothing is cached); every script response that arrives by the time the network is
// idle counts at its transferred size, gzip-encoded as the targets are stated. Scripts that arrive
// in the 3 s after that (none, if nothing waits for the visitor to act) are printed apart and count
// too: a chunk the page asks for on its own is paid for on every visit.
//
// Each page is measured twice: a first visit (no saved city, so the city picker opens by itself)
// and a returning visitor with a saved city. The larger of the two is held to the target.
//
// The baseline printed beside each page is the UI library alone (Preact, in React's place in the
// production build): the floor any page of this app pays, measured in the same run.
//
// Options: --no-build serves the current builds as they are; --verbose lists every script.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { publicPages, startKataar } from './servers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const TARGETS_KB = { home: 112, listing: 112, profile: 122 } as const;
const QUIET_AFTER_IDLE_MS = 3000;
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/**
 * The UI library the production build runs on (Preact with its hooks and its React layer, which the
 * build puts in React's place), minified as published, gzip level 9: what any page of this app
 * downloads at least.
 */
function uiLibraryBaselineBytes(): number {
  const preact = path.dirname(createRequire(path.join(root, 'apps/web/package.json')).resolve('preact/package.json'));
  const files = ['dist/preact.mjs', 'hooks/dist/hooks.mjs', 'compat/dist/compat.mjs'];
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(preact, file)), { level: 9 }).length, 0);
}

interface Download {
  url: string;
  bytes: number;
  afterIdle: boolean;
}

/** Opens `url` as a phone on its first visit would and lists the scripts it downloads. */
async function scriptsOf(page: Page, url: string): Promise<Download[]> {
  const downloads: Promise<Download>[] = [];
  let idle = false;
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const afterIdle = idle;
    downloads.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize, afterIdle })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  idle = true;
  await page.waitForTimeout(QUIET_AFTER_IDLE_MS);
  return Promise.all(downloads);
}

if (!args.has('--no-build')) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs'), 'web'], { stdio: 'inherit' });
}
const server = await startKataar();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
let failed = false;
try {
  const pages = await publicPages(server);
  const baseline = uiLibraryBaselineBytes();

  const rows = [];
  for (const [name, pagePath] of Object.entries(pages) as [keyof typeof pages, string][]) {
    const visits: Record<string, Download[]> = {};
    for (const visitor of ['first visit', 'city saved'] as const) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
        // The targets are stated in gzip; Chromium would otherwise take the smaller Brotli files.
        extraHTTPHeaders: { 'accept-encoding': 'gzip' },
      });
      if (visitor === 'city saved') {
        await context.addInitScript({ content: `localStorage.setItem('selectedCity', '"Pune"')` });
      }
      const page = await context.newPage();
      visits[visitor] = await scriptsOf(page, `${server.url}${pagePath}`);
      await context.close();
    }
    const total = (list: Download[]) => list.reduce((sum, d) => sum + d.bytes, 0);
    const worst = Math.max(...Object.values(visits).map(total));
    const pass = worst <= TARGETS_KB[name] * 1024;
    failed ||= !pass;
    if (args.has('--verbose')) {
      for (const [visitor, list] of Object.entries(visits)) {
        console.log(`\n${name}, ${visitor}:`);
        for (const d of [...list].sort((a, b) => b.bytes - a.bytes)) {
          console.log(
            `  ${String(kb(d.bytes)).padStart(7)} KB${d.afterIdle ? ' (after idle)' : ''}  ${new URL(d.url).pathname}`,
          );
        }
      }
    }
    rows.push({
      page: name,
      'first visit KB': kb(total(visits['first visit']!)),
      'city saved KB': kb(total(visits['city saved']!)),
      'after idle KB': kb(Math.max(...Object.values(visits).map((l) => total(l.filter((d) => d.afterIdle))))),
      scripts: Math.max(...Object.values(visits).map((l) => l.length)),
      'baseline KB': kb(baseline),
      '× baseline': Number((worst / baseline).toFixed(2)),
      target: `≤ ${TARGETS_KB[name]}`,
      verdict: pass ? 'PASS' : 'FAIL',
    });
  }
  console.log(
    '\nJavaScript transferred by network idle at 390×844, service worker blocked, gzip (KB = 1024 bytes);' +
      ' baseline: the UI library alone (Preact with hooks and its React layer)',
  );
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
}
if (failed) process.exitCode = 1;
