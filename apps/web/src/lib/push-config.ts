import type { z } from 'zod';
import type { pushPublicKeyAnswerSchema } from '@kataar/shared/notifications';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

export type PushConfig = z.infer<typeof pushPublicKeyAnswerSchema>['data'];

/**
 * GET /push/public-key/: the server's Web Push key (null when push is not set up) and whether the
 * Join Queue form offers WhatsApp updates. Fixed for the server's lifetime.
 */
export const pushConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['push-config'],
    queryFn: () => api.get<{ data: PushConfig }>('/push/public-key/').then((body) => body.data),
    staleTime: Infinity,
  });
