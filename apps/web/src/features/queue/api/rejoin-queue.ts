import { QUEUE_MESSAGES } from '@kataar/shared/queue-messages';
import type { QueueOverview } from '@kataar/shared/queue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { ApiError, api, errorMessage, type DataEnvelope } from '../../../lib/api';
import { localizeMessage } from '../../../lib/localize-message';
import { useSession } from '../../../lib/session';
import { queueOverviewKey } from './get-queue-overview';

/** POST /queue/rejoin/: back at the old place in this provider's queue; answers the new overview. */
export const rejoinQueue = (username: string): Promise<QueueOverview> =>
  api.post<DataEnvelope<QueueOverview>>('/queue/rejoin/', { username }).then((body) => body.data);

export function useRejoinQueue(username: string) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: () => rejoinQueue(username),
    onSuccess: (overview) => {
      queryClient.setQueryData(queueOverviewKey(username, userId), overview);
      toast.success(localizeMessage(QUEUE_MESSAGES.rejoined));
    },
    // The server says why (too late, already rejoined once, waiting elsewhere).
    onError: (error) => {
      toast.error(error instanceof ApiError ? errorMessage(error) : localizeMessage(QUEUE_MESSAGES.rejoinFailed));
      void queryClient.invalidateQueries({ queryKey: queueOverviewKey(username, userId) });
    },
  });
}
