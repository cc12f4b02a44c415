import { QUEUE_MESSAGES } from '@kataar/shared/queue';
import { Pause, Play, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useQueueStatus, useSetQueueStatus } from './api/queue-status';
import { ProfileLink } from './profile-link';
import { useWaitingConfirm } from './waiting-confirm';

interface QueueControlsProps {
  username: string;
  /** The business's open/closed switch: a closed business's queue reads 'Closed', never 'Running'. */
  isOpen: boolean;
  /** People waiting now: pausing with anyone waiting asks first. */
  waiting: number;
  onRefresh: () => void;
  refreshing: boolean;
}

/**
 * Spec "Queue control row": the round pause/resume button, refresh, and the public profile link.
 * Joining needs both the business open and the queue running, so the row names the first that
 * stops it: 'Closed' while the business is closed (pausing then means nothing, so the button
 * waits for the switch), else 'Running' or 'Queue paused'.
 */
export function QueueControls({ username, isOpen, waiting, onRefresh, refreshing }: QueueControlsProps) {
  const { t } = useTranslation('dashboard');
  const tm = useLocalizeMessage();
  const status = useQueueStatus();
  const setStatus = useSetQueueStatus();
  const { confirm, dialog } = useWaitingConfirm(waiting);
  // Shown as running until the status call answers.
  const running = status.data ?? true;
  const toggle = () => {
    if (running) confirm('pause', () => setStatus.mutate(false));
    else setStatus.mutate(true);
  };

  return (
    <section
      aria-label={t('controls.label')}
      className="flex flex-wrap items-center gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80 sm:p-5"
    >
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={toggle}
          disabled={!isOpen || setStatus.isPending || status.isPending}
          aria-label={running ? t('controls.pause') : t('controls.resume')}
          title={isOpen ? undefined : t('controls.closedHint')}
          className={`inline-flex size-14 shrink-0 items-center justify-center rounded-full text-white shadow-md transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${
            !isOpen
              ? 'bg-slate-400 shadow-none'
              : running
                ? 'bg-amber-500 hover:bg-amber-600'
                : 'bg-emerald-600 hover:bg-emerald-700'
          }`}
        >
          {running ? (
            <Pause aria-hidden="true" className="size-6" fill="currentColor" />
          ) : (
            <Play aria-hidden="true" className="size-6 translate-x-0.5" fill="currentColor" />
          )}
        </button>
        <div className="min-w-[6.5rem]">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('controls.queue')}</p>
          <p
            className={`text-sm font-bold ${!isOpen ? 'text-rose-700' : running ? 'text-emerald-700' : 'text-amber-700'}`}
          >
            {!isOpen
              ? tm(QUEUE_MESSAGES.statusClosed)
              : running
                ? t('controls.running')
                : tm(QUEUE_MESSAGES.queuePausedLabel)}
          </p>
        </div>
        <button
          type="button"
          onClick={onRefresh}
          disabled={refreshing}
          aria-label={t('controls.refresh')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 ring-1 ring-slate-200 transition hover:bg-slate-50 hover:text-brand-700 disabled:cursor-wait"
        >
          <RefreshCw aria-hidden="true" className={`size-5 ${refreshing ? 'animate-spin' : ''}`} />
        </button>
      </div>
      <ProfileLink username={username} />
      {!isOpen && <p className="w-full text-sm text-slate-600">{t('controls.closedHint')}</p>}
      {dialog}
    </section>
  );
}
