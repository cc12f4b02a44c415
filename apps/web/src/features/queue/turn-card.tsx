import { QUEUE_MESSAGES } from '@kataar/shared/queue-messages';
import { BellRing, TimerOff, UserX, X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '../../lib/localize-message';

interface TurnCardProps {
  kind: 'called' | 'removed' | 'missed';
  businessName: string;
  token: number;
  /** A way onward under the words (the banner's link back to a kept place). */
  action?: ReactNode;
  onDismiss: () => void;
}

const TITLES = {
  called: 'turn.called',
  removed: 'turn.removed',
  missed: 'turn.missed',
} as const satisfies Record<TurnCardProps['kind'], string>;

/**
 * The full-width card of the moment a person's wait ends at the desk: 'It's your turn at …' with
 * the token to show, '… removed you from the queue', or 'You missed your turn at …' once the desk
 * marks the call a no-show. It sits over the top of the page, whatever
 * is scrolled into view, and stays until dismissed; the page's alert region reads it out.
 */
export function TurnCard({ kind, businessName, token, action, onDismiss }: TurnCardProps) {
  const dismissRef = useRef<HTMLButtonElement>(null);
  const called = kind === 'called';
  const { t } = useTranslation('queue');
  const tm = useLocalizeMessage();
  // The person's eyes may be elsewhere; a keyboard or screen-reader user lands on the way out.
  useEffect(() => dismissRef.current?.focus({ preventScroll: true }), []);

  return (
    <div className="pointer-events-none fixed inset-x-0 top-2 z-50 px-2 sm:top-20 sm:px-6">
      <section
        role="alert"
        aria-labelledby="turn-card-title"
        data-testid="turn-card"
        className={`pointer-events-auto relative mx-auto flex max-w-6xl items-center gap-4 rounded-3xl p-5 pr-14 shadow-2xl ring-1 sm:p-6 sm:pr-16 ${
          called ? 'bg-emerald-600 text-white ring-emerald-700' : 'bg-white text-slate-900 ring-slate-200'
        }`}
      >
        <span
          aria-hidden="true"
          className={`hidden size-14 shrink-0 items-center justify-center rounded-2xl sm:flex ${
            called ? 'bg-white/15' : 'bg-rose-50 text-rose-600'
          }`}
        >
          {called ? (
            <BellRing className="size-7" />
          ) : kind === 'missed' ? (
            <TimerOff className="size-7" />
          ) : (
            <UserX className="size-7" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="turn-card-title" className="text-xl leading-tight font-extrabold sm:text-2xl">
            {t(TITLES[kind], { business: businessName })}
          </h2>
          {called && (
            <>
              <p className="mt-2 inline-flex rounded-2xl bg-white px-4 py-1.5 text-3xl font-extrabold text-emerald-800 tabular-nums">
                {t('token', { token })}
              </p>
              <p className="mt-2 text-base font-semibold">{tm(QUEUE_MESSAGES.goToDesk)}</p>
            </>
          )}
          {!called && <p className="mt-1 text-sm text-slate-600">{t('token', { token })}</p>}
          {action}
        </div>
        <button
          ref={dismissRef}
          type="button"
          onClick={onDismiss}
          aria-label={tm(QUEUE_MESSAGES.dismiss)}
          className={`absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 ${
            called
              ? 'text-white hover:bg-white/15 focus-visible:outline-white'
              : 'text-slate-500 hover:bg-slate-100 focus-visible:outline-brand-600'
          }`}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </section>
    </div>
  );
}
