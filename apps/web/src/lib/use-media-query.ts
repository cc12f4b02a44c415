import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: wide tables fit from here; below it they become a card per row. */
export const MEDIUM_SCREEN_QUERY = '(min-width: 48rem)';
/** Tailwind's `lg` breakpoint: the two-column layouts start here. */
export const LARGE_SCREEN_QUERY = '(min-width: 64rem)';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
