import { useEffect } from 'react';

/**
 * Keeps the screen on while the page is shown, where the Screen Wake Lock API exists (a TV's
 * browser would otherwise dim or sleep). The browser releases the lock whenever the page is hidden,
 * so it is asked for again each time the page becomes visible.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (stopped) void next.release();
        else lock = next;
      } catch {
        // Refused (battery saver, no user gesture yet on some browsers): the screen may sleep; nothing else to do.
      }
    };
    const onVisibility = () => void acquire();

    document.addEventListener('visibilitychange', onVisibility);
    void acquire();
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release();
    };
  }, []);
}
