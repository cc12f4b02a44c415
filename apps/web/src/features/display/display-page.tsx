import { DISPLAY_MESSAGES as M, type QueueDisplay } from '@kataar/shared/display';
import { MESSAGES } from '@kataar/shared/messages';
import { Maximize, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { formatWait } from '../../lib/format';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDisplayStream, type DisplayConnection } from './use-display-stream';
import { useWakeLock } from './use-wake-lock';

// Sizes follow the screen's shorter side, so a TV across the room and a phone in the hand both fit.
const LABEL = 'text-[max(1rem,3.2vmin)] font-bold tracking-widest text-sky-200 uppercase';

/**
 * /display/{username}: the "Now serving" screen for a TV in the waiting room. It shows the token
 * called last (very large), the next five by token (with first names only if the owner allows
 * them), how many wait and the wait of someone joining now; live, awake, high contrast.
 */
export function DisplayPage() {
  const username = useParams().username ?? '';
  const { data, connection } = useDisplayStream(username);
  const { t } = useTranslation('common');
  const tm = useLocalizeMessage();
  useWakeLock();
  useDocumentTitle(data ? `${tm(M.nowServing)} · ${data.business_name}` : tm(M.nowServing));

  return (
    <main className="flex min-h-dvh flex-col bg-slate-950 text-white lg:h-dvh lg:overflow-hidden">
      {connection === 'not-found' ? (
        <p role="alert" className="m-auto px-6 text-center text-[max(1.5rem,5vmin)] font-bold">
          {tm(MESSAGES.providerNotFound)}
        </p>
      ) : !data ? (
        <Spinner label={t('loadingDots')} className="m-auto text-white" />
      ) : (
        <DisplayBoard data={data} connection={connection} />
      )}
    </main>
  );
}

function DisplayBoard({ data, connection }: { data: QueueDisplay; connection: DisplayConnection }) {
  const { t } = useTranslation('display');
  const tm = useLocalizeMessage();
  const notice = !data.is_open ? tm(M.closed) : !data.queue_status ? tm(M.queuePaused) : null;
  return (
    <>
      <header className="flex items-center gap-4 border-b border-white/10 px-[4vmin] py-[2.5vmin]">
        <h1 className="min-w-0 flex-1 truncate text-[max(1.25rem,4.5vmin)] font-extrabold">{data.business_name}</h1>
        {connection === 'reconnecting' && (
          <p
            role="status"
            className="inline-flex shrink-0 items-center gap-2 rounded-full bg-amber-400 px-4 py-1.5 text-[max(0.9rem,2.6vmin)] font-bold text-slate-950"
          >
            <WifiOff aria-hidden="true" className="size-[1.1em]" />
            {tm(M.reconnecting)}
          </p>
        )}
        <FullScreenButton />
      </header>

      {notice && (
        <p role="status" className="bg-rose-600 px-[4vmin] py-[1.5vmin] text-center text-[max(1.1rem,4vmin)] font-bold">
          {notice}
        </p>
      )}

      {/* A TV fills its screen; a phone stacks the parts at their own heights, with no gaps. */}
      <div className="grid gap-[3vmin] p-[4vmin] lg:min-h-0 lg:flex-1 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="now-serving"
          className="flex flex-col items-center justify-center rounded-[3vmin] bg-white/5 p-[3vmin] text-center ring-1 ring-white/10"
        >
          <h2 id="now-serving" className={LABEL}>
            {tm(M.nowServing)}
          </h2>
          {data.now_serving === null ? (
            <p className="mt-[3vmin] text-[max(1.5rem,6vmin)] font-bold text-slate-300">{tm(M.nobodyCalledYet)}</p>
          ) : (
            // aria-live: a screen reader next to the screen hears each new call.
            <p aria-live="polite" className="leading-none">
              <span className="sr-only">{t('token')}</span>
              <span
                data-testid="now-serving-token"
                className="block text-[max(7rem,34vmin)] font-black tracking-tight text-yellow-300 tabular-nums"
              >
                {data.now_serving}
              </span>
            </p>
          )}
        </section>

        <section aria-labelledby="next-up" className="flex min-h-0 flex-col overflow-hidden">
          <h2 id="next-up" className={LABEL}>
            {tm(M.next)}
          </h2>
          {data.next.length === 0 ? (
            <p className="mt-[2vmin] text-[max(1.25rem,4.5vmin)] font-semibold text-slate-300">{tm(M.nobodyWaiting)}</p>
          ) : (
            <ol data-testid="next-tokens" className="mt-[1.5vmin] flex flex-col gap-[1vmin]">
              {data.next.map(({ token, name }) => (
                <li
                  key={token}
                  className="flex items-baseline gap-[3vmin] rounded-[2vmin] bg-white/10 px-[3vmin] py-[0.5vmin]"
                >
                  <span className="text-[max(2rem,6.5vmin)] leading-tight font-extrabold tabular-nums">{token}</span>
                  {name && (
                    <span className="min-w-0 truncate text-[max(1.25rem,4.5vmin)] font-semibold text-slate-200">
                      {name}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      {data.desks.length > 1 && (
        // Several doctors, chairs or counters: where each one's last call should go.
        <ul
          aria-label={t('desks')}
          className="grid gap-[2vmin] px-[4vmin] pb-[3vmin] [grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr))]"
        >
          {data.desks.map((desk) => (
            <li
              key={desk.id}
              className="flex items-baseline justify-between gap-[2vmin] rounded-[2vmin] bg-white/10 px-[3vmin] py-[1.5vmin]"
            >
              <span className="min-w-0 truncate text-[max(1.1rem,3.5vmin)] font-semibold text-slate-200">
                {desk.name}
              </span>
              <span className="shrink-0 text-[max(1.75rem,6vmin)] leading-tight font-extrabold text-yellow-300 tabular-nums">
                {desk.now_serving ?? '—'}
              </span>
            </li>
          ))}
        </ul>
      )}

      {/* One above the other on a phone, so "~1 h 25 min" keeps to one line. */}
      <dl className="grid gap-[3vmin] sm:grid-cols-2 px-[4vmin] pb-[4vmin]">
        <div className="rounded-[2vmin] bg-sky-900/60 px-[3vmin] py-[2vmin] ring-1 ring-sky-300/20">
          <dt className={LABEL}>{tm(M.waiting)}</dt>
          <dd data-testid="waiting-count" className="text-[max(2rem,8vmin)] leading-tight font-extrabold tabular-nums">
            {data.count}
          </dd>
        </div>
        <div className="rounded-[2vmin] bg-sky-900/60 px-[3vmin] py-[2vmin] ring-1 ring-sky-300/20">
          <dt className={LABEL}>{tm(M.newcomerWait)}</dt>
          <dd className="text-[max(2rem,8vmin)] leading-tight font-extrabold tabular-nums">
            ~{formatWait(data.eta_minutes)}
          </dd>
        </div>
      </dl>
    </>
  );
}

/** Full screen on a TV's browser; the button hides where the browser has no full-screen mode. */
function FullScreenButton() {
  const { t } = useTranslation('display');
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null;
  return (
    <button
      type="button"
      onClick={() => void document.documentElement.requestFullscreen().catch(() => undefined)}
      aria-label={t('fullScreen')}
      title={t('fullScreen')}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-sky-300"
    >
      <Maximize aria-hidden="true" className="size-6" />
    </button>
  );
}
