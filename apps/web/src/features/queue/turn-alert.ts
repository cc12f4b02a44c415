import { fireConfetti } from '../../lib/confetti';

/**
 * Browsers let a page make sound only after the person has interacted with it (autoplay rules).
 * `navigator.userActivation` says so where it exists; elsewhere the first tap or key press here does.
 */
let interacted = false;
if (typeof window !== 'undefined') {
  const mark = () => {
    interacted = true;
  };
  window.addEventListener('pointerdown', mark, { once: true, capture: true });
  window.addEventListener('keydown', mark, { once: true, capture: true });
}

interface UserActivation {
  hasBeenActive: boolean;
}

const mayPlaySound = (): boolean =>
  (navigator as Navigator & { userActivation?: UserActivation }).userActivation?.hasBeenActive ?? interacted;

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Two rising notes, about half a second, made on the spot: no audio file to fetch or allow in the CSP. */
function chime(): void {
  const Context = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  const context = new Context();
  const start = context.currentTime;
  [880, 1320].forEach((frequency, i) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const at = start + i * 0.22;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.32);
  });
  setTimeout(() => void context.close(), 1000);
}

/**
 * Gets the attention of a person whose turn has come: a short sound (once the page may play one),
 * a vibration where the device has one, and optionally confetti; motion is left out for people who
 * asked their system for less of it. Every part is best effort.
 */
export function alertTurn({ confetti }: { confetti: boolean }): void {
  try {
    if (mayPlaySound()) chime();
  } catch {
    // No sound is better than a broken page.
  }
  if (prefersReducedMotion()) return;
  // Chromium refuses (and warns about) vibration before the same user activation.
  if (mayPlaySound() && typeof navigator.vibrate === 'function') navigator.vibrate([200, 100, 200]);
  if (confetti) fireConfetti({ particleCount: 160, spread: 90, origin: { y: 0.3 } });
}
