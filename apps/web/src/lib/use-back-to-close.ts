import { useEffectEvent, useLayoutEffect } from 'react';

/** Marks the history entry an open overlay added, so each overlay knows its own. */
const OVERLAY_KEY = 'kataarOverlay';
let lastId = 0;

const currentOverlay = (): unknown => (window.history.state as Record<string, unknown> | null)?.[OVERLAY_KEY];

/**
 * The browser's Back button closes an open popup, sheet or menu instead of leaving the page, as
 * Android users expect: while open, the overlay owns one extra history entry (same URL); Back pops
 * it and closes the overlay. Closed another way (×, Escape, a choice), the overlay takes its entry
 * back off, unless a navigation has already moved past it. The entry is added before the overlay is
 * first painted: a Back pressed as soon as it shows must find it, not leave the page.
 */
export function useBackToClose(open: boolean, onClose: () => void): void {
  const close = useEffectEvent(onClose);
  useLayoutEffect(() => {
    if (!open) return;
    lastId += 1;
    const id = lastId;
    window.history.pushState({ ...(window.history.state as object | null), [OVERLAY_KEY]: id }, '');
    let popped = false;
    const onPopState = () => {
      if (currentOverlay() === id) return;
      popped = true;
      close();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (popped) return;
      // After the click that closed it has finished: a link in the overlay may have navigated on.
      setTimeout(() => {
        if (currentOverlay() === id) window.history.back();
      }, 0);
    };
  }, [open]);
}
