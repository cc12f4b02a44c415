import { useId } from 'react';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** 'danger' (red) for an action that loses something; 'primary' for one that grants (an approval). */
  tone?: 'danger' | 'primary';
}

/** Asks before an action that cannot be taken back; Escape, Back and the backdrop cancel. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'danger',
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal
      open
      role="alertdialog"
      onDismiss={onCancel}
      labelledBy={titleId}
      describedBy={`${titleId}-message`}
      className="px-6 pt-6 pb-7 sm:px-8"
    >
      <h2 id={titleId} className="text-xl font-extrabold tracking-tight text-slate-900">
        {title}
      </h2>
      <p id={`${titleId}-message`} className="mt-2 text-slate-600">
        {message}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={tone} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
