import type { WebhookDelivery } from '@kataar/shared/webhook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

export const WEBHOOK_KEY = ['provider-webhook'] as const;
export const WEBHOOK_DELIVERIES_KEY = [...WEBHOOK_KEY, 'deliveries'] as const;

/** GET /provider/webhook/: the URL events go to, or null. Owner only; the secret is never in it. */
export const getWebhook = (signal?: AbortSignal): Promise<{ url: string } | null> =>
  api.get<DataEnvelope<{ url: string } | null>>('/provider/webhook/', { signal }).then((body) => body.data);

/** `enabled` once the caller is known to be the owner: other members get 403. */
export const useWebhook = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: WEBHOOK_KEY, queryFn: ({ signal }) => getWebhook(signal), enabled }));

/** GET /provider/webhook/deliveries/: the last 50 tries, newest first. */
export const getWebhookDeliveries = (signal?: AbortSignal): Promise<WebhookDelivery[]> =>
  api.get<DataEnvelope<WebhookDelivery[]>>('/provider/webhook/deliveries/', { signal }).then((body) => body.data);

export const useWebhookDeliveries = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: WEBHOOK_DELIVERIES_KEY,
      queryFn: ({ signal }) => getWebhookDeliveries(signal),
      enabled,
    }),
  );
