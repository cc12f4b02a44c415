import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';

interface Item {
  id: number;
  name: string;
}

/**
 * A list of desks or of services: each row shows its details with Edit and Delete; Edit (and Add)
 * open `form` in place; Delete asks first and shows the API's refusal (a desk people wait at).
 */
export function SetupList<T extends Item>({
  heading,
  items,
  details,
  form,
  remove,
  addLabel,
  empty,
  confirmTitle,
  confirmMessage,
}: {
  heading: string;
  items: T[];
  details: (item: T) => ReactNode;
  form: (item: T | undefined, done: () => void) => ReactNode;
  remove: (id: number) => Promise<string | undefined>;
  addLabel: string;
  /** Shown instead of the list while it has nothing. */
  empty: string;
  confirmTitle: string;
  confirmMessage: (item: T) => string;
}) {
  const { t } = useTranslation('my-profile');
  const tm = useLocalizeMessage();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const done = () => setEditing(null);

  const onDelete = (item: T) => {
    setDeleting(null);
    setRefusal(null);
    remove(item.id).then(
      (message) => message && toast.success(message),
      // The API answers in the page's language; tm covers an answer kept from before a switch.
      (error: unknown) => {
        setRefusal(errorMessage(error));
        toast.error(tm(errorMessage(error)));
      },
    );
  };

  return (
    <div className="mt-6">
      <h3 className="text-base font-bold text-slate-900">{heading}</h3>
      {items.length === 0 && <p className="mt-2 text-sm text-slate-500">{empty}</p>}
      <ul aria-label={heading} className="mt-2 divide-y divide-slate-100">
        {items.map((item) =>
          editing === item.id ? (
            <li key={item.id}>{form(item, done)}</li>
          ) : (
            <li key={item.id} className="flex items-start gap-3 py-3">
              <div className="min-w-0 flex-1">{details(item)}</div>
              <button
                type="button"
                onClick={() => setEditing(item.id)}
                aria-label={t('desks.edit', { name: item.name })}
                className="flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              >
                <Pencil aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                onClick={() => setDeleting(item)}
                aria-label={t('desks.delete', { name: item.name })}
                className="flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-rose-50 hover:text-rose-600"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ),
        )}
      </ul>
      {refusal && (
        <p role="alert" className="mt-2 rounded-xl bg-rose-50 p-3 text-sm font-medium text-rose-700">
          {tm(refusal)}
        </p>
      )}
      {editing === 'new' ? (
        form(undefined, done)
      ) : (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      )}
      {deleting && (
        <ConfirmDialog
          title={confirmTitle}
          message={confirmMessage(deleting)}
          confirmLabel={t('desks.confirmDelete')}
          cancelLabel={t('cancel')}
          onConfirm={() => onDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
