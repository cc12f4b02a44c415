import { QUEUE_MESSAGES, type CustomerDetails, type QueueEntry } from '@kataar/shared/queue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, type DataEnvelope } from '../../../lib/api';
import { invalidateDesk } from './pop-customer';

/** POST /queue/add/: a walk-in at the end of the queue. */
export const addCustomer = (details: CustomerDetails): Promise<QueueEntry> =>
  api.post<DataEnvelope<QueueEntry>>('/queue/add/', details).then((body) => body.data);

/** A failed walk-in shows the server's message field, else 'Something went wrong'. */
export const addFailureMessage = (error: unknown): string => {
  const body = error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
  return typeof body?.message === 'string' && body.message ? body.message : QUEUE_MESSAGES.addFailed;
};

export function useAddCustomer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCustomer, onSettled: () => invalidateDesk(queryClient) });
}
