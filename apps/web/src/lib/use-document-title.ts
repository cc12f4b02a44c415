import { useLayoutEffect } from 'react';

export const BRAND = 'Kataar';

/**
 * Sets the tab title as '{title} · Kataar'; no title gives the home title; `false` leaves the title
 * as it is (a page still loading keeps the title the server wrote into its HTML).
 */
export function useDocumentTitle(title?: string | null | false): void {
  // A layout effect: the title changes with the render that shows the page, never a frame after it.
  useLayoutEffect(() => {
    if (title === false) return;
    document.title = title ? `${title} · ${BRAND}` : `${BRAND} · Skip your "call to book" era`;
  }, [title]);
}
