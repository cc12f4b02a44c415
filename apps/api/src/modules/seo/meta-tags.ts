import { INTL_LOCALES, type Language } from '@kataar/shared/language';
import type { PageMeta } from './page-meta';
import { BRAND } from './page-meta';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in element text and in quoted attribute values alike. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);

const absolute = (site: string, url: string): string => (/^https?:\/\//i.test(url) ? url : `${site}${url}`);

/**
 * The head tags of a page: title, description, canonical link, Open Graph and Twitter card.
 * `site` is the public origin (no trailing slash); `requestPath` is used for og:url when the page
 * has no canonical path.
 */
export function metaTags(meta: PageMeta, site: string, requestPath: string, language: Language = 'en'): string {
  const url = `${site}${meta.canonicalPath ?? requestPath}`;
  const image = meta.image ? absolute(site, meta.image) : null;
  const tag = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    meta.noindex ? tag('name', 'robots', 'noindex') : null,
    meta.canonicalPath && !meta.noindex ? `<link rel="canonical" href="${escapeHtml(url)}" />` : null,
    tag('property', 'og:site_name', BRAND),
    tag('property', 'og:locale', INTL_LOCALES[language].replace('-', '_')),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', url),
    image ? tag('property', 'og:image', image) : null,
    tag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta.leadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(meta.leadImage)}" fetchpriority="high" />`
      : null,
  ];
  return tags.filter((t): t is string => t !== null).join('\n    ');
}
