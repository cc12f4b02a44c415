import { appointmentCircleLabel } from '@kataar/shared/appointment-labels';
import type { ProviderDesks } from '@kataar/shared/desk-line';
import { QUEUE_MESSAGES, tokenLabel, type QueueEntry } from '@kataar/shared/queue';
import { LoaderCircle, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api';
import { istClock } from '../../lib/ist-time';
import { useLocalizeMessage } from '../../lib/localize-message';
import { AddCustomerModal } from './add-customer-modal';
import { usePopCustomer } from './api/pop-customer';
import { CustomerDetailsModal } from './customer-details-modal';
import { DeskPicker } from './desk-picker';
import { MoveDialog, type MoveSubject } from './move-dialog';

interface QueuePanelProps {
  entries: QueueEntry[] | undefined;
  error: unknown;
  onRetry: () => void;
  /** The provider's desks and services; undefined until known (then it is one desk). */
  lines?: ProviderDesks | undefined;
  /** The desk shown, for a provider with several; undefined: the one desk. */
  deskId?: number | undefined;
  onPickDesk?: (id: number) => void;
}

/**
 * What a circle adds under the name: the service the person came for, and the desk they asked for
 * unless it is the desk shown (its letter is already in their token, and every circle would say it).
 */
const lineChip = (entry: QueueEntry, deskId: number | undefined, desks: number): string | null =>
  [desks > 1 && entry.desk?.id !== deskId ? entry.desk?.name : null, entry.service?.name].filter(Boolean).join(' · ') ||
  null;

/**
 * Spec "Queue panel": waiting customers as circles (position, name and the token to call out),
 * 'Queue is empty', POP and '+ ADD'. A checked-in booking's circle says 'Appointment 10:30'.
 */
export function QueuePanel({ entries, error, onRetry, lines, deskId, onPickDesk }: QueuePanelProps) {
  const { t } = useTranslation('dashboard');
  const tm = useLocalizeMessage();
  const pop = usePopCustomer();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState<MoveSubject | null>(null);
  const manyLines = !!lines && (lines.desks.length > 1 || lines.services.length > 0);
  // The modal follows the live list: a customer called meanwhile closes it.
  const selected = entries?.find((entry) => entry.id === selectedId) ?? null;
  const empty = !entries || entries.length === 0;

  return (
    <section
      aria-labelledby="queue-panel-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:p-6"
    >
      {lines && lines.desks.length > 1 && onPickDesk && (
        <DeskPicker desks={lines.desks} deskId={deskId} onPick={onPickDesk} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5 text-brand-600" />
          <h2 id="queue-panel-title" className="text-lg font-bold text-slate-900">
            {t('panel.title')}
          </h2>
          {entries && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700">
              {entries.length} <span className="sr-only">{t('panel.waiting')}</span>
            </span>
          )}
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {tm(QUEUE_MESSAGES.addButton)}
          </Button>
          <Button onClick={() => pop.mutate(deskId)} disabled={empty || pop.isPending} className="min-w-[7rem]">
            {tm(pop.isPending ? QUEUE_MESSAGES.poppingButton : QUEUE_MESSAGES.popButton)}
          </Button>
        </div>
      </div>

      {entries === undefined ? (
        error ? (
          <div role="alert" className="py-10 text-center text-sm text-rose-700">
            <p>{errorMessage(error)}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : (
          <p role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-slate-500">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
            {t('loading')}
          </p>
        )
      ) : entries.length === 0 ? (
        <p className="mt-5 rounded-2xl border-2 border-dashed border-slate-200 py-12 text-center font-medium text-slate-500">
          {tm(QUEUE_MESSAGES.emptyCaption)}
        </p>
      ) : (
        <ol
          aria-label={t('panel.list')}
          className="mt-5 grid grid-cols-[repeat(auto-fill,minmax(5.25rem,1fr))] gap-x-3 gap-y-5 sm:grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))]"
        >
          {entries.map((entry) => {
            const appointment = entry.appointment_at
              ? tm(appointmentCircleLabel(istClock(entry.appointment_at)))
              : null;
            const token = tm(tokenLabel(entry.token_label));
            const chip = lineChip(entry, deskId, lines?.desks.length ?? 1);
            return (
              <li key={entry.id}>
                <button
                  type="button"
                  onClick={() => setSelectedId(entry.id)}
                  aria-label={[
                    entry.consumer_name,
                    t('panel.position', { position: entry.consumer_position }),
                    token,
                    chip,
                    appointment,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                  className="group flex w-full flex-col items-center gap-1.5 rounded-2xl p-1 outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <span
                    aria-hidden="true"
                    className={`flex size-16 items-center justify-center rounded-full text-xl font-extrabold shadow-sm transition group-hover:scale-105 ${
                      entry.consumer_position === 1
                        ? 'bg-brand-600 text-white ring-4 ring-brand-100'
                        : 'bg-brand-50 text-brand-800 ring-2 ring-brand-200'
                    }`}
                  >
                    {entry.consumer_position}
                  </span>
                  <span
                    aria-hidden="true"
                    className="line-clamp-3 w-full text-center text-xs leading-snug font-semibold [overflow-wrap:anywhere] text-slate-700"
                  >
                    {entry.consumer_name}
                  </span>
                  <span
                    aria-hidden="true"
                    className="rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-bold whitespace-nowrap text-amber-900 tabular-nums"
                  >
                    {token}
                  </span>
                  {chip && (
                    <span
                      aria-hidden="true"
                      className="line-clamp-2 max-w-full rounded-lg bg-sky-100 px-1.5 py-0.5 text-center text-[11px] leading-tight font-semibold [overflow-wrap:anywhere] text-sky-900"
                    >
                      {chip}
                    </span>
                  )}
                  {appointment && (
                    <span
                      aria-hidden="true"
                      className="max-w-full rounded-lg bg-violet-100 px-1.5 py-0.5 text-center text-[11px] leading-tight font-bold text-violet-900 tabular-nums"
                    >
                      {appointment}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      )}

      {selected && (
        <CustomerDetailsModal
          entry={selected}
          onClose={() => setSelectedId(null)}
          onMove={
            manyLines
              ? () => {
                  setSelectedId(null);
                  setMoving({ id: selected.id, name: selected.consumer_name });
                }
              : undefined
          }
        />
      )}
      {moving && lines && (
        <MoveDialog subject={moving} lines={lines} fromDeskId={deskId} onClose={() => setMoving(null)} />
      )}
      {adding && <AddCustomerModal onClose={() => setAdding(false)} lines={lines} deskId={deskId} />}
    </section>
  );
}
