import { QUEUE_MESSAGES } from '@kataar/shared/queue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api';
import { invalidateDesk } from './pop-customer';

/** DELETE /queue/delete/{id}/: the entry is kept with status removed. */
export const removeCustomer = (id: number): Promise<unknown> => api.delete(`/queue/delete/${id}/`);

export function useRemoveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCustomer,
    onSuccess: () => toast.success(QUEUE_MESSAGES.removed),
    onError: () => toast.error(QUEUE_MESSAGES.removeFailed),
    onSettled: () => invalidateDesk(queryClient),
  });
}
