import { lazy, Suspense, type ComponentType } from 'react';
import { withWords } from '../lib/i18n';
import { useLoginPopupUp } from '../lib/login-popup';
import { useLocationPopupOpen } from '../lib/selected-location';

let loading: Promise<{ default: ComponentType }> | undefined;

/**
 * The city picker's code and its list of cities' other names (and its words), fetched once: on a
 * first visit before it opens by itself (app.tsx), for a returning visitor with a stored city only
 * on a tap. A failed fetch is forgotten, so the next opening tries again.
 */
export const loadLocationPopup = () =>
  (loading ??= withWords(['location'], () =>
    import('../features/location/location-popup').then((m) => ({ default: m.LocationPopup })),
  )().catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

const LocationPopup = lazy(loadLocationPopup);

/**
 * The picker while it is open; its own component, so opening it re-renders nothing else. It waits
 * while the login popup is up (a signed-out visitor sent home by a guard on a first visit), so the
 * two never stack: the picker shows once the login closes.
 */
export function LocationPopupHost() {
  const open = useLocationPopupOpen();
  const loginUp = useLoginPopupUp();
  return open && !loginUp ? (
    <Suspense fallback={null}>
      <LocationPopup />
    </Suspense>
  ) : null;
}
