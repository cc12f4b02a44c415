import { QUEUE_MESSAGES, type QueueStatus } from '@kataar/shared/queue';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { localizeMessage } from '../../../lib/localize-message';
import { DESK_KEYS } from './keys';

/** GET /queue/status/: `{ queue_status }` at the top level (true running, false paused). */
export const getQueueStatus = (signal?: AbortSignal): Promise<boolean> =>
  api.get<QueueStatus>('/queue/status/', { signal }).then((body) => body.queue_status);

export const setQueueStatus = (running: boolean): Promise<boolean> =>
  api.patch<QueueStatus>('/queue/status/', { queue_status: running }).then((body) => body.queue_status);

export const queueStatusQueryOptions = () =>
  queryOptions({ queryKey: DESK_KEYS.status, queryFn: ({ signal }) => getQueueStatus(signal), staleTime: 0 });

export const useQueueStatus = () => useQuery(queueStatusQueryOptions());

/** Pause/resume: the button sends the opposite of the current state; on success it flips and a toast shows. */
export const SET_STATUS_KEY = ['queue', 'status', 'set'] as const;

export function useSetQueueStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SET_STATUS_KEY,
    mutationFn: setQueueStatus,
    onSuccess: (running) => {
      queryClient.setQueryData(DESK_KEYS.status, running);
      toast.success(localizeMessage(running ? QUEUE_MESSAGES.resumed : QUEUE_MESSAGES.paused));
    },
    onError: () => toast.error(localizeMessage(QUEUE_MESSAGES.statusFailed)),
  });
}
