import { QUEUE_MESSAGES, UNDO_TOAST_SECONDS } from '@kataar/shared/queue';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api';
import { localizeMessage } from '../../lib/localize-message';
import { undoEntry } from './api/undo-entry';

/**
 * The success toast of a POP or a removal, with an Undo button for a few seconds: a mistaken tap
 * at a busy desk must not cost a person their place.
 */
export function showUndoableSuccess(message: string, entryId: number, onUndoSettled: () => void): void {
  toast.success(
    (current) => (
      <span className="flex items-center gap-3">
        <span>{localizeMessage(message)}</span>
        <button
          type="button"
          onClick={() => {
            toast.dismiss(current.id);
            undoEntry(entryId)
              .then(() => toast.success(localizeMessage(QUEUE_MESSAGES.restored)))
              .catch((error: unknown) => toast.error(errorMessage(error) || localizeMessage(QUEUE_MESSAGES.undoFailed)))
              .finally(onUndoSettled);
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
