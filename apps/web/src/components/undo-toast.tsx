import { QUEUE_MESSAGES, UNDO_TOAST_SECONDS } from '@kataar/shared/queue';
import { toast } from '../lib/toast';
import { errorMessage } from '../lib/api';
import { localizeMessage } from '../lib/localize-message';

interface UndoToast {
  /** What was done (a shared message, shown in the page's language). */
  message: string;
  /** Takes it back; a refusal's sentence is shown as the error. */
  undo: () => Promise<unknown>;
  /** What the desk is told once it is taken back. */
  undone: string;
  /** After the undo succeeded or was refused: refresh what it changed. */
  onSettled?: () => void;
}

/**
 * A success toast with an Undo button for a few seconds: a mistaken tap at a busy desk (a call, a
 * removal, a check-in) must be cheap to take back.
 */
export function showUndoToast({ message, undo, undone, onSettled }: UndoToast): void {
  toast.success(
    (current) => (
      <span className="flex items-center gap-3">
        <span>{localizeMessage(message)}</span>
        <button
          type="button"
          onClick={() => {
            toast.dismiss(current.id);
            undo()
              .then(() => toast.success(localizeMessage(undone)))
              .catch((error: unknown) => toast.error(errorMessage(error) || localizeMessage(QUEUE_MESSAGES.undoFailed)))
              .finally(onSettled);
          }}
          className="shrink-0 rounded-full border border-brand-600 px-3 py-1 text-sm font-bold text-brand-700 hover:bg-brand-50"
        >
          {localizeMessage(QUEUE_MESSAGES.undoButton)}
        </button>
      </span>
    ),
    { duration: UNDO_TOAST_SECONDS * 1000 },
  );
}
