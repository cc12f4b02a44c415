import { findCategoryByValue, slugByIndustry } from '@kataar/shared/categories';
import { escapeHtml } from './meta-tags';
import type { SitemapProvider } from './seo-queries';

interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

/** Public pages that exist whatever the data. */
const FIXED_PATHS = ['/', '/about-us', '/about-us/partner-with-us', '/about-us/how-it-started'];

const later = (a: Date | undefined, b: Date): Date => (a && a > b ? a : b);

/**
 * Every profile, and every listing of a home-tile category in a city that has providers of it,
 * each dated by its newest provider change. `cityName` gives a city's canonical spelling.
 */
export function sitemapUrls(rows: readonly SitemapProvider[], cityName: (city: string) => string): SitemapUrl[] {
  const listings = new Map<string, SitemapUrl>();
  for (const row of rows) {
    const category = findCategoryByValue(row.industry, row.category);
    if (!category?.tile) continue;
    const path = `/${slugByIndustry[row.industry]}/services/${encodeURIComponent(cityName(row.city))}/${category.slug}`;
    listings.set(path, { path, lastmod: later(listings.get(path)?.lastmod, row.updatedAt) });
  }
  return [
    ...FIXED_PATHS.map((path) => ({ path })),
    ...[...listings.values()].sort((a, b) => a.path.localeCompare(b.path)),
    ...rows.map((row) => ({ path: `/profile/${encodeURIComponent(row.username)}`, lastmod: row.updatedAt })),
  ];
}

export function sitemapXml(site: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map((u) => {
    const lastmod = u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(`${site}${u.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export const robotsTxt = (site: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    // Signed-in areas; the API stays crawlable, since crawlers that render pages need its answers.
    'Disallow: /provider/',
    'Disallow: /admin/',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
