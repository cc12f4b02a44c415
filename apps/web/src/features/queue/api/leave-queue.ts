import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { queueOverviewKey } from './get-queue-overview';

/** POST /queue/leave/: leaves whichever queue the caller waits in. */
export const leaveQueue = (): Promise<unknown> => api.post('/queue/leave/');

/** Leaving refetches the queue data on success, so the widget shows the new line at once. */
export function useLeaveQueue(username: string) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: leaveQueue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueOverviewKey(username, userId) }),
  });
}
