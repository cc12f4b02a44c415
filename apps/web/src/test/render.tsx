import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { SelectedLocationProvider } from '../lib/selected-location';
import { createMemoryTestRouter } from './test-router';

interface Options {
  /** Route pattern the element is mounted at. */
  path?: string;
  initialEntries?: string[];
  initialIndex?: number;
  /** The city the server reads from its cookie, as on the server's first screen (no local storage). */
  serverCity?: string;
}

/** Shows the current URL so tests can assert navigation like a user reading the address bar. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function renderWithProviders(
  ui: ReactNode,
  { path = '/', initialEntries = ['/'], initialIndex, serverCity }: Options = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryTestRouter(
    <Routes>
      <Route
        path={path}
        element={
          <>
            {ui}
            <LocationProbe />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    initialEntries,
    initialIndex,
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SelectedLocationProvider serverCity={serverCity}>{router.element}</SelectedLocationProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Replaces fetch with a handler that sees absolute URLs (the app calls relative /v1/api paths). */
export function mockFetch(handler: Handler) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return handler(new URL(raw, 'http://localhost'), init);
  });
}
