/**
 * Runs `task` once the page has loaded and the browser has a moment with nothing else to do, so
 * work no one asked for yet (a popup that opens by itself, a registration) does not compete with
 * drawing the page the visitor came for. Returns a function that cancels it.
 */
export function whenPageSettles(task: () => void): () => void {
  let cancelled = false;
  const guarded = () => {
    if (!cancelled) task();
  };
  // Without requestIdleCallback (Safari, jsdom) the next turn after load is near enough.
  const run = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(guarded, { timeout: 2000 }) : setTimeout(guarded);
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
  };
}
