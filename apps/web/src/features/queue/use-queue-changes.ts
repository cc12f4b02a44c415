import type { QueueOverview } from '@kataar/shared/queue';
import { useEffect, useState } from 'react';
import { fireConfetti } from '../../lib/confetti';
import { describeChange } from './queue-changes';

const celebrate = () => fireConfetti({ particleCount: 140, spread: 80, origin: { y: 0.6 } });

interface Seen {
  key: string;
  overview: QueueOverview | undefined;
}

/**
 * Watches the overview of one queue for one user: announces position changes and fires confetti
 * when the user stops waiting (left or called) or the line gets shorter. `key` names the queue and
 * the user, so a login or a new profile page never counts as a change.
 */
export function useQueueChanges(key: string, overview: QueueOverview | undefined) {
  const [seen, setSeen] = useState<Seen>({ key, overview });
  const [announcement, setAnnouncement] = useState('');
  const [celebrations, setCelebrations] = useState(0);

  // Derived from the previous render's overview (React's "adjust state on prop change" pattern).
  if (seen.key !== key || seen.overview !== overview) {
    setSeen({ key, overview });
    const before = seen.key === key ? seen.overview : undefined;
    if (before && overview) {
      const change = describeChange(before, overview);
      if (change.announcement) setAnnouncement(change.announcement);
      if (change.celebrate) setCelebrations((n) => n + 1);
    }
  }

  useEffect(() => {
    if (celebrations > 0) celebrate();
  }, [celebrations]);

  return { announcement, celebrations };
}
