import { useEffect, useState } from 'react';

/** The time now, refreshed every `everyMs`: slots pass and holds end while a screen stays open. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
