import { QUEUE_MESSAGES } from '@kataar/shared/queue-messages';
import { Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useRejoinQueue } from './api/rejoin-queue';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '../../lib/localize-message';

/** 'mm:ss' of the milliseconds left, rounded up so the last second still shows 00:01. */
export const countdownClock = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Milliseconds until `until`, ticking every second; 0 once it has passed. */
function useTimeLeft(until: string): number {
  const end = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Math.max(0, end - now);
}

/**
 * For someone the desk removed or marked a no-show moments ago: "Rejoin at my old place" while the
 * place is kept, with the time left as mm:ss. It disappears by itself when the time is up.
 */
export function RejoinOffer({ username, until }: { username: string; until: string }) {
  const left = useTimeLeft(until);
  const rejoin = useRejoinQueue(username);
  const { t } = useTranslation('queue');
  const tm = useLocalizeMessage();
  if (left <= 0) return null;
  const clock = countdownClock(left);
  return (
    <div className="mt-5 rounded-2xl bg-white/10 p-4 ring-1 ring-white/25">
      {/* Read once, not every second: the visible clock ticks, the label for screen readers does not. */}
      <p className="text-sm font-medium text-brand-50">
        <span aria-hidden="true">{t('rejoin.countdown', { clock })}</span>
        <span className="sr-only">{t('rejoin.minutesLeft', { count: Math.ceil(left / 60_000) })}</span>
      </p>
      <button
        type="button"
        onClick={() => rejoin.mutate()}
        disabled={rejoin.isPending}
        className="mt-3 inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-amber-400 px-6 text-base font-bold text-slate-900 shadow-sm transition hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60"
      >
        <Undo2 aria-hidden="true" className="size-5" />
        {tm(rejoin.isPending ? QUEUE_MESSAGES.rejoiningButton : QUEUE_MESSAGES.rejoinButton)}
      </button>
    </div>
  );
}
