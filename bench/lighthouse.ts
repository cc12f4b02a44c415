// `npm run bench:lighthouse`: Lighthouse on mobile settings (its defaults: an emulated mid-range
// phone, simulated slow 4G, 4× CPU slowdown) against home, a listing and a profile, served by the
// real server (built web app, embedded database with demo data). Prints the performance and
// accessibility scores, the median of several runs per page, against the targets (≥ 97, ≥ 95).
// Not part of CI: it needs Chromium, and scores move with the machine.
//
// Options: --no-build serves the current apps/web/dist as is; --details lists, per page, the
// accessibility audits that failed and the biggest performance opportunities. Environment:
// CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_SAVE (a folder to
// write each run's full report to as JSON, for looking into where the time went).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { publicPages, startKataar } from './servers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { performance: 97, accessibility: 95 } as const;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const args = new Set(process.argv.slice(2));

if (!args.has('--no-build')) {
  console.log('building apps/web ...');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error(`vite build failed with exit code ${build.status}`);
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
const median = <T>(items: T[], by: (item: T) => number): T =>
  [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)]!;

function details(name: string, lhr: Result): void {
  const failed = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
  const opportunities = Object.values(lhr.audits)
    .filter(
      (audit) => audit.details?.type === 'opportunity' && (audit.numericValue ?? 0) > 0 && (audit.score ?? 1) < 0.9,
    )
    .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
    .slice(0, 6);
  console.log(`\n${name}:`);
  for (const audit of failed) {
    console.log(`  a11y  ✗ ${audit!.id}: ${audit!.title}`);
    for (const node of nodesOf(audit!).slice(0, 5)) console.log(`          ${node}`);
  }
  for (const audit of opportunities) console.log(`  perf  ${audit.id}: ${audit.displayValue ?? ''} (${audit.title})`);
  for (const id of ['largest-contentful-paint-element', 'layout-shifts']) {
    const audit = lhr.audits[id];
    if (!audit?.displayValue) continue;
    console.log(`  info  ${id}: ${audit.displayValue}`);
    for (const node of nodesOf(audit).slice(0, 5)) console.log(`          ${node}`);
  }
}

/** The page elements an audit names (selector and snippet), for --details. */
function nodesOf(audit: Result['audits'][string]): string[] {
  const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.flatMap((item) => {
    const node = (item.node ?? (item.items as Record<string, unknown>[] | undefined)?.[0]?.node) as
      { selector?: string; snippet?: string; explanation?: string } | undefined;
    if (!node) return [];
    const score = typeof item.score === 'number' ? ` shift ${item.score.toFixed(3)}` : '';
    return [`${node.selector ?? ''} ${node.snippet?.slice(0, 140) ?? ''}${score}`];
  });
}

const server = await startKataar();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
let failed = false;
try {
  const pages = await publicPages(server);

  const rows = [];
  let version = '';
  for (const [name, pagePath] of Object.entries(pages)) {
    const results: Result[] = [];
    // A run Lighthouse itself calls unreliable (no trace, page not loaded) is tried again, twice at most.
    for (let attempt = 0; results.length < runs; attempt++) {
      const answer = await lighthouse(`${server.url}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const error = answer ? answer.lhr.runtimeError : { message: 'no result' };
      if (!answer || error) {
        if (attempt - results.length >= 2) throw new Error(`${pagePath}: ${error?.message}`);
        console.warn(`${pagePath}: ${error?.message} (trying again)`);
        continue;
      }
      results.push(answer.lhr);
      const saveTo = process.env.LIGHTHOUSE_SAVE;
      if (saveTo) {
        mkdirSync(saveTo, { recursive: true });
        writeFileSync(path.join(saveTo, `${name}-${results.length}.json`), JSON.stringify(answer.lhr));
      }
    }
    const lhr = median(results, (r) => score(r, 'performance'));
    version = lhr.lighthouseVersion;
    const performance = score(lhr, 'performance');
    const accessibility = Math.min(...results.map((r) => score(r, 'accessibility')));
    const pass = performance >= TARGETS.performance && accessibility >= TARGETS.accessibility;
    if (!pass) failed = true;
    if (args.has('--details')) details(name, lhr);
    rows.push({
      page: name,
      path: pagePath,
      performance,
      'perf runs': results.map((r) => score(r, 'performance')).join(' '),
      accessibility,
      'best practices': score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      'FCP ms': Math.round(metric(lhr, 'first-contentful-paint')),
      'LCP ms': Math.round(metric(lhr, 'largest-contentful-paint')),
      'TBT ms': Math.round(metric(lhr, 'total-blocking-time')),
      CLS: Number(metric(lhr, 'cumulative-layout-shift').toFixed(3)),
      verdict: pass ? 'PASS' : 'FAIL',
    });
  }
  console.log(
    `\nLighthouse ${version} mobile (simulated slow 4G, 4× CPU), median performance of ${runs} run(s); targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}`,
  );
  console.table(rows);
} finally {
  chrome.kill();
  await server.stop();
}
if (failed) process.exitCode = 1;
