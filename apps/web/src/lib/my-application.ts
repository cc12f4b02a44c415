import type { ApplicationRecord } from '@kataar/shared/application-review';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError, type DataEnvelope } from './api';

/**
 * The signed-in user's newest application (GET /application/mine/), or null when they have none
 * (404). It lives in lib because the user menu (features/auth) links to it and the onboarding
 * feature shows it; the check is by hand so the header's bundle stays free of zod.
 */
export const getMyApplication = async (signal?: AbortSignal): Promise<ApplicationRecord | null> => {
  try {
    const body = await api.get<DataEnvelope<ApplicationRecord>>('/application/mine/', { signal, promptLogin: false });
    const data: unknown = body?.data;
    return typeof data === 'object' && data !== null && typeof (data as { status?: unknown }).status === 'string'
      ? (data as ApplicationRecord)
      : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const MY_APPLICATION_KEY = ['application', 'mine'] as const;

export const myApplicationQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...MY_APPLICATION_KEY, userId],
    queryFn: ({ signal }) => getMyApplication(signal),
    staleTime: 60_000,
  });
