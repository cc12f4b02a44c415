import { QUEUE_MESSAGES } from '@kataar/shared/queue-messages';
import type { MyQueue, QueueOverview } from '@kataar/shared/queue';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, Ticket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { myQueueQueryOptions } from '../../lib/my-queue';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useQueueStream } from '../../lib/use-queue-stream';
import { formatWait } from './queue-stats';
import { TurnCard } from './turn-card';
import { useEndedEntry } from './use-ended-entry';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '../../lib/localize-message';

interface MyQueueBannerProps {
  /** Where the person waits, as GET /queue/mine/ last said. */
  queue: MyQueue;
  /** False once GET /queue/mine/ says they wait nowhere. */
  waiting: boolean;
  /** The wait is over and nothing is left to show. */
  onDone: () => void;
}

const statusOf = (overview: QueueOverview): MyQueue['status'] =>
  !overview.is_open ? 'closed' : overview.queue_status ? 'waiting' : 'paused';

/**
 * The slim "My queue" strip under the header, live over the queue's stream: business, place,
 * token and estimated wait, linking to the profile. When the desk calls (or removes) the person it
 * gives way to the full-width card, on whatever page they are; a call marked a no-show turns that
 * card into 'You missed your turn', with the way back to the kept place.
 */
export function MyQueueBanner({ queue, waiting, onDone }: MyQueueBannerProps) {
  const userId = useSession().user?.id ?? '';
  const { t } = useTranslation('queue');
  const tm = useLocalizeMessage();
  const queryClient = useQueryClient();
  const { queryKey } = myQueueQueryOptions(userId);
  const [overview, setOverview] = useState<QueueOverview>();
  useQueueStream(queue.username, (next) => {
    setOverview(next);
    // The user menu and this banner's next mount read the same answer.
    if (next.position !== null && next.token !== null && next.eta_minutes !== null) {
      const fresh: MyQueue = {
        ...queue,
        position: next.position,
        token: next.token,
        eta_minutes: next.eta_minutes,
        status: statusOf(next),
      };
      queryClient.setQueryData(queryKey, fresh);
    }
  });
  const ended = useEndedEntry(`${queue.username}:${userId}`, overview, { confetti: true });
  const over = (overview ? overview.position === null : !waiting) && !ended.card;
  useEffect(() => {
    if (!over) return;
    queryClient.setQueryData(queryKey, null);
    onDone();
  }, [over, onDone, queryClient, queryKey]);

  if (ended.card) {
    return (
      <TurnCard
        kind={ended.card.kind}
        businessName={queue.business_name}
        token={ended.card.token}
        action={
          // The way back to a kept place is on the profile, beside the time left.
          ended.card.kind === 'missed' && overview?.rejoin_until ? (
            <Link
              to={paths.profile(queue.username)}
              className="mt-3 inline-flex h-11 items-center rounded-full bg-amber-400 px-5 text-sm font-bold text-amber-950 shadow-sm hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {tm(QUEUE_MESSAGES.rejoinButton)}
            </Link>
          ) : undefined
        }
        onDismiss={ended.dismiss}
      />
    );
  }
  if (over) return null;

  const position = overview?.position ?? queue.position;
  const token = overview?.token ?? queue.token;
  const eta = overview?.eta_minutes ?? queue.eta_minutes;
  const status = overview ? statusOf(overview) : queue.status;
  return (
    <aside aria-label={tm(QUEUE_MESSAGES.myQueue)} className="border-b border-brand-900/30 bg-brand-700 text-white">
      <Link
        to={paths.profile(queue.username)}
        className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-white sm:px-6"
      >
        <Ticket aria-hidden="true" className="size-4 shrink-0 text-brand-100" />
        <span className="min-w-0 flex-1">
          <span className="block font-bold [overflow-wrap:anywhere] sm:inline">{queue.business_name}</span>
          {/* Wraps rather than cuts off: the wait at the end is what a phone must not lose. */}
          <span className="block text-brand-100 sm:ml-2 sm:inline">
            {t('banner.summary', { position, token: t('token', { token }), wait: formatWait(eta) })}
            {status !== 'waiting' && (
              <strong className="ml-2 rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-amber-950">
                {tm(status === 'paused' ? QUEUE_MESSAGES.queuePausedLabel : QUEUE_MESSAGES.providerUnavailable)}
              </strong>
            )}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-brand-100" />
      </Link>
    </aside>
  );
}
