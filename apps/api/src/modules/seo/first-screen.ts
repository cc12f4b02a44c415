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
  renderFirstScreen(path: string, language: Language, data: FirstScreenData): Promise<string | null>;
}

/** The web build writes the server's render of its first screens beside its browser files. */
const MODULE = path.join('..', 'dist-server', 'first-screen.server.js');

export type FirstScreenRenderer = (indexFile: string, path: string, language: Language) => Promise<string | null>;

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
  return async (indexFile, pagePath, language) => {
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
    return (await module)?.renderFirstScreen(pagePath, language, data) ?? null;
  };
}
