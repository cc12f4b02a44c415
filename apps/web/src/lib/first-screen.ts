import { hasPendingSlices, startSlicing, stopSlicing } from './slice';

/**
 * The server draws a public page's first screen into the HTML (docs/decisions/023), beside the
 * app's empty root: the phone paints it before the app's JavaScript has arrived. The app renders
 * meanwhile out of sight (index.css), a slice per task (lib/slice.tsx), and this swaps the two in
 * one frame once the app's own screen is there: a heading in its <main>, every slice in and nothing
 * left spinning. A screen that never settles (an error mid-way) still gets the app after `limitMs`.
 */
export function replaceFirstScreenWhenReady(root: HTMLElement, limitMs = 10_000): void {
  const first = document.getElementById('first-screen');
  if (!first) return;
  startSlicing();
  const ready = () => {
    const main = root.querySelector('main');
    return (
      main !== null &&
      main.querySelector('h1') !== null &&
      main.querySelector('.animate-spin') === null &&
      !hasPendingSlices(root)
    );
  };
  // Mutation records arrive in the same task as the render that made them, before the next
  // frame is painted: the visitor never sees both screens, nor neither.
  const observer = new MutationObserver(() => {
    if (ready()) done();
  });
  const timer = setTimeout(() => done(), limitMs);
  function done() {
    observer.disconnect();
    clearTimeout(timer);
    stopSlicing();
    first?.remove();
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
}
