import { QUEUE_MESSAGES } from '@kataar/shared/queue-messages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '../../lib/localize-message';

/** 'mm:ss' of the milliseconds left, rounded up so the last second still shows 00:01. */
export const countdownClock = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Milliseconds until `until`, ticking every second while there is an `until`; 0 once it has passed. */
export function useTimeLeft(until: string | null): number {
  const end = until === null ? 0 : Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!end) return;
    const tick = () => setNow(Date.now());
    // A new deadline is measured from now, not from the last tick of an old one (or the first render).
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Math.max(0, end - now);
}

/** 'Your place is kept for 09:41': the visible clock ticks, the label for screen readers does not. */
export function RejoinCountdown({ left, className = '' }: { left: number; className?: string }) {
  const { t } = useTranslation('queue');
  return (
    <p className={className}>
      <span aria-hidden="true">{t('rejoin.countdown', { clock: countdownClock(left) })}</span>
      <span className="sr-only">{t('rejoin.minutesLeft', { count: Math.ceil(left / 60_000) })}</span>
    </p>
  );
}

interface RejoinOfferProps {
  /** The token of the call the person missed; null when the desk removed them instead. */
  missedToken: number | null;
  /** Milliseconds the old place is still kept; 0 when it is gone. */
  left: number;
}

/**
 * Above the widget's numbers for someone who just lost their place at the desk: 'You missed your
 * turn' with the token (after a no-show), and while the place is kept, the time left. The way back
 * ('Rejoin at my old place') is the widget's main button, which sits in the sticky bar on phones.
 */
export function RejoinOffer({ missedToken, left }: RejoinOfferProps) {
  const { t } = useTranslation('queue');
  const tm = useLocalizeMessage();
  if (missedToken === null && left <= 0) return null;
  return (
    <div data-testid="rejoin-offer" className="mt-5 rounded-2xl bg-white/10 p-4 ring-1 ring-white/25">
      {missedToken !== null && (
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="text-lg leading-tight font-extrabold">{tm(QUEUE_MESSAGES.missedTurn)}</h3>
          <p className="text-sm font-semibold text-brand-100 tabular-nums">{t('token', { token: missedToken })}</p>
        </div>
      )}
      {left > 0 && (
        <RejoinCountdown
          left={left}
          className={`text-sm font-medium text-brand-50 tabular-nums ${missedToken !== null ? 'mt-1' : ''}`}
        />
      )}
    </div>
  );
}
