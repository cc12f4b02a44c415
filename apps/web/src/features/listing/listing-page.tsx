import {
  ALL_CATEGORIES_SLUG,
  findCategoryBySlug,
  industryBySlug,
  INDUSTRY_STRIP_TITLES,
  type IndustrySlug,
} from '@kataar/shared/categories';
import {
  hiddenByFiltersMessage,
  listingTitle,
  MESSAGES,
  noProvidersMessage,
  providersFound,
} from '@kataar/shared/messages';
import { List, Map as MapIcon, MapPin, SearchX, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { titleCase } from '../../lib/format';
import { useLocalizeMessage } from '../../lib/localize-message';
import { NO_CITY, paths } from '../../lib/paths';
import { useSelectedLocation } from '../../lib/selected-location';
import { Slice } from '../../lib/slice';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProviders } from './api/get-providers';
import { CategoryStrip } from './category-strip';
import { FilterMenu } from './filter-menu';
import { NameSearch } from './name-search';
import { ProviderCard } from './provider-card';
import { SortMenu } from './sort-menu';
import { sameCity, SwitchCityPrompt, useListedCity } from './switch-city-prompt';
import { useListingParams } from './use-listing-params';

// Leaflet comes with the map only: the list's first download does not include it.
const ListingMap = lazy(() => import('./listing-map'));
// Only an unknown category shows it: not part of a listing's first download either.
const NotFoundPage = lazy(() => import('../../components/not-found-page').then((m) => ({ default: m.NotFoundPage })));

export function ListingPage({ industry }: { industry: IndustrySlug }) {
  const { t } = useTranslation('listing');
  const tm = useLocalizeMessage();
  const params = useParams();
  const urlCity = params.city ?? NO_CITY;
  const slug = (params.category ?? ALL_CATEGORIES_SLUG).toLowerCase();
  const category = slug === ALL_CATEGORIES_SLUG ? null : findCategoryBySlug(industryBySlug[industry], slug);
  const knownCategory = slug === ALL_CATEGORIES_SLUG || category !== undefined;

  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { city: storedCity, point, cityPicks, setCity, openPopup, setCategory, clearCategory } = useSelectedLocation();
  const listing = useListingParams();

  const cityMissing = urlCity === NO_CITY;
  // The URL's city is the page's, whatever city the visitor saved: a shared link shows what its
  // sender saw (the spec's redirect to the saved city lost it). The saved one only lends its spelling.
  const savedCityHere = storedCity !== null && sameCity(storedCity, urlCity);
  const displayCity = storedCity && savedCityHere ? storedCity : titleCase(urlCity);
  const label = tm(category ? category.label : INDUSTRY_STRIP_TITLES[industry]);
  // The shared English sentence, built with the label already in the reader's language, then looked up whole.
  const title = cityMissing ? t('nearYou', { label }) : tm(listingTitle(label, displayCity));

  useEffect(() => {
    if (cityMissing && !storedCity) openPopup();
  }, [cityMissing, storedCity, openPopup]);

  // A city picked while the listing is open (the popup, the city pill) takes the listing there, in
  // place of this entry, and so does a saved city when the link names none. A city saved before a
  // link to another city was opened does not: that link shows what its sender saw.
  const picksSeen = useRef(cityPicks);
  useEffect(() => {
    const picked = cityPicks !== picksSeen.current;
    picksSeen.current = cityPicks;
    if (storedCity && (picked || cityMissing) && !sameCity(storedCity, urlCity)) {
      void navigate({ pathname: paths.listing(industry, storedCity, slug), search }, { replace: true });
    }
  }, [cityPicks, storedCity, cityMissing, urlCity, industry, slug, search, navigate]);

  useEffect(() => {
    if (!knownCategory) return;
    if (category) setCategory(category.slug);
    else clearCategory();
  }, [knownCategory, category, setCategory, clearCategory]);

  // The visitor's point counts only in its own city: a shared link to another city lists as usual.
  const nearPoint = point && savedCityHere ? point : null;
  const providers = useProviders(
    { industry, city: urlCity, category: slug, ...listing.filters, point: nearPoint },
    knownCategory && !cityMissing,
  );

  // A link to another city than the saved one asks once whether to switch; "keep" holds for this city
  // while the listing stays open (its categories included).
  const listedCity = useListedCity(urlCity, storedCity && !savedCityHere ? providers.data : undefined);
  const [keptFor, setKeptFor] = useState<string | null>(null);
  const switchTo = storedCity && !cityMissing && !savedCityHere && keptFor !== listedCity ? listedCity : null;

  // Filters that hid everything: how many the city has without them tells the person what happened.
  const narrowedBy =
    listing.filters.q && listing.activeFilterCount > 0
      ? 'search and filters'
      : listing.filters.q
        ? 'search'
        : listing.activeFilterCount > 0
          ? 'filters'
          : null;
  const unfiltered = useProviders(
    { industry, city: urlCity, category: slug },
    narrowedBy !== null && providers.isSuccess && providers.data.length === 0,
  );
  const emptyText = tm(
    narrowedBy && unfiltered.data?.length !== 0
      ? hiddenByFiltersMessage(unfiltered.data?.length ?? 0, narrowedBy)
      : noProvidersMessage(displayCity),
  );

  const categoryGone = providers.error instanceof ApiError && providers.error.status === 404;
  // The server's titles for this page (seo/page-meta.ts), so the tab reads the same before and after JavaScript.
  useDocumentTitle(!knownCategory || categoryGone ? tm(MESSAGES.categoryNotFound) : title);

  if (!knownCategory || categoryGone) {
    return (
      <Suspense fallback={<Spinner />}>
        <NotFoundPage title={tm(MESSAGES.categoryNotFound)} message={t('notFound.message')} />
      </Suspense>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <header>
        <p className="flex items-center gap-1.5 text-sm font-medium text-brand-700">
          <MapPin aria-hidden="true" className="size-4" />
          {cityMissing ? t('chooseACity') : displayCity}
        </p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {providers.isSuccess && (
          <p className="mt-1 text-sm text-slate-500" aria-live="polite">
            {tm(providersFound(providers.data.length))}
          </p>
        )}
      </header>

      {switchTo && storedCity && (
        <SwitchCityPrompt
          city={switchTo}
          savedCity={storedCity}
          onSwitch={() => setCity(switchTo)}
          onKeep={() => setKeptFor(switchTo)}
        />
      )}

      <Slice>
        <CategoryStrip industry={industry} city={cityMissing ? NO_CITY : displayCity} current={slug} />
      </Slice>

      <Slice>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <NameSearch key={pathname} value={listing.filters.q ?? ''} onSearch={listing.setQuery} />
          <div className="flex gap-2">
            <SortMenu value={listing.filters.sort} onChange={listing.setSort} hasPoint={nearPoint !== null} />
            <FilterMenu
              openNow={listing.filters.openNow ?? false}
              maxPrice={listing.filters.maxPrice}
              activeCount={listing.activeFilterCount}
              onOpenNowChange={listing.setOpenNow}
              onMaxPriceChange={listing.setMaxPrice}
              near={nearPoint ? { withinKm: listing.filters.withinKm, onChange: listing.setWithinKm } : undefined}
              onClear={listing.clearFilters}
            />
            <ViewToggle view={listing.view} onChange={listing.setView} />
          </div>
        </div>
      </Slice>

      <section aria-label={t('providersLabel')} className="mt-6">
        {cityMissing ? (
          <EmptyState icon={<MapPin aria-hidden="true" className="size-7" />} text={t('chooseCityHint')}>
            <Button onClick={openPopup}>{t('chooseCity')}</Button>
          </EmptyState>
        ) : providers.isPending ? (
          <Spinner label={tm(MESSAGES.loadingProviders)} />
        ) : providers.isError ? (
          <div role="alert" className="rounded-3xl border border-rose-100 bg-rose-50 p-6 text-center">
            <TriangleAlert aria-hidden="true" className="mx-auto size-7 text-rose-500" />
            <p className="mt-2 font-semibold text-rose-800">{tm(MESSAGES.loadProvidersFailed)}</p>
            <p className="mt-1 text-sm text-rose-700">{errorMessage(providers.error)}</p>
            <Button variant="secondary" size="sm" className="mt-4" onClick={() => void providers.refetch()}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : providers.data.length === 0 ? (
          <EmptyState icon={<SearchX aria-hidden="true" className="size-7" />} text={emptyText}>
            {narrowedBy && (
              <Button
                variant="secondary"
                size="sm"
                onClick={
                  narrowedBy === 'filters' ? listing.clearFilters : () => void navigate({ pathname }, { replace: true })
                }
              >
                {narrowedBy === 'filters' ? t('clearFilters') : t('clearSearchAndFilters')}
              </Button>
            )}
          </EmptyState>
        ) : listing.view === 'map' ? (
          <Suspense fallback={<Spinner label={t('map.loading')} />}>
            <ListingMap providers={providers.data} me={nearPoint} />
          </Suspense>
        ) : (
          <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${providers.isFetching ? 'opacity-70' : ''}`}>
            {providers.data.map((provider) => (
              <li key={provider.username}>
                <ProviderCard provider={provider} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ViewToggle({ view, onChange }: { view: 'list' | 'map'; onChange: (view: 'list' | 'map') => void }) {
  // One "Map" switch: pressed shows the map, released the list again.
  const { t } = useTranslation('listing');
  const Icon = view === 'map' ? List : MapIcon;
  return (
    <button
      type="button"
      aria-pressed={view === 'map'}
      onClick={() => onChange(view === 'map' ? 'list' : 'map')}
      className="inline-flex h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-sm font-semibold text-slate-700 transition hover:border-brand-300 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
    >
      <Icon aria-hidden="true" className="size-4" />
      {t('map.toggle')}
    </button>
  );
}

function EmptyState({ icon, text, children }: { icon: ReactNode; text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">{icon}</span>
      <p className="max-w-sm font-medium text-slate-700">{text}</p>
      {children}
    </div>
  );
}
