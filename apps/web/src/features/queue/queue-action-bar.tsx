import type { QueueOverview } from '@kataar/shared/queue';
import type { ReactNode } from 'react';
import { QueueActionButton } from './queue-action-button';
import { useTranslation } from 'react-i18next';

interface QueueActionBarProps {
  username: string;
  overview: QueueOverview;
  onJoin: () => void;
  /** A second action ('Book appointment'): the two buttons then share the row and the summary sits above. */
  secondaryAction?: ReactNode;
}

/**
 * Phones only: the queue's state and its one action pinned to the foot of the screen, so 'Join
 * Queue' is in view from the first screen of a profile, above the photos and the address.
 */
export function QueueActionBar({ username, overview, onJoin, secondaryAction }: QueueActionBarProps) {
  const { count, position } = overview;
  const { t } = useTranslation('queue');
  const waiting = count === 0 ? t('bar.nobodyWaiting') : t('bar.waiting', { count });
  // The card above says the same at length; this is the glanceable summary beside the button.
  return (
    <div
      data-testid="queue-action-bar"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-brand-900/40 bg-brand-800/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-white shadow-[0_-8px_24px_rgba(15,23,42,0.18)] backdrop-blur"
    >
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
            <span className="block text-brand-100">{waiting}</span>
          </p>
          <QueueActionButton username={username} overview={overview} onJoin={onJoin} className="shrink-0 px-5" />
        </div>
      )}
    </div>
  );
}
