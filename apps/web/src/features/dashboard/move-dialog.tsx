import { DESK_LINE_MESSAGES, type ProviderDesks } from '@kataar/shared/desk-line';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useTransferEntry, type MoveTarget } from './api/transfer-entry';

/** Who is being moved: the entry and the person's name. */
export interface MoveSubject {
  id: number;
  name: string;
}

interface MoveDialogProps {
  subject: MoveSubject;
  lines: ProviderDesks;
  /** The desk the dashboard shows: the person is already in its line, so it is not offered. */
  fromDeskId: number | undefined;
  onClose: () => void;
}

const OPTION =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-3.5 py-2 text-sm text-slate-800 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:ring-4 has-focus-visible:ring-brand-100';

/**
 * Sends a waiting or called person to another desk's line (a doctor sends a patient for a
 * dressing) or to "first available" for a service. They keep their place in line.
 */
export function MoveDialog({ subject, lines, fromDeskId, onClose }: MoveDialogProps) {
  const titleId = useId();
  const serviceId = useId();
  const { t } = useTranslation('dashboard');
  const tm = useLocalizeMessage();
  const transfer = useTransferEntry();
  // A provider with one desk moves people between services only.
  const others = lines.desks.length > 1 ? lines.desks.filter((desk) => desk.id !== fromDeskId) : [];
  // With services, '' is "first available" for the chosen service.
  const [deskChoice, setDeskChoice] = useState(String(others[0]?.id ?? ''));
  const [service, setService] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = () => {
    const target: MoveTarget = {};
    if (deskChoice) target.desk_id = Number(deskChoice);
    if (service) target.service_id = Number(service);
    if (target.desk_id === undefined && target.service_id === undefined) return setMissing(true);
    transfer.mutate({ id: subject.id, target }, { onSuccess: onClose });
  };

  return (
    <Modal open onDismiss={onClose} labelledBy={titleId} className="px-6 pt-5 pb-7 sm:px-8 sm:pb-8">
      <h2 id={titleId} className="text-xl font-extrabold tracking-tight text-slate-900">
        {t('move.title', { name: subject.name })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('move.intro')}</p>
      <form
        noValidate
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {(others.length > 0 || lines.services.length > 0) && (
          <fieldset disabled={transfer.isPending}>
            <legend className="text-sm font-semibold text-slate-800">{t('move.toDesk')}</legend>
            <div className="mt-2 space-y-2">
              {others.map((desk) => (
                <label key={desk.id} className={OPTION}>
                  <input
                    type="radio"
                    name="move-desk"
                    value={desk.id}
                    checked={deskChoice === String(desk.id)}
                    onChange={() => setDeskChoice(String(desk.id))}
                    className="size-4 accent-brand-600"
                  />
                  <span className="min-w-0 flex-1 font-semibold break-words">{desk.name}</span>
                  <span className="shrink-0 text-xs text-slate-500">{t('desks.waiting', { count: desk.waiting })}</span>
                </label>
              ))}
              {lines.services.length > 0 && (
                <label className={OPTION}>
                  <input
                    type="radio"
                    name="move-desk"
                    value=""
                    checked={deskChoice === ''}
                    onChange={() => setDeskChoice('')}
                    className="size-4 accent-brand-600"
                  />
                  <span className="font-semibold">{t('move.firstAvailable')}</span>
                </label>
              )}
            </div>
          </fieldset>
        )}
        {lines.services.length > 0 && (
          <div className="mt-4">
            <label htmlFor={serviceId} className="text-sm font-semibold text-slate-800">
              {t('move.service')}
            </label>
            <select
              id={serviceId}
              value={service}
              disabled={transfer.isPending}
              onChange={(event) => setService(event.target.value)}
              className="mt-2 h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
            >
              <option value="">{t('move.keepService')}</option>
              {lines.services.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {missing && (
          <p role="alert" className="mt-3 text-sm text-rose-700">
            {tm(DESK_LINE_MESSAGES.transferTarget)}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('move.cancel')}
          </Button>
          <Button type="submit" disabled={transfer.isPending}>
            {t(transfer.isPending ? 'move.moving' : 'move.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
