import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api, errorMessage } from '../../../lib/api';
import type { MessageAnswer } from './park-entry';
import { invalidateDesk } from './pop-customer';

/** Where a move sends someone: a desk's line, or "first available" for a service (or both). */
export type MoveTarget = { desk_id?: number; service_id?: number };

/**
 * POST /queue/transfer/{id}/: a waiting or called person waits in another line at their old place
 * (403 for a practitioner moving someone of another desk, 409 for a closed desk).
 */
export const transferEntry = (id: number, target: MoveTarget): Promise<MessageAnswer> =>
  api.post<MessageAnswer>(`/queue/transfer/${id}/`, target);

export function useTransferEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, target }: { id: number; target: MoveTarget }) => transferEntry(id, target),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => invalidateDesk(queryClient),
  });
}
