import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ALL_CATEGORIES_SLUG, findCategoryBySlug, industryBySlug, type IndustrySlug } from '@kataar/shared/categories';
import type { Language } from '@kataar/shared/language';
import type { ProviderCard, ProviderPublic } from '@kataar/shared/provider';
import type { AppContext } from '../../app-context';

/** What the web app's server module (apps/web/src/app/first-screen.server.tsx) reads from us. */
interface FirstScreenData {
  listing(industry: IndustrySlug, city: string, category: string): ProviderCard[] | null;
  profile(username: string): ProviderPublic | undefined;
}
interface FirstScreenModule {
  renderFirstScreen(
    path: string,
    language: Language,
    data: FirstScreenData,
    city: string | null,
  ): Promise<string | null>;
}

/** The web build writes the server's render of its first screens beside its browser files. */
const MODULE = path.join('..', 'dist-server', 'first-screen.server.js');

/** How long a page's rendered first screen is served again before it is drawn anew. */
const RENDER_REUSE_MS = 1000;
/** Pages whose renders are kept at once; past that the keep is emptied (one pass over a sitemap must not grow it without end). */
const MAX_KEPT_RENDERS = 500;

/** `city`: the visitor's chosen city, spelled as listed, or null before they chose one. */
export type FirstScreenRenderer = (
  indexFile: string,
  path: string,
  language: Language,
  city: string | null,
) => Promise<string | null>;

/**
 * The HTML of a page's first screen, drawn by the web app's own components from the in-memory
 * provider model (docs/decisions/023), or null: for pages the app alone draws, and when the web
 * build has no server module (a bare index.html in tests).
 */
export function createFirstScreenRenderer({
  providers,
  appointments,
}: Pick<AppContext, 'providers' | 'appointments'>): FirstScreenRenderer {
  const modules = new Map<string, Promise<FirstScreenModule | null>>();
  const data: FirstScreenData = {
    listing(industry, city, slug) {
      const category =
        slug === ALL_CATEGORIES_SLUG ? undefined : findCategoryBySlug(industryBySlug[industry], slug)?.value;
      if (slug !== ALL_CATEGORIES_SLUG && category === undefined) return null;
      return providers.list({ city, industry: industryBySlug[industry], category });
    },
    profile(username) {
      const id = providers.idOf(username);
      const provider = id === undefined ? undefined : providers.findById(id);
      // The same facts as GET /provider/{username}: the page shows its booking button from them.
      return id === undefined || !provider
        ? undefined
        : { ...provider, ...appointments.bookingInfo(id, provider.base_pricing) };
    },
  };
  const recent = new Map<string, { at: number; html: Promise<string | null> }>();
  const render = async (indexFile: string, pagePath: string, language: Language, city: string | null) => {
    const file = path.resolve(path.dirname(indexFile), MODULE);
    let module = modules.get(file);
    if (!module) {
      // Loaded once per process, like the rest of the server's code: its chunks import each other
      // by name, so a second copy of the module would not share the app's state with them. A
      // rebuild under a running server takes a restart to reach these pages' first screens.
      module = stat(file).then(
        () => import(pathToFileURL(file).href) as Promise<FirstScreenModule>,
        () => null,
      );
      modules.set(file, module);
    }
    return (await module)?.renderFirstScreen(pagePath, language, data, city) ?? null;
  };
  // A render costs tens of milliseconds of the one thread, so a page asked for often is drawn once
  // a second at most. A second-old first screen is good enough: the app replaces it with live data
  // as soon as it runs.
  return (indexFile, pagePath, language, city) => {
    const key = `${language} ${city ?? ''} ${indexFile} ${pagePath}`;
    const now = Date.now();
    const kept = recent.get(key);
    if (kept && now - kept.at < RENDER_REUSE_MS) return kept.html;
    if (recent.size >= MAX_KEPT_RENDERS) recent.clear();
    const html = render(indexFile, pagePath, language, city);
    recent.set(key, { at: now, html });
    // A failed render is not kept: the next request tries again.
    html.catch(() => recent.delete(key));
    return html;
  };
}
