import { QUEUE_MESSAGES } from '@kataar/shared/queue';
import { showUndoToast } from '../../components/undo-toast';
import { undoEntry } from './api/undo-entry';

/**
 * The success toast of a POP or a removal, with an Undo button for a few seconds: a mistaken tap
 * at a busy desk must not cost a person their place.
 */
export function showUndoableSuccess(message: string, entryId: number, onUndoSettled: () => void): void {
  showUndoToast({ message, undo: () => undoEntry(entryId), undone: QUEUE_MESSAGES.restored, onSettled: onUndoSettled });
}
