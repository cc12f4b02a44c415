import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Tokens are 60 px, 80 px apart (60 px plus a 20 px gap). */
const TOKEN_PX = 60;
const PITCH_PX = 80;
/** A long queue shows its head (and the user's own token, however far back) and a count of the rest. */
const MAX_TOKENS = 60;
/** Room at both ends of the row for the own token's ring and shadow, so neither end is cut off. */
const EDGE_PX = 12;

interface TokenRowProps {
  count: number;
  /** The user's own position, highlighted; null when not waiting here. */
  position: number | null;
}

/**
 * The horizontal row of numbered tokens, first in line on the left, the user's own highlighted. The
 * numbers are places in line; the token the desk calls out is shown beside, so the row is read out
 * as positions, not as tokens.
 */
export function TokenRow({ count, position }: TokenRowProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation('queue');
  const shown = Math.min(count, Math.max(MAX_TOKENS, position ?? 0));
  const hidden = count - shown;

  // Keep the user's own token in the middle of the row as the line moves (its ring included).
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || position === null) return;
    const own = scroller.querySelector<HTMLElement>('[data-own]');
    const centre = own ? own.offsetLeft + own.offsetWidth / 2 : EDGE_PX + (position - 1) * PITCH_PX + TOKEN_PX / 2;
    scroller.scrollLeft = Math.max(0, centre - scroller.clientWidth / 2);
  }, [position, count]);

  if (count === 0) return null;
  return (
    <div
      ref={scrollerRef}
      // Scrollable with the keyboard too (arrow keys once focused).
      tabIndex={0}
      role="region"
      aria-label={t('tokens.label')}
      className="relative overflow-x-auto py-3 outline-none [scrollbar-width:thin] focus-visible:ring-2 focus-visible:ring-white/70"
    >
      {/* Padding on the list, not the scroller: a scroller's end padding is lost in some browsers. */}
      <ol className="flex w-max gap-5" style={{ paddingInline: EDGE_PX }}>
        {Array.from({ length: shown }, (_, index) => {
          const number = index + 1;
          const own = number === position;
          return (
            <li
              key={number}
              aria-current={own ? 'true' : undefined}
              aria-label={t(own ? 'tokens.positionOwn' : 'tokens.position', { number })}
              data-own={own || undefined}
              style={{ width: TOKEN_PX, height: TOKEN_PX }}
              className={`flex shrink-0 items-center justify-center rounded-full text-lg font-bold transition-colors duration-300 ${
                own
                  ? 'bg-amber-400 text-amber-950 shadow-lg ring-4 ring-amber-200'
                  : number === 1
                    ? 'bg-white text-brand-800 shadow'
                    : 'bg-white/15 text-white ring-1 ring-white/30'
              }`}
            >
              {own ? (
                <span className="flex flex-col items-center leading-none">
                  {number}
                  <span className="mt-0.5 text-[10px] font-semibold tracking-wide uppercase">{t('tokens.you')}</span>
                </span>
              ) : (
                number
              )}
            </li>
          );
        })}
        {hidden > 0 && (
          <li
            style={{ height: TOKEN_PX }}
            className="flex shrink-0 items-center px-2 text-sm font-semibold whitespace-nowrap text-brand-100"
          >
            {t('tokens.more', { count: hidden })}
          </li>
        )}
      </ol>
    </div>
  );
}
