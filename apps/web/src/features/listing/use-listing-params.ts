import { NEAR_RADII_KM } from '@kataar/shared/geo';
import { LISTING_SORTS, type ListingSort } from '@kataar/shared/listing';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListingFilters } from './api/get-providers';

const isSort = (value: string | null): value is ListingSort =>
  value !== null && (LISTING_SORTS as readonly string[]).includes(value);

/** Name search, sort and filters live in the URL, so a listing can be shared and survives reloads. */
export function useListingParams() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<ListingFilters>(() => {
    const q = params.get('q')?.trim() || undefined;
    const sort = params.get('sort');
    const maxPrice = Number(params.get('max_price'));
    const within = Number(params.get('within'));
    return {
      withinKm: (NEAR_RADII_KM as readonly number[]).includes(within) ? within : undefined,
      q,
      sort: isSort(sort) ? sort : undefined,
      openNow: params.get('open_now') === 'true',
      maxPrice: Number.isInteger(maxPrice) && maxPrice > 0 ? maxPrice : undefined,
    };
  }, [params]);

  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        // Typing and toggling should not fill the back button with one entry per change.
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setQuery = useCallback((q: string) => update({ q: q.trim() || undefined }), [update]);
  const setSort = useCallback((sort: ListingSort | undefined) => update({ sort }), [update]);
  const setOpenNow = useCallback((on: boolean) => update({ open_now: on ? 'true' : undefined }), [update]);
  const setMaxPrice = useCallback(
    (max: number | undefined) => update({ max_price: max ? String(max) : undefined }),
    [update],
  );
  const setWithinKm = useCallback(
    (km: number | undefined) => update({ within: km ? String(km) : undefined }),
    [update],
  );
  const clearFilters = useCallback(
    () => update({ open_now: undefined, max_price: undefined, within: undefined }),
    [update],
  );
  const view: 'list' | 'map' = params.get('view') === 'map' ? 'map' : 'list';
  const setView = useCallback((next: 'list' | 'map') => update({ view: next === 'map' ? 'map' : undefined }), [update]);

  const activeFilterCount = (filters.openNow ? 1 : 0) + (filters.maxPrice ? 1 : 0) + (filters.withinKm ? 1 : 0);

  return {
    filters,
    setQuery,
    setSort,
    setOpenNow,
    setMaxPrice,
    setWithinKm,
    clearFilters,
    activeFilterCount,
    view,
    setView,
  };
}
