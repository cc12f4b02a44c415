import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The long placeholder when the input has room for all of it, else the short one: a cut-off
 * placeholder loses its end (the closing quote, half a word) on phones and on mid-size headers.
 */
export function usePlaceholderThatFits(ref: RefObject<HTMLInputElement | null>, long: string, short: string): string {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const input = ref.current;
    // Without layout (server render, jsdom) there is nothing to measure: keep the long one.
    if (!input || typeof ResizeObserver === 'undefined') return;
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return;
    const check = () => {
      // Hidden (the phone header shows search on tap): measure again once it has a size.
      if (input.clientWidth === 0) return;
      const style = getComputedStyle(input);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      setFits(context.measureText(long).width <= room);
    };
    // The observer's first call comes after the browser's own layout, so measuring there forces
    // none. (`document.fonts.ready` is usually settled already and would measure at once, in the
    // middle of the first render, making the browser lay the whole page out an extra time.)
    const observer = new ResizeObserver(check);
    observer.observe(input);
    // The web font may arrive after the first measure and change the width.
    document.fonts?.addEventListener('loadingdone', check);
    return () => {
      observer.disconnect();
      document.fonts?.removeEventListener('loadingdone', check);
    };
  }, [ref, long]);
  return fits ? long : short;
}
