import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** 4xx answers are final (unknown provider, bad query); only network and 5xx failures are retried. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
