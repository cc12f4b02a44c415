import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec: the layout scrolls to the top whenever the path changes (not on query-string changes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
