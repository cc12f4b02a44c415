import { PHONE_PREFIX } from '@kataar/shared/phone';
import { GENDER_LABELS, QUEUE_MESSAGES, ageYears, type QueueEntry } from '@kataar/shared/queue';
import { ArrowRightLeft, UserMinus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { intlLocale } from '../../lib/language';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useRemoveCustomer } from './api/remove-customer';

/**
 * Spec "Customer Details modal": Name, Age, Gender, Phone, Queue Position, the token, and 'Remove
 * from Queue'; with the desk and service the person chose, and 'Move' when there is another line.
 */
export function CustomerDetailsModal({
  entry,
  onClose,
  onMove,
}: {
  entry: QueueEntry;
  onClose: () => void;
  /** Offered when the provider has several desks or services. */
  onMove?: (() => void) | undefined;
}) {
  const titleId = useId();
  const { t } = useTranslation('dashboard');
  const tm = useLocalizeMessage();
  const remove = useRemoveCustomer();
  const rows: [string, string][] = [
    [t('details.name'), entry.consumer_name],
    [t('details.age'), tm(ageYears(entry.consumer_age))],
    [t('details.gender'), tm(GENDER_LABELS[entry.consumer_gender])],
    [t('details.phone'), `${PHONE_PREFIX} ${entry.consumer_contact}`],
    [t('details.position'), entry.consumer_position.toLocaleString(intlLocale())],
    // Read along its label: 'Token 14' (or 'Token B-14' at a desk with a letter).
    [t('details.token'), entry.token_label],
  ];
  if (entry.desk) rows.push([t('details.desk'), entry.desk.name]);
  if (entry.service) rows.push([t('details.service'), entry.service.name]);
  // What the person wrote when joining, for the staff only.
  if (entry.note) rows.push([t('details.note'), entry.note]);

  return (
    <Modal open onDismiss={onClose} labelledBy={titleId} className="px-6 pt-5 pb-7 sm:px-8 sm:pb-8">
      <div className="flex items-center gap-2">
        <h2 id={titleId} className="flex-1 text-xl font-extrabold tracking-tight text-slate-900">
          {t('customerDetails')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className="-mr-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <dl className="mt-5 divide-y divide-slate-100 rounded-2xl bg-slate-50 px-4 ring-1 ring-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-4 py-3">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="text-right font-semibold break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {onMove && (
        <Button variant="secondary" size="lg" className="mt-6 w-full" onClick={onMove}>
          <ArrowRightLeft aria-hidden="true" className="size-5" />
          {t('move.action')}
        </Button>
      )}
      <Button
        size="lg"
        className={`${onMove ? 'mt-3' : 'mt-6'} w-full !bg-rose-600 hover:!bg-rose-700`}
        disabled={remove.isPending}
        onClick={() => remove.mutate(entry.id, { onSuccess: onClose })}
      >
        <UserMinus aria-hidden="true" className="size-5" />
        {tm(remove.isPending ? QUEUE_MESSAGES.removingButton : QUEUE_MESSAGES.removeButton)}
      </Button>
    </Modal>
  );
}
