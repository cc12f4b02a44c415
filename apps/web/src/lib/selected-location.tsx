import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { GeoPoint } from '@kataar/shared/geo';
import {
  getSelectedCategory,
  getSelectedCity,
  getSelectedPoint,
  rememberCityInCookie,
  setSelectedCategory as storeCategory,
  setSelectedCity as storeCity,
  setSelectedPoint as storePoint,
} from './storage';
import { whenPageSettles } from './when-page-settles';

interface SelectedLocation {
  city: string | null;
  category: string | null;
  /** The visitor's own point, when they shared it; it stays in this browser (sent only as query values). */
  point: GeoPoint | null;
  /**
   * How many times a city was chosen since the page loaded, so a page can follow a choice, even of
   * the city already saved (a listing of another city opened from a link).
   */
  cityPicks: number;
  /** Picks a city by name; a point of another place would contradict it, so the point is dropped. */
  setCity: (city: string) => void;
  /** Stores the visitor's point and the listed city nearest it. */
  setPointAndCity: (point: GeoPoint, city: string) => void;
  setCategory: (categorySlug: string) => void;
  /** Clears only the category (the spec's note that it also clears the city is a defect we do not copy). */
  clearCategory: () => void;
  openPopup: () => void;
  closePopup: () => void;
}

const SelectedLocationContext = createContext<SelectedLocation | null>(null);
// Apart from the rest: opening the picker re-renders the picker, not every screen that reads the city.
const LocationPopupOpenContext = createContext(false);

/**
 * The visitor's city and category, mirrored to localStorage, and whether the location popup is open.
 * Lives below features because the header, home, listing and search all read it.
 */
export function SelectedLocationProvider({
  children,
  prepareAutoOpen,
  serverCity = null,
}: {
  children: ReactNode;
  /** What the picker needs before it opens by itself (its code and words), fetched first. */
  prepareAutoOpen?: () => Promise<unknown>;
  /** On the server, which has no localStorage: the city the visitor's cookie names. */
  serverCity?: string | null;
}) {
  const [city, setCityState] = useState<string | null>(() => getSelectedCity() ?? serverCity);
  const [category, setCategoryState] = useState<string | null>(getSelectedCategory);
  const [point, setPointState] = useState<GeoPoint | null>(getSelectedPoint);
  const [isPopupOpen, setPopupOpen] = useState(false);
  const [cityPicks, setCityPicks] = useState(0);
  // The cookie follows what this browser stores: a city chosen before the cookie existed gets it
  // now, and a cleared choice drops it, so the server never draws another city than the app shows.
  useEffect(() => rememberCityInCookie(getSelectedCity()), []);
  // Spec: the popup opens by itself on load when no city is stored. It waits until the page is
  // drawn and the browser is idle: its list and animation would otherwise hold up the first paint
  // and the page's first moments of response on a phone. Its code arrives before it opens, so
  // loading it and drawing it are two short tasks rather than one long one (a failed load still
  // opens it: the picker's own loading then tries again).
  useEffect(() => {
    if (getSelectedCity() !== null) return undefined;
    let cancelled = false;
    const open = () => {
      if (!cancelled) setPopupOpen(true);
    };
    const stop = whenPageSettles(() => {
      void (prepareAutoOpen?.() ?? Promise.resolve()).catch(() => undefined).then(open);
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [prepareAutoOpen]);

  const setCity = useCallback((next: string) => {
    storeCity(next);
    setCityState(next);
    storePoint(null);
    setPointState(null);
    setCityPicks((picks) => picks + 1);
  }, []);
  const setPointAndCity = useCallback((nextPoint: GeoPoint, nextCity: string) => {
    storeCity(nextCity);
    setCityState(nextCity);
    storePoint(nextPoint);
    setPointState(nextPoint);
    setCityPicks((picks) => picks + 1);
  }, []);
  const setCategory = useCallback((next: string) => {
    storeCategory(next);
    setCategoryState(next);
  }, []);
  const clearCategory = useCallback(() => {
    storeCategory(null);
    setCategoryState(null);
  }, []);
  const openPopup = useCallback(() => setPopupOpen(true), []);
  const closePopup = useCallback(() => setPopupOpen(false), []);

  const value = useMemo(
    () => ({
      city,
      category,
      point,
      cityPicks,
      setCity,
      setPointAndCity,
      setCategory,
      clearCategory,
      openPopup,
      closePopup,
    }),
    [city, category, point, cityPicks, setCity, setPointAndCity, setCategory, clearCategory, openPopup, closePopup],
  );
  return (
    <SelectedLocationContext.Provider value={value}>
      <LocationPopupOpenContext.Provider value={isPopupOpen}>{children}</LocationPopupOpenContext.Provider>
    </SelectedLocationContext.Provider>
  );
}

/** Whether the city picker is open (only the picker and its host read it). */
export function useLocationPopupOpen(): boolean {
  return useContext(LocationPopupOpenContext);
}

export function useSelectedLocation(): SelectedLocation {
  const context = useContext(SelectedLocationContext);
  if (!context) throw new Error('useSelectedLocation must be used inside SelectedLocationProvider');
  return context;
}
