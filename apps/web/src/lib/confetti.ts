import type confetti from 'canvas-confetti';

let cannon: Promise<confetti.CreateTypes> | undefined;

/**
 * Fires a burst of confetti over the page. The library loads on the first celebration only, so
 * no screen pays for it up front. It draws on the main thread: its default off-screen worker is
 * started from a blob: URL, which the Content-Security-Policy refuses (and should keep refusing).
 */
export function fireConfetti(options: confetti.Options): void {
  cannon ??= import('canvas-confetti').then(({ default: library }) =>
    library.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true }),
  );
  void cannon.then((fire) => fire(options));
}
