import { APPOINTMENT_MESSAGES as M, providerCancelBodySchema } from '@kataar/shared/appointments';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/form-field';
import { Modal } from '../../components/modal';
import { useLocalizeMessage } from '../../lib/localize-message';

interface CancelDialogProps {
  name: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason the customer will read in their e-mail; the reason is required. */
export function CancelDialog({ name, busy, onConfirm, onClose }: CancelDialogProps) {
  const tm = useLocalizeMessage();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const parsed = providerCancelBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onConfirm(parsed.data.reason);
  };

  return (
    <Modal
      open
      onDismiss={onClose}
      labelledBy={titleId}
      describedBy={`${titleId}-hint`}
      className="px-6 pt-6 pb-7 sm:px-8"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id={titleId} className="text-xl font-extrabold tracking-tight text-slate-900">
          {tm(M.cancelBookingTitle)}
        </h2>
        <p id={`${titleId}-hint`} className="mt-1 text-slate-600">
          {name}. {tm(M.cancelBookingHint)}
        </p>
        <TextAreaField
          className="mt-4"
          label={tm(M.cancelReasonLabel)}
          required
          rows={3}
          maxLength={300}
          value={reason}
          error={error && tm(error)}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {tm(M.keepBooking)}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {tm(M.cancelBookingConfirm)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
