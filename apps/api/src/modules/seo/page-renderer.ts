import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { PageRenderer } from '../../lib/static-files';
import { siteUrl } from '../../lib/site-url';
import { CITY_COOKIE } from '@kataar/shared/city-cookie';
import { DEFAULT_LANGUAGE, INTL_LOCALES, LANGUAGE_COOKIE, type Language } from '@kataar/shared/language';
import { localizeMessage } from '../../lib/localize';
import type { FirstScreenRenderer } from './first-screen';
import { IndexTemplate } from './index-template';
import { metaTags } from './meta-tags';
import { pageMeta, type ProviderLookup } from './page-meta';

/** The lang attribute of the page's <html> tag, which follows the visitor's language. */
const HTML_LANG = /(<html\b[^>]*?\blang=")[^"]*(")/i;

export interface PageRendererDeps {
  providers: ProviderLookup;
  /** PUBLIC_URL and the port, for absolute URLs in canonical and Open Graph tags. */
  site: Pick<Config, 'publicUrl' | 'port'>;
  /** The page's first screen as HTML (first-screen.ts); without it the app draws the whole page. */
  firstScreen?: FirstScreenRenderer;
}

const ROOT = '<div id="root"></div>';
/** The app's module script and the preloads of what it imports, as the web build writes them. */
const APP_SCRIPT = /<script\b([^>]*?)\btype="module"([^>]*)>/gi;
const APP_PRELOAD = /<link\b([^>]*?)\brel="modulepreload"([^>]*)>/gi;

/**
 * A page with its first screen drawn: the app's code waits until that screen has been painted
 * (route-preload.js in the web build adds the held tags back then), so the HTML and CSS have the
 * phone's bandwidth to themselves. Held tags are inert: a script of another type is not fetched,
 * nor is a link of a relation the browser does not know.
 */
function holdAppCode(html: string): string {
  return html
    .replace(/<html\b/i, '<html data-first-screen')
    .replace(APP_SCRIPT, '<script$1type="text/plain" data-held$2>')
    .replace(APP_PRELOAD, '<link$1rel="held-modulepreload" data-held$2>');
}

/**
 * The city the visitor chose (the web app writes it to a cookie), spelled as listed; null when
 * there is none, or it is not one with listed providers (the app's picker would not offer it).
 */
function chosenCity(request: FastifyRequest, providers: PageRendererDeps['providers']): string | null {
  // The cookie plugin has URI-decoded the value already (or left a malformed one as it was).
  const city = request.cookies[CITY_COOKIE];
  return city ? (providers.knownCity(city) ?? null) : null;
}

/**
 * Serves the app shell with the page's own title, description and Open Graph tags, so link
 * previews and crawlers that run no JavaScript see what the page is. Reads come from the in-memory
 * provider model; no query per page view.
 */
export function createPageRenderer({ providers, site, firstScreen }: PageRendererDeps): PageRenderer {
  const templates = new Map<string, IndexTemplate>();
  return async (request: FastifyRequest, indexFile: string) => {
    let template = templates.get(indexFile);
    if (!template) {
      template = new IndexTemplate(indexFile);
      templates.set(indexFile, template);
    }
    const path = request.url.split('?')[0] ?? '/';
    // The web app writes the visitor's choice to this cookie; one URL serves both languages.
    const language: Language = request.cookies[LANGUAGE_COOKIE] === 'hi' ? 'hi' : DEFAULT_LANGUAGE;
    const meta = pageMeta(path, providers, (text) => localizeMessage(text, language));
    const tags = metaTags(meta, siteUrl(site, request), path, language);
    let html = (await template.render(tags)).replace(HTML_LANG, `$1${INTL_LOCALES[language]}$2`);
    const screen =
      meta.statusCode === 200 && !request.url.includes('?')
        ? await drawFirstScreen(path, language, chosenCity(request, providers))
        : null;
    // Beside the app's root, never in it: the app renders into an empty root and removes this once
    // its own screen is up (main.tsx). Inert and hidden from assistive technology meanwhile, so
    // nobody can press a control that would do nothing yet.
    if (screen && html.includes(ROOT)) {
      html = holdAppCode(html).replace(ROOT, `<div id="first-screen" inert aria-hidden="true">${screen}</div>${ROOT}`);
    }
    return { statusCode: meta.statusCode, html };

    async function drawFirstScreen(pagePath: string, lang: Language, city: string | null): Promise<string | null> {
      if (!firstScreen) return null;
      try {
        return await firstScreen(indexFile, pagePath, lang, city);
      } catch (error) {
        // The page still works: the app draws it, only later.
        request.log.warn({ err: error, path: pagePath }, 'first screen render failed');
        return null;
      }
    }
  };
}
