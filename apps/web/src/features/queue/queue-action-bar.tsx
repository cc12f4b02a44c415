import { QUEUE_MESSAGES } from '@kataar/shared/queue-messages';
import type { QueueOverview } from '@kataar/shared/queue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '../../lib/localize-message';
import { QueueActionButton } from './queue-action-button';
import { RejoinCountdown } from './rejoin-offer';

interface QueueActionBarProps {
  username: string;
  overview: QueueOverview;
  /** The desk marked the person's call a no-show lately. */
  missed: boolean;
  /** Milliseconds the person's lost place is still kept; 0 when there is none. */
  rejoinLeft: number;
  onJoin: () => void;
  /** A second action ('Book appointment'): the two buttons then share the row and the summary sits above. */
  secondaryAction?: ReactNode;
}

const BAR =
  'fixed inset-x-0 bottom-0 z-20 border-t border-brand-900/40 bg-brand-800/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-white shadow-[0_-8px_24px_rgba(15,23,42,0.18)] backdrop-blur';

/**
 * Phones only: the queue's state and its one action pinned to the foot of the screen, so 'Join
 * Queue' is in view from the first screen of a profile, above the photos and the address.
 */
export function QueueActionBar({
  username,
  overview,
  missed,
  rejoinLeft,
  onJoin,
  secondaryAction,
}: QueueActionBarProps) {
  const { count, position } = overview;
  const { t } = useTranslation('queue');
  const tm = useLocalizeMessage();
  const waiting = count === 0 ? t('bar.nobodyWaiting') : t('bar.waiting', { count });

  // A lost place that is still kept: the way back takes the whole row, under the time left. A second
  // action would squeeze it beside it, and it can wait the few minutes the place is kept.
  if (rejoinLeft > 0) {
    return (
      <div data-testid="queue-action-bar" className={BAR}>
        <div className="mx-auto max-w-xl">
          <div className="mb-2 flex flex-wrap items-baseline gap-x-2 text-sm leading-tight">
            {missed && <p className="font-bold">{tm(QUEUE_MESSAGES.missedTurn)}</p>}
            <RejoinCountdown left={rejoinLeft} className="text-brand-100 tabular-nums" />
          </div>
          <QueueActionButton username={username} overview={overview} rejoin onJoin={onJoin} className="w-full" />
        </div>
      </div>
    );
  }

  // The card above says the same at length; this is the glanceable summary beside the button.
  return (
    <div data-testid="queue-action-bar" className={BAR}>
      {secondaryAction ? (
        <div className="mx-auto max-w-xl">
          <p className="mb-2 flex gap-2 text-sm leading-tight">
            {position !== null && (
              <>
                <span className="font-bold">{t('bar.youAreNumber', { position })}</span>
                <span aria-hidden="true">·</span>
              </>
            )}
            <span className="text-brand-100">{waiting}</span>
          </p>
          <div className="grid grid-cols-2 gap-2 [&>*]:min-w-0 [&>*]:gap-1.5 [&>*]:px-2 [&>*]:text-[0.95rem] [&>*]:whitespace-nowrap">
            <QueueActionButton username={username} overview={overview} onJoin={onJoin} />
            {secondaryAction}
          </div>
        </div>
      ) : (
        <div className="mx-auto flex max-w-xl items-center gap-3">
          <p className="min-w-0 flex-1 text-sm leading-tight">
            {position !== null && <span className="block font-bold">{t('bar.youAreNumber', { position })}</span>}
            {missed && <span className="block font-bold">{tm(QUEUE_MESSAGES.missedTurn)}</span>}
            <span className="block text-brand-100">{waiting}</span>
          </p>
          <QueueActionButton username={username} overview={overview} onJoin={onJoin} className="shrink-0 px-5" />
        </div>
      )}
    </div>
  );
}
