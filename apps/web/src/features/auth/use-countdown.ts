import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline. It counts from the clock rather than from ticks, so a
 * throttled background tab still shows the right number when it wakes up.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const id = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) window.clearInterval(id);
    }, 250);
    return () => window.clearInterval(id);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + Math.max(0, seconds) * 1000);
  }, []);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, start };
}
