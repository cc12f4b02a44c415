import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api, errorMessage } from '../../../lib/api';
import { invalidateDesk } from './pop-customer';

/** The `{ message }` answer of the desk's moves. */
export type MessageAnswer = { message: string };

/** POST /queue/park/{id}/: a called person stepped out; they keep their token (409 unless called). */
export const parkEntry = (id: number): Promise<MessageAnswer> => api.post<MessageAnswer>(`/queue/park/${id}/`);

/** POST /queue/recall/{id}/: calls a parked person back, alerting them again (409 unless parked). */
export const recallEntry = (id: number): Promise<MessageAnswer> => api.post<MessageAnswer>(`/queue/recall/${id}/`);

/** Park or recall; the toast says the server's words (already in the caller's language). */
export function useParkOrRecall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, park }: { id: number; park: boolean }) => (park ? parkEntry(id) : recallEntry(id)),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => invalidateDesk(queryClient),
  });
}
