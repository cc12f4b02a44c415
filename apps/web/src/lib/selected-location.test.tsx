import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectedLocationProvider, useLocationPopupOpen, useSelectedLocation } from './selected-location';

const useLocation = () => ({ ...useSelectedLocation(), isPopupOpen: useLocationPopupOpen() });

const wrapper = ({ children }: { children: ReactNode }) => (
  <SelectedLocationProvider>{children}</SelectedLocationProvider>
);

describe('selected city and category', () => {
  it('reads and writes both as JSON in localStorage', () => {
    window.localStorage.setItem('selectedCity', '"Pune"');
    const { result } = renderHook(useLocation, { wrapper });
    expect(result.current.city).toBe('Pune');
    expect(result.current.isPopupOpen).toBe(false);
    act(() => result.current.setCategory('dentist'));
    expect(window.localStorage.getItem('selectedCategory')).toBe('"dentist"');
    act(() => result.current.setCity('Mumbai'));
    expect(window.localStorage.getItem('selectedCity')).toBe('"Mumbai"');
  });

  it('clearing the category clears only the category', () => {
    window.localStorage.setItem('selectedCity', '"Pune"');
    window.localStorage.setItem('selectedCategory', '"salon"');
    const { result } = renderHook(useLocation, { wrapper });
    act(() => result.current.clearCategory());
    expect(result.current.category).toBeNull();
    expect(window.localStorage.getItem('selectedCategory')).toBeNull();
    expect(result.current.city).toBe('Pune');
    expect(window.localStorage.getItem('selectedCity')).toBe('"Pune"');
  });

  it('treats unreadable storage as no city, so the popup opens', async () => {
    window.localStorage.setItem('selectedCity', 'not json');
    const { result } = renderHook(useLocation, { wrapper });
    expect(result.current.city).toBeNull();
    // It opens once the page has loaded and the browser is idle, not during the first render.
    await waitFor(() => expect(result.current.isPopupOpen).toBe(true));
  });

  it('fetches what the picker needs before it opens by itself', async () => {
    let finishLoading: (() => void) | undefined;
    const prepare = () => new Promise<void>((resolve) => (finishLoading = resolve));
    const { result } = renderHook(useLocation, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <SelectedLocationProvider prepareAutoOpen={prepare}>{children}</SelectedLocationProvider>
      ),
    });
    await waitFor(() => expect(finishLoading).toBeDefined());
    expect(result.current.isPopupOpen).toBe(false);
    await act(async () => finishLoading?.());
    expect(result.current.isPopupOpen).toBe(true);
  });

  it('keeps the chosen city in a cookie too, so pages drawn by the server show it, and drops it with the choice', () => {
    const cityCookie = () => /(?:^|; )city=([^;]*)/.exec(document.cookie)?.[1];
    window.localStorage.setItem('selectedCity', '"Pune"');
    const { result, unmount } = renderHook(useLocation, { wrapper });
    // A city chosen before the cookie existed gets it on the next visit.
    expect(cityCookie()).toBe('Pune');
    act(() => result.current.setCity('Navi Mumbai'));
    expect(cityCookie()).toBe('Navi%20Mumbai');
    unmount();
    window.localStorage.removeItem('selectedCity');
    renderHook(useLocation, { wrapper });
    expect(cityCookie()).toBeUndefined();
  });

  it("takes the server's city (from the cookie) where there is no storage", () => {
    window.localStorage.removeItem('selectedCity');
    const { result } = renderHook(useLocation, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <SelectedLocationProvider serverCity="Pune">{children}</SelectedLocationProvider>
      ),
    });
    expect(result.current.city).toBe('Pune');
  });
});
