import { QUEUE_MESSAGES } from '@kataar/shared/queue';
import { Pause, Play, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useQueueStatus, useSetQueueStatus } from './api/queue-status';
import { ProfileLink } from './profile-link';

interface QueueControlsProps {
  username: string;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Spec "Queue control row": the round pause/resume button, refresh, and the public profile link. */
export function QueueControls({ username, onRefresh, refreshing }: QueueControlsProps) {
  const { t } = useTranslation('dashboard');
  const tm = useLocalizeMessage();
  const status = useQueueStatus();
  const setStatus = useSetQueueStatus();
  // Shown as running until the status call answers.
  const running = status.data ?? true;

  return (
    <section
      aria-label={t('controls.label')}
      className="flex flex-wrap items-center gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80 sm:p-5"
    >
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => setStatus.mutate(!running)}
          disabled={setStatus.isPending || status.isPending}
          aria-label={running ? t('controls.pause') : t('controls.resume')}
          className={`inline-flex size-14 shrink-0 items-center justify-center rounded-full text-white shadow-md transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${
            running ? 'bg-amber-500 hover:bg-amber-600' : 'bg-emerald-600 hover:bg-emerald-700'
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
          <p className={`text-sm font-bold ${running ? 'text-emerald-700' : 'text-amber-700'}`}>
            {running ? t('controls.running') : tm(QUEUE_MESSAGES.queuePausedLabel)}
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
    </section>
  );
}
