/**
 * Runs `task` once the page has loaded and the browser has a moment with nothing else to do, so
 * work no one asked for yet (a popup that opens by itself, a registration) does not compete with
 * drawing the page the visitor came for. Returns a function that cancels it.
 */
export function whenPageSettles(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    // Without requestIdleCallback (Safari, jsdom) the next turn after load is near enough.
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: 2000 });
    else timer = setTimeout(task, 0);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
