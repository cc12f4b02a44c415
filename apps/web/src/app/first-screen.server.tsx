/**
 * The server's render of a public page (docs/decisions/023-first-screen-from-the-server.md): the
 * app's own components, drawn to HTML by the API from its in-memory provider model, so a phone
 * paints the page from HTML and CSS before the app's JavaScript has arrived. Built by Vite as a
 * Node module beside the app (vite-plugins/first-screen.ts); the browser never loads this file.
 */
import type { IndustrySlug } from '@kataar/shared/categories';
import type { Language } from '@kataar/shared/language';
import type { ProviderCard, ProviderPublic } from '@kataar/shared/provider';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { providersQueryOptions } from '../features/listing/api/get-providers';
import { providerQueryOptions } from '../features/profile/api/get-provider';
import { i18n, initI18n } from '../lib/i18n';
import { adoptLanguageOnServer } from '../lib/language';
import { createQueryClient } from '../lib/query-client';
import { SelectedLocationProvider } from '../lib/selected-location';
import { SCREEN_NAMESPACES, SHELL_NAMESPACES } from '../lib/screen-words';
import { AppRoutes } from './router';

/** The reads of the server's provider model that the first screens show. */
export interface FirstScreenData {
  /** A listing's cards as GET /provider/{city}/{category}/ answers them without filters; null when the category is unknown. */
  listing(industry: IndustrySlug, city: string, category: string): ProviderCard[] | null;
  /** A profile as GET /provider/{username} answers it; undefined for an unknown username. */
  profile(username: string): ProviderPublic | undefined;
}

const LISTING = /^\/(healthcare|personalcare)\/services\/([^/]+)(?:\/([^/]+))?\/?$/;
const PROFILE = /^\/profile\/([^/]+)\/?$/;

/**
 * The screens drawn on the server, and the query answers each needs (the keys the client's own
 * hooks read, so the markup is what the app shows once its data is in). Any other path: null.
 */
function screenOf(path: string, data: FirstScreenData) {
  if (path === '/') return { words: SCREEN_NAMESPACES.home, seed: () => [] as const };
  const listing = LISTING.exec(path);
  if (listing) {
    const industry = listing[1] as IndustrySlug;
    const city = decodeURIComponent(listing[2]!);
    const category = decodeURIComponent(listing[3] ?? 'all').toLowerCase();
    // Before a city is chosen the page asks for one; a filtered or unknown listing is left to the app.
    if (city === 'null') return null;
    const cards = data.listing(industry, city, category);
    if (!cards) return null;
    // As the page asks when its URL has no query (use-listing-params.ts reads open_now as a boolean).
    const { queryKey } = providersQueryOptions({ industry, city, category, openNow: false, point: null });
    return { words: SCREEN_NAMESPACES.listing, seed: () => [[queryKey, cards]] as const };
  }
  const profile = PROFILE.exec(path);
  if (profile) {
    const username = decodeURIComponent(profile[1]!);
    const provider = data.profile(username);
    if (!provider) return null;
    return {
      words: SCREEN_NAMESPACES.profile,
      seed: () => [[providerQueryOptions(username).queryKey, provider]] as const,
    };
  }
  return null;
}

let ready: Promise<unknown> | undefined;
/** Renders one page at a time: the language is the app's module state, as in a browser tab. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The HTML of the app's root for a path with no query string, in the visitor's language and with
 * their chosen city (from its cookie; null before they chose one), or null
 * for pages the server does not draw (anything but home, a listing and a profile, or a listing
 * with filters in its URL, which only the app reads).
 */
export function renderFirstScreen(
  path: string,
  language: Language,
  data: FirstScreenData,
  city: string | null = null,
): Promise<string | null> {
  const screen = screenOf(path, data);
  if (!screen) return Promise.resolve(null);
  const render = async () => {
    ready ??= initI18n('en');
    await ready;
    await adoptLanguageOnServer(language);
    await i18n.loadNamespaces([...SHELL_NAMESPACES, ...screen.words]);
    const queryClient = createQueryClient();
    for (const [key, value] of screen.seed()) queryClient.setQueryData(key, value);
    // The same routes as in the browser, matched against the path alone.
    return renderToStringAsync(
      <QueryClientProvider client={queryClient}>
        <SelectedLocationProvider serverCity={city}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </SelectedLocationProvider>
      </QueryClientProvider>,
    );
  };
  const result = queue.then(render, render);
  queue = result.catch(() => undefined);
  return result;
}
