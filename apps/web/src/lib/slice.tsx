import { useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * While the server's first screen stands in for the page (lib/first-screen.ts), the app renders out
 * of sight, and on a phone every task of that render keeps the page from answering a tap. Rendered
 * whole, a screen is one task of 30–60 ms here, four times that on a mid-range phone. A `Slice` marks
 * a part of a screen that renders in a task of its own instead: the slices come in one after another,
 * in the order they mounted, and the server's screen gives way only once none is left (`hasPendingSlices`).
 *
 * Slicing is on only between `startSlicing` and `stopSlicing`: once the app is in view, and on the
 * server, in tests and on screens the server does not draw, a slice renders at once like any element.
 */
let slicing = false;
const waiting: (() => void)[] = [];
let turn: MessagePort | undefined;

/** Marks a slice not rendered yet; in the hidden app only, so nothing ever shows it. */
const PENDING = 'data-slice-pending';

/** The next slice, then the next turn for the rest: a posted message is a task of its own, with no delay. */
function renderNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) turn?.postMessage(null);
}

export function startSlicing(): void {
  slicing = true;
  if (!turn) {
    const channel = new MessageChannel();
    channel.port1.onmessage = renderNext;
    turn = channel.port2;
  }
}

/** Renders whatever still waits at once (the app is being shown) and every later slice with it. */
export function stopSlicing(): void {
  slicing = false;
  for (const show of waiting.splice(0)) show();
}

export const hasPendingSlices = (root: ParentNode): boolean => root.querySelector(`[${PENDING}]`) !== null;

export function Slice({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(!slicing);
  // A layout effect queues it as it mounts, in the same task, so slices keep the screen's order.
  useLayoutEffect(() => {
    if (shown) return undefined;
    let mounted = true;
    waiting.push(() => {
      if (mounted) setShown(true);
    });
    if (waiting.length === 1) turn?.postMessage(null);
    return () => {
      mounted = false;
    };
  }, [shown]);
  // A <template> renders nothing wherever it stands (a list, a grid), and holds the marker.
  return shown ? children : <template {...{ [PENDING]: '' }} />;
}
