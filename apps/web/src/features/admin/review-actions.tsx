import { APPLICATION_MESSAGES as M } from '@kataar/shared/application';
import { approveBodySchema, rejectBodySchema } from '@kataar/shared/application-review';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TEXT_AREA } from '../../components/form-field';
import { errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useReviewApplication, type Decision } from './api/review-application';

/** A decision waiting for the admin's confirmation, with its checked note. */
interface Asked {
  decision: Decision;
  note: string | undefined;
}

/**
 * Approve or Reject a pending application, each after a confirmation: neither can be taken back,
 * and both mail the applicant. The note goes with the mail: optional for an approval, required for
 * a rejection (the shared schema's message when it is missing, before anything is asked).
 */
export function ReviewActions({ id, business, applicant }: { id: string; business: string; applicant: string }) {
  const { t } = useTranslation('admin');
  const tm = useLocalizeMessage();
  const noteId = useId();
  const errorId = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asked | null>(null);
  const review = useReviewApplication();

  const decide = (decision: Decision) => {
    setFailure(null);
    const checked =
      decision === 'reject' ? rejectBodySchema.safeParse({ note }) : approveBodySchema.safeParse({ note });
    if (!checked.success) {
      setNoteError(checked.error.issues[0]?.message ?? M.noteRequired);
      document.getElementById(noteId)?.focus();
      return;
    }
    setNoteError(null);
    setAsking({ decision, note: checked.data?.note || undefined });
  };

  const confirmed = ({ decision, note: checkedNote }: Asked) => {
    setAsking(null);
    review.mutate(
      { id, decision, note: checkedNote },
      {
        onSuccess: () => {
          toast.success(tm(decision === 'approve' ? M.approved : M.rejected));
          setNote('');
        },
        onError: (error) => {
          const message = errorMessage(error);
          setFailure(message);
          toast.error(message);
        },
      },
    );
  };

  const working = review.isPending ? review.variables.decision : null;

  return (
    <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{t('decision.title')}</h2>
      <label htmlFor={noteId} className="mt-4 block text-sm font-semibold text-slate-800">
        {t('decision.note')}
      </label>
      <textarea
        id={noteId}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          if (noteError) setNoteError(null);
        }}
        rows={4}
        maxLength={1000}
        aria-invalid={noteError ? true : undefined}
        aria-describedby={noteError ? errorId : `${noteId}-hint`}
        className={TEXT_AREA}
      />
      {noteError ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-rose-600">
          {tm(noteError)}
        </p>
      ) : (
        <p id={`${noteId}-hint`} className="mt-1.5 text-xs text-slate-500">
          {t('decision.noteHint')}
        </p>
      )}
      {failure && (
        <p
          role="alert"
          className="mt-4 rounded-xl bg-rose-50 p-3 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
        >
          {failure}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <Button onClick={() => decide('approve')} disabled={review.isPending} className="flex-1 sm:flex-none">
          <Check aria-hidden="true" className="size-4" />
          {working === 'approve' ? t('decision.approving') : t('decision.approve')}
        </Button>
        <button
          type="button"
          onClick={() => decide('reject')}
          disabled={review.isPending}
          className="inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-full border border-rose-600 bg-white px-5 text-sm font-semibold text-rose-700 transition-colors hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 disabled:cursor-not-allowed disabled:opacity-50 sm:flex-none"
        >
          <X aria-hidden="true" className="size-4" />
          {working === 'reject' ? t('decision.rejecting') : t('decision.reject')}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          tone={asking.decision === 'approve' ? 'primary' : 'danger'}
          title={t(asking.decision === 'approve' ? 'decision.confirmApproveTitle' : 'decision.confirmRejectTitle')}
          message={t(asking.decision === 'approve' ? 'decision.confirmApprove' : 'decision.confirmReject', {
            business,
            name: applicant,
          })}
          confirmLabel={t(asking.decision === 'approve' ? 'decision.approve' : 'decision.reject')}
          cancelLabel={t('decision.cancel')}
          onConfirm={() => confirmed(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
