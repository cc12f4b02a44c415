import { QUEUE_MESSAGES, nextCustomerMessage, type PopAnswer } from '@kataar/shared/queue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { localizeMessage } from '../../../lib/localize-message';
import { showUndoableSuccess } from '../undo-toast';
import { DESK_KEYS } from './keys';

/**
 * POST /queue/pop/: calls the first person of a desk's line (409 'The queue is empty.' when nobody
 * waits). Without a desk the server calls at its default one, with no body, as before desks.
 */
export const popCustomer = (deskId: number | undefined): Promise<PopAnswer['data']> =>
  api.post<PopAnswer>('/queue/pop/', deskId === undefined ? undefined : { desk_id: deskId }).then((body) => body.data);

export function usePopCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: popCustomer,
    onSuccess: (called) =>
      showUndoableSuccess(nextCustomerMessage(called.consumer_name), called.id, () => void invalidateDesk(queryClient)),
    onError: () => toast.error(localizeMessage(QUEUE_MESSAGES.popFailed)),
    onSettled: () => invalidateDesk(queryClient),
  });
}

/** After any change of the waiting list: the list, who was called lately and today's numbers. */
export const invalidateDesk = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: DESK_KEYS.entries }),
    queryClient.invalidateQueries({ queryKey: DESK_KEYS.called }),
    queryClient.invalidateQueries({ queryKey: DESK_KEYS.analyticsToday }),
  ]);
