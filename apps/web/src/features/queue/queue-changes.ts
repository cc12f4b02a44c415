import { QUEUE_MESSAGES } from '@kataar/shared/queue-messages';
import type { QueueOverview } from '@kataar/shared/queue';

export interface QueueChange {
  /** What the live region says; null when the change is not the user's concern. */
  announcement: string | null;
  /** Spec: confetti when the user leaves or is called, and when the total shrinks; never for their own removal. */
  celebrate: boolean;
}

export const positionAnnouncement = (position: number): string => `${QUEUE_MESSAGES.yourPosition}: ${position}`;
export const NO_LONGER_WAITING = 'You are no longer in the queue.';

/** Compares two overviews of the same queue seen by the same user. */
export function describeChange(before: QueueOverview, after: QueueOverview): QueueChange {
  const stopped = before.position !== null && after.position === null;
  const sentAway = stopped && (after.last_entry?.status === 'removed' || after.last_entry?.status === 'no_show');
  const celebrate = !sentAway && (stopped || after.count < before.count);
  let announcement: string | null = null;
  if (after.position !== null && after.position !== before.position) {
    announcement = positionAnnouncement(after.position);
  } else if (before.position !== null && after.position === null) {
    announcement = NO_LONGER_WAITING;
  } else if (after.last_entry?.status === 'no_show' && after.last_entry.at !== before.last_entry?.at) {
    // After the call, when the desk gives up on the person: said once, as the page changes.
    announcement = QUEUE_MESSAGES.missedTurn;
  }
  return { announcement, celebrate };
}
