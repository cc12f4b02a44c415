import type { WebhookSaved } from '@kataar/shared/webhook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import { WEBHOOK_KEY } from './get-webhook';

/** PUT /provider/webhook/ { url }: the secret comes back only when it was just created. */
export const saveWebhook = (url: string): Promise<WebhookSaved> =>
  api.put<DataEnvelope<WebhookSaved>>('/provider/webhook/', { url }).then((body) => body.data);

/** POST /provider/webhook/rotate/: a new secret, shown once. */
export const rotateWebhookSecret = (): Promise<WebhookSaved> =>
  api.post<DataEnvelope<WebhookSaved>>('/provider/webhook/rotate/').then((body) => body.data);

/** DELETE /provider/webhook/: no more events; the delivery log goes too. */
export const removeWebhook = (): Promise<unknown> => api.delete('/provider/webhook/');

const useWebhookMutation = <T, V>(mutationFn: (variables: V) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_KEY }) });
};

export const useSaveWebhook = () => useWebhookMutation(saveWebhook);
export const useRotateWebhookSecret = () => useWebhookMutation(rotateWebhookSecret);
export const useRemoveWebhook = () => useWebhookMutation(removeWebhook);
