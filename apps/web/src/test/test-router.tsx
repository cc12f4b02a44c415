import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, NavigationType, useLocation, useNavigationType, type Location } from 'react-router';
import { AppRoutes } from '../app/router';

/** What a test reads of the router: the address shown and how it was reached (a push, a replace, back). */
export interface TestRouterState {
  location: Location;
  historyAction: NavigationType;
}

/** A router in memory, in the declarative mode the app runs, whose state a test can read after each render. */
export interface TestRouter {
  state: TestRouterState;
  element: ReactNode;
}

/** Reports each address as it is drawn, as a data router's `state` would hold it. */
function StateProbe({ onRender }: { onRender: (seen: TestRouterState) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  useLayoutEffect(() => {
    onRender({ location, historyAction });
  }, [onRender, location, historyAction]);
  return null;
}

/** `children` under a memory router at `initialEntries[initialIndex]` (the last entry by default). */
export function createMemoryTestRouter(
  children: ReactNode,
  initialEntries: string[],
  initialIndex?: number,
): TestRouter {
  const state: TestRouterState = {
    location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
    historyAction: NavigationType.Pop,
  };
  return {
    state,
    element: (
      <MemoryRouter initialEntries={initialEntries} initialIndex={initialIndex}>
        <StateProbe onRender={(seen) => Object.assign(state, seen)} />
        {children}
      </MemoryRouter>
    ),
  };
}

/** The app's own routes in memory; render `router.element` inside the app's providers. */
export const createTestRouter = (initialEntries: string[], initialIndex?: number): TestRouter =>
  createMemoryTestRouter(<AppRoutes />, initialEntries, initialIndex);
