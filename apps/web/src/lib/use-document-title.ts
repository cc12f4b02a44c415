import { useEffect } from 'react';

export const BRAND = 'Kataar';

/** A title that wins over the page's own while it is set (a person waiting sees their place). */
let override: string | null = null;
/** The page's own title, kept while an override shows, to come back to. */
let pageTitle: string | null = null;

const show = () => {
  if (override !== null) document.title = override;
  else if (pageTitle !== null) document.title = pageTitle;
};

/**
 * Sets the tab title as '{title} · Kataar'; no title gives the home title; `false` leaves the title
 * as it is (a page still loading keeps the title the server wrote into its HTML).
 */
export function useDocumentTitle(title?: string | null | false): void {
  useEffect(() => {
    if (title === false) return;
    pageTitle = title ? `${title} · ${BRAND}` : `${BRAND} · Skip your "call to book" era`;
    show();
  }, [title]);
}

/**
 * Shows '{title} · Kataar' in the tab instead of the page's title while `title` is a string, for
 * whichever order the page and this hook run their effects in; null gives the page's title back.
 */
export function useDocumentTitleOverride(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    pageTitle ??= document.title;
    override = `${title} · ${BRAND}`;
    show();
    return () => {
      override = null;
      show();
    };
  }, [title]);
}
