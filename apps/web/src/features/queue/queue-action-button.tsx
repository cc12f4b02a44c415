import { QUEUE_MESSAGES } from '@kataar/shared/queue-messages';
import type { QueueOverview } from '@kataar/shared/queue';
import { LogIn, LogOut, Undo2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from '../../lib/toast';
import { useLocation } from 'react-router';
import { showLoginToast } from '../../components/login-toast';
import { ApiError } from '../../lib/api';
import { openLoginPopup } from '../../lib/login-popup';
import { useSession } from '../../lib/session';
import { useLeaveQueue } from './api/leave-queue';
import { useRejoinQueue } from './api/rejoin-queue';
import { rememberJoinIntent } from './join-intent';
import { formatWait } from './queue-stats';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '../../lib/localize-message';

// Asked only after a tap on Leave Queue, so the dialog is not part of the profile's first download.
const ConfirmDialog = lazy(() => import('../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

const BASE =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full px-6 text-base font-bold transition ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

interface QueueActionButtonProps {
  username: string;
  overview: QueueOverview;
  /** The person's old place is still kept: 'Rejoin at my old place' instead of 'Join Queue'. */
  rejoin?: boolean;
  onJoin: () => void;
  className?: string;
}

const MAIN = `${BASE} bg-amber-400 text-amber-950 shadow-md hover:bg-amber-300`;

/** Back at the old place, ahead of everyone who joined since; a plain join would go to the end. */
function RejoinButton({ username, className }: { username: string; className: string }) {
  const rejoin = useRejoinQueue(username);
  const tm = useLocalizeMessage();
  return (
    <button
      type="button"
      onClick={() => rejoin.mutate()}
      disabled={rejoin.isPending}
      className={`${MAIN} disabled:opacity-60 ${className}`}
    >
      <Undo2 aria-hidden="true" className="size-5" />
      {tm(rejoin.isPending ? QUEUE_MESSAGES.rejoiningButton : QUEUE_MESSAGES.rejoinButton)}
    </button>
  );
}

/**
 * Join Queue / Leave Queue, or 'Rejoin at my old place' while a lost place is kept; 'Provider
 * Unavailable' greyed when the provider is closed and 'Queue paused' while paused (join is refused
 * locally in both). Someone already waiting can always leave,
 * after confirming: a stray tap must not throw away a place worth an hour of waiting.
 */
export function QueueActionButton({
  username,
  overview,
  rejoin = false,
  onJoin,
  className = '',
}: QueueActionButtonProps) {
  const { user } = useSession();
  const { t } = useTranslation('queue');
  const tm = useLocalizeMessage();
  const location = useLocation();
  const leave = useLeaveQueue(username);
  const returnTo = `${location.pathname}${location.search}`;
  const [confirming, setConfirming] = useState(false);

  if (overview.position !== null) {
    const position = overview.position;
    const onLeave = () => {
      setConfirming(false);
      leave.mutate(undefined, {
        onSuccess: () => toast.success(tm(QUEUE_MESSAGES.left)),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) openLoginPopup({ returnTo });
          else toast.error(tm(QUEUE_MESSAGES.leaveFailed));
        },
      });
    };
    return (
      <>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={leave.isPending}
          className={`${BASE} border-2 border-white/80 text-white hover:bg-white/10 disabled:opacity-60 ${className}`}
        >
          <LogOut aria-hidden="true" className="size-5" />
          {tm(QUEUE_MESSAGES.leaveButton)}
        </button>
        {confirming && (
          <Suspense fallback={null}>
            <ConfirmDialog
              title={tm(QUEUE_MESSAGES.leaveConfirmTitle)}
              message={
                overview.eta_minutes === null
                  ? t('leave.message', { position })
                  : t('leave.messageWithWait', { position, wait: formatWait(overview.eta_minutes) })
              }
              confirmLabel={tm(QUEUE_MESSAGES.leaveButton)}
              cancelLabel={tm(QUEUE_MESSAGES.stayButton)}
              onConfirm={onLeave}
              onCancel={() => setConfirming(false)}
            />
          </Suspense>
        )}
      </>
    );
  }

  if (rejoin) return <RejoinButton username={username} className={className} />;

  if (!overview.is_open || !overview.queue_status) {
    return (
      <button
        type="button"
        disabled
        className={`${BASE} cursor-not-allowed bg-slate-300/80 text-slate-600 ${className}`}
      >
        {tm(overview.is_open ? QUEUE_MESSAGES.queuePausedLabel : QUEUE_MESSAGES.providerUnavailable)}
      </button>
    );
  }

  const onClick = () => {
    if (!user) {
      showLoginToast(tm(QUEUE_MESSAGES.loginToJoin), 'login-to-join');
      rememberJoinIntent(username);
      openLoginPopup({ returnTo });
      return;
    }
    onJoin();
  };
  return (
    <button type="button" onClick={onClick} className={`${MAIN} ${className}`}>
      <LogIn aria-hidden="true" className="size-5" />
      {tm(QUEUE_MESSAGES.joinButton)}
    </button>
  );
}
