import type { MyQueue } from '@kataar/shared/queue';
import { queryOptions } from '@tanstack/react-query';
import { api, type DataEnvelope } from './api';

/**
 * Where the signed-in user waits (GET /queue/mine/), or null. It lives in lib because the layouts'
 * banner, the user menu (features/auth) and the queue feature all read it; the shape is checked by
 * hand so the header's bundle stays free of zod.
 */
export const getMyQueue = async (signal?: AbortSignal): Promise<MyQueue | null> => {
  const body = await api.get<DataEnvelope<MyQueue | null>>('/queue/mine/', { signal, promptLogin: false });
  const data: unknown = body?.data;
  return typeof data === 'object' && data !== null && typeof (data as { username?: unknown }).username === 'string'
    ? (data as MyQueue)
    : null;
};

export const MY_QUEUE_KEY = ['queue', 'mine'] as const;

export const myQueueKey = (userId: string) => [...MY_QUEUE_KEY, userId] as const;

/** Joins and leaves refresh it; while it names a queue, the banner follows that queue's stream. */
export const myQueueQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: myQueueKey(userId),
    queryFn: ({ signal }) => getMyQueue(signal),
    staleTime: 30_000,
  });
