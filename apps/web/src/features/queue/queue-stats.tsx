import { QUEUE_MESSAGES } from '@kataar/shared/queue-messages';
import type { QueueOverview } from '@kataar/shared/queue';
import { Clock, Ticket } from 'lucide-react';
import { formatWait } from '../../lib/format';
import { useTranslation } from 'react-i18next';
import { TaggedText } from '../../components/tagged-text';
import { useLocalizeMessage } from '../../lib/localize-message';

export { formatWait };

const BOX = 'flex min-h-[6.5rem] flex-col rounded-2xl bg-white/10 p-4 ring-1 ring-white/15';
const LABEL = 'text-xs font-semibold tracking-wide text-brand-100 uppercase';

/**
 * 'Your position' (or 'Join queue to see your position' / 'Not in queue'), 'Total in Queue', and for
 * someone waiting their token ('Token 14') and the estimated wait.
 */
export function QueueStats({ overview }: { overview: QueueOverview }) {
  const { position, count, eta_minutes: eta, token } = overview;
  const { t } = useTranslation('queue');
  const tm = useLocalizeMessage();
  return (
    <>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        <div className={BOX}>
          {position === null ? (
            <>
              <dt className="text-xs font-semibold text-brand-100">{tm(QUEUE_MESSAGES.joinToSeePosition)}</dt>
              <dd className="mt-auto pt-2 text-base font-bold sm:text-lg">{tm(QUEUE_MESSAGES.notInQueueLabel)}</dd>
            </>
          ) : (
            <>
              <dt className={LABEL}>{tm(QUEUE_MESSAGES.yourPosition)}</dt>
              <dd className="mt-auto text-4xl font-extrabold tabular-nums">{position}</dd>
            </>
          )}
        </div>
        <div className={BOX}>
          <dt className={LABEL}>{tm(QUEUE_MESSAGES.totalInQueue)}</dt>
          <dd className="mt-auto text-4xl font-extrabold tabular-nums">{count}</dd>
        </div>
      </dl>
      {position !== null && token !== null && (
        // The number the desk calls aloud, large enough to read from across the room.
        <p className="mt-3 flex items-center justify-center gap-2.5 rounded-2xl bg-white px-4 py-3 text-brand-900 shadow-sm">
          <Ticket aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
          <strong className="text-2xl font-extrabold tabular-nums">{t('token', { token })}</strong>
        </p>
      )}
      {position !== null && eta !== null && (
        <p className="mt-3 flex items-center gap-2 rounded-2xl bg-amber-300/15 px-4 py-2.5 text-sm text-amber-50 ring-1 ring-amber-200/30">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-amber-200" />
          <span>
            <TaggedText
              text={t('stats.estimatedWait', { wait: formatWait(eta) })}
              tag="strong"
              wrap={(part) => <strong className="font-bold text-white">{part}</strong>}
            />
          </span>
        </p>
      )}
    </>
  );
}
