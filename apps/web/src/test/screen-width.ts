import { vi } from 'vitest';

const REM_PX = 16;

/** Whether a `(min-width: …)` or `(max-width: …)` query, in rem or px, holds at `width` CSS pixels. */
function matchesWidth(query: string, width: number): boolean {
  const bound = /\((min|max)-width:\s*([\d.]+)(rem|px)\)/.exec(query);
  if (!bound) return false;
  const limit = Number(bound[2]) * (bound[3] === 'rem' ? REM_PX : 1);
  return bound[1] === 'min' ? width >= limit : width <= limit;
}

/**
 * Makes `matchMedia` answer as a screen `width` CSS pixels wide (jsdom has no layout, so no
 * breakpoint ever matches otherwise). `resize` changes the width and tells the queries' listeners,
 * as turning a tablet would; call it inside `act`. Other queries (reduced motion) do not match.
 */
export function mockScreenWidth(width: number): { resize: (next: number) => void } {
  let current = width;
  const listeners = new Set<EventListenerOrEventListenerObject>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: matchesWidth(query, current),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => void listeners.add(listener),
        removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) =>
          void listeners.delete(listener),
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );
  return {
    resize(next) {
      current = next;
      const change = new Event('change');
      for (const listener of [...listeners]) {
        if (typeof listener === 'function') listener(change);
        else listener.handleEvent(change);
      }
    },
  };
}
