import { QUEUE_MESSAGES } from '@kataar/shared/queue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { localizeMessage } from '../../../lib/localize-message';
import { showUndoableSuccess } from '../undo-toast';
import { invalidateDesk } from './pop-customer';

/** DELETE /queue/delete/{id}/: the entry is kept with status removed. */
export const removeCustomer = (id: number): Promise<unknown> => api.delete(`/queue/delete/${id}/`);

export function useRemoveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCustomer,
    onSuccess: (_answer, id) => showUndoableSuccess(QUEUE_MESSAGES.removed, id, () => void invalidateDesk(queryClient)),
    onError: () => toast.error(localizeMessage(QUEUE_MESSAGES.removeFailed)),
    onSettled: () => invalidateDesk(queryClient),
  });
}
