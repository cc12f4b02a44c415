import type { ProviderOwn } from '@kataar/shared/queue';
import { useQueryClient } from '@tanstack/react-query';
import { OWN_PROVIDER_KEY } from '../../lib/own-provider';
import { useQueueStream } from '../../lib/use-queue-stream';
import { deskLinesKey } from './api/get-desk-lines';
import { DESK_KEYS } from './api/keys';
import { invalidateDesk } from './api/pop-customer';
import { SET_STATUS_KEY } from './api/queue-status';
import { TOGGLE_KEY } from './api/toggle-availability';

/**
 * The dashboard follows its own queue's public event stream: every event (someone joined from
 * their phone, left, was called by a colleague) refetches the waiting list and today's numbers, and
 * carries the open and running flags, which a colleague may have changed. `live` false means the
 * stream is down and the queries poll instead.
 */
export function useDeskLive(username: string | undefined): { live: boolean } {
  const queryClient = useQueryClient();
  return useQueueStream(username, (overview) => {
    void invalidateDesk(queryClient);
    // Each desk's line length, shown in the desk picker.
    if (username) void queryClient.invalidateQueries({ queryKey: deskLinesKey(username) });
    // A switch or button being pressed right now wins over the event.
    if (queryClient.isMutating({ mutationKey: SET_STATUS_KEY }) === 0) {
      queryClient.setQueryData(DESK_KEYS.status, overview.queue_status);
    }
    if (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) === 0) {
      queryClient.setQueryData<ProviderOwn>(OWN_PROVIDER_KEY, (own) =>
        own && own.is_open !== overview.is_open ? { ...own, is_open: overview.is_open } : own,
      );
    }
  });
}
