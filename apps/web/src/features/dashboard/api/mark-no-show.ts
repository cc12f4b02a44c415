import { QUEUE_MESSAGES } from '@kataar/shared/queue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { ApiError, api, errorMessage } from '../../../lib/api';
import { localizeMessage } from '../../../lib/localize-message';
import { invalidateDesk } from './pop-customer';

/** POST /queue/no-show/{id}/: within 30 minutes of the call (409 later, 404 for others' entries). */
export const markNoShow = (id: number): Promise<unknown> => api.post(`/queue/no-show/${id}/`);

export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoShow,
    onSuccess: () => toast.success(localizeMessage(QUEUE_MESSAGES.markedNoShow)),
    // The server's reason (too late, not called from this queue) says more than a generic failure.
    onError: (error) =>
      toast.error(error instanceof ApiError ? errorMessage(error) : localizeMessage(QUEUE_MESSAGES.noShowFailed)),
    onSettled: () => invalidateDesk(queryClient),
  });
}
