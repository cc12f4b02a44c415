import {
  QUEUE_MESSAGES,
  calledAgoLabel,
  noShowConfirmMessage,
  tokenLabel,
  type CalledEntry,
} from '@kataar/shared/queue';
import type { ProviderDesks } from '@kataar/shared/desk-line';
import { ArrowRightLeft, BellRing, PauseCircle, PlayCircle, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useMarkNoShow } from './api/mark-no-show';
import { useParkOrRecall } from './api/park-entry';
import { MoveDialog, type MoveSubject } from './move-dialog';

const minutesSince = (iso: string) => Math.max(0, Math.floor((Date.now() - Date.parse(iso)) / 60_000));

/**
 * People the desk called in the last 30 minutes, newest first, each with "No-show" for someone who
 * did not come to the desk. Marking asks first: the person then loses their turn (they may rejoin
 * at their old place for a few minutes). A provider with several desks or with services may also
 * park someone who stepped out (they keep their token) and recall them.
 */
export function CalledList({
  entries,
  lines,
  deskId,
}: {
  entries: CalledEntry[] | undefined;
  /** The provider's desks and services; with one desk and none, the list is as before desks. */
  lines?: ProviderDesks | undefined;
  /** The desk shown, for a provider with several. */
  deskId?: number | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const tm = useLocalizeMessage();
  const noShow = useMarkNoShow();
  const parking = useParkOrRecall();
  const manyLines = !!lines && (lines.desks.length > 1 || lines.services.length > 0);
  const [asking, setAsking] = useState<CalledEntry | null>(null);
  const [moving, setMoving] = useState<MoveSubject | null>(null);
  if (entries === undefined) return null;

  return (
    <section
      aria-labelledby="called-list-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:p-6"
    >
      <div className="flex items-center gap-2">
        <BellRing aria-hidden="true" className="size-5 text-brand-600" />
        <h2 id="called-list-title" className="text-lg font-bold text-slate-900">
          {tm(QUEUE_MESSAGES.calledHeading)}
        </h2>
        {entries.length > 0 && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700">
            {entries.length}
          </span>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{tm(QUEUE_MESSAGES.calledEmpty)}</p>
      ) : (
        <ul aria-label={t('called.list')} className="mt-3 divide-y divide-slate-100">
          {entries.map((entry) => {
            const who = `${entry.consumer_name}, ${tm(tokenLabel(entry.token_label))}`;
            const busy = parking.isPending && parking.variables.id === entry.id;
            return (
              <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5">
                <span className="shrink-0 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold whitespace-nowrap text-amber-900 tabular-nums">
                  {tm(tokenLabel(entry.token_label))}
                </span>
                <div className={`min-w-0 flex-1 ${manyLines ? 'basis-32' : ''}`}>
                  <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">
                    {entry.consumer_name}
                    {entry.parked && (
                      <span className="ml-2 inline-block rounded-full bg-slate-200 px-2 py-0.5 align-middle text-[11px] font-bold text-slate-700">
                        {t('called.parked')}
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-slate-500">{tm(calledAgoLabel(minutesSince(entry.called_at)))}</p>
                </div>
                {/* With three buttons, a phone gives them a row of their own under the name. */}
                <div className={`ml-auto flex flex-wrap justify-end gap-2 ${manyLines ? 'w-full sm:w-auto' : ''}`}>
                  {manyLines && (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="!px-3"
                      disabled={busy}
                      aria-label={`${t(entry.parked ? 'called.recall' : 'called.park')}: ${who}`}
                      onClick={() => parking.mutate({ id: entry.id, park: !entry.parked })}
                    >
                      {entry.parked ? (
                        <PlayCircle aria-hidden="true" className="hidden size-4 sm:block" />
                      ) : (
                        <PauseCircle aria-hidden="true" className="hidden size-4 sm:block" />
                      )}
                      {t(entry.parked ? 'called.recall' : 'called.park')}
                    </Button>
                  )}
                  {manyLines && (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="!px-3"
                      aria-label={`${t('move.action')}: ${who}`}
                      onClick={() => setMoving({ id: entry.id, name: entry.consumer_name })}
                    >
                      <ArrowRightLeft aria-hidden="true" className="hidden size-4 sm:block" />
                      {t('move.action')}
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    className={manyLines ? '!px-3' : 'shrink-0'}
                    disabled={noShow.isPending && noShow.variables === entry.id}
                    aria-label={`${tm(QUEUE_MESSAGES.noShowButton)}: ${who}`}
                    onClick={() => setAsking(entry)}
                  >
                    {/* Three buttons fit a phone's row without their icons. */}
                    <UserX aria-hidden="true" className={manyLines ? 'hidden size-4 sm:block' : 'size-4'} />
                    {tm(QUEUE_MESSAGES.noShowButton)}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {moving && lines && (
        <MoveDialog subject={moving} lines={lines} fromDeskId={deskId} onClose={() => setMoving(null)} />
      )}
      {asking && (
        <ConfirmDialog
          title={tm(QUEUE_MESSAGES.noShowConfirmTitle)}
          message={tm(noShowConfirmMessage(asking.consumer_name, asking.token_label))}
          confirmLabel={tm(QUEUE_MESSAGES.noShowConfirmButton)}
          cancelLabel={tm(QUEUE_MESSAGES.cancelButton)}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            noShow.mutate(asking.id);
            setAsking(null);
          }}
        />
      )}
    </section>
  );
}
