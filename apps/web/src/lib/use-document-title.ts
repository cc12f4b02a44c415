import { useEffect } from 'react';

export const BRAND = 'Kataar';

/** Sets the tab title as '{title} · Kataar'; no title gives the home title. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : `${BRAND} · Skip your "call to book" era`;
  }, [title]);
}
