import type { CustomerDetails, QueueOverview } from '@kataar/shared/queue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { queueOverviewKey } from './get-queue-overview';

/** POST /queue/join/{username}/: answers with the joiner's fresh overview. */
export const joinQueue = (username: string, details: CustomerDetails): Promise<QueueOverview> =>
  api
    .post<DataEnvelope<QueueOverview>>(`/queue/join/${encodeURIComponent(username)}/`, details)
    .then((body) => body.data);

export function useJoinQueue(username: string) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: (details: CustomerDetails) => joinQueue(username, details),
    onSuccess: (overview) => queryClient.setQueryData(queueOverviewKey(username, userId), overview),
  });
}
