import { JOIN_FRAGMENT } from '@kataar/shared/queue-messages';
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * A profile opened from the QR poster (its address ends in #join) brings the queue widget, and
 * with it the join action, into view and moves the focus there once the widget has its data. The
 * browser's own fragment scroll cannot: the widget is not on the page yet when it looks.
 */
export function useJoinFragment(target: RefObject<HTMLElement | null>, ready: boolean): void {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || hash !== `#${JOIN_FRAGMENT}`) return;
    const element = target.current;
    if (!element) return;
    done.current = true;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }, [ready, hash, target]);
}
