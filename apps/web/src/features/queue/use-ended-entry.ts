import type { LastEntry, QueueOverview } from '@kataar/shared/queue';
import { useEffect, useState } from 'react';
import { readString, STORAGE_KEYS, writeString } from '../../lib/storage';
import { alertTurn } from './turn-alert';

/** A call this recent still shows its card when the page opens afresh (a reload, another tab). */
const RECENT_CALL_MS = 30 * 60_000;

export interface EndedCard {
  /** 'missed': the desk marked a call a no-show; it replaces that call's card. */
  kind: 'called' | 'removed' | 'missed';
  token: number;
  at: string;
}

interface Seen {
  key: string;
  overview: QueueOverview | undefined;
}

const isDismissed = (entry: LastEntry) => readString(STORAGE_KEYS.dismissedTurn) === entry.at;
const isRecent = (entry: LastEntry) => Date.now() - Date.parse(entry.at) < RECENT_CALL_MS;

/**
 * The call this person did not answer, when the desk marked it a no-show lately and they have not
 * joined again: from then on the page says 'You missed your turn', never 'It's your turn'.
 */
export function missedTurnOf(overview: QueueOverview): LastEntry | null {
  const last = overview.last_entry;
  return overview.position === null && last?.status === 'no_show' && isRecent(last) ? last : null;
}

/** The card to show when a person's wait has just ended at the desk (or did so lately, for a call). */
function cardFor(before: QueueOverview | undefined, after: QueueOverview): EndedCard | null {
  const last = after.last_entry;
  if (after.position !== null || !last || isDismissed(last)) return null;
  const missed = missedTurnOf(after);
  if (missed) return { kind: 'missed', token: missed.token, at: missed.at };
  if (before) {
    if (before.position === null) return null;
    if (last.status === 'called' || last.status === 'removed')
      return { kind: last.status, token: last.token, at: last.at };
    return null;
  }
  return last.status === 'called' && isRecent(last) ? { kind: 'called', token: last.token, at: last.at } : null;
}

/**
 * Watches one person's overview of one queue for the end of their wait: called to the desk
 * ('It's your turn', with a sound, a vibration and, when `confetti`, confetti) or removed by it.
 * The card stays until dismissed, or until the desk marks the call a no-show, which turns it into
 * the 'missed' card; a dismissed card stays dismissed on this device.
 */
export function useEndedEntry(key: string, overview: QueueOverview | undefined, { confetti = false } = {}) {
  const [seen, setSeen] = useState<Seen>({ key, overview: undefined });
  const [card, setCard] = useState<EndedCard | null>(null);
  const [alerts, setAlerts] = useState(0);

  // Derived from the previous render's overview (React's "adjust state on prop change" pattern).
  if (seen.key !== key || seen.overview !== overview) {
    setSeen({ key, overview });
    if (overview) {
      const before = seen.key === key ? seen.overview : undefined;
      const next = cardFor(before, overview);
      if (next && next.at !== card?.at) {
        setCard(next);
        if (before && next.kind === 'called') setAlerts((n) => n + 1);
      } else if (overview.position !== null && card) {
        setCard(null);
      }
    }
  }

  useEffect(() => {
    if (alerts > 0) alertTurn({ confetti });
  }, [alerts, confetti]);

  const dismiss = () => {
    if (card) writeString(STORAGE_KEYS.dismissedTurn, card.at);
    setCard(null);
  };
  return { card, dismiss };
}
