import { useEffect } from 'react';

export const BRAND = 'Kataar';

/**
 * Sets the tab title as '{title} · Kataar'; no title gives the home title; `false` leaves the title
 * as it is (a page still loading keeps the title the server wrote into its HTML).
 */
export function useDocumentTitle(title?: string | null | false): void {
  useEffect(() => {
    if (title === false) return;
    document.title = title ? `${title} · ${BRAND}` : `${BRAND} · Skip your "call to book" era`;
  }, [title]);
}
