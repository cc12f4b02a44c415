import type { NotificationPreferences } from '@kataar/shared/notifications';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from './api';

const key = (userId: string | null) => ['notification-preferences', userId] as const;

/** GET /notifications/preferences/ of the signed-in user. */
export const notificationPreferencesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: key(userId),
    queryFn: () =>
      api.get<DataEnvelope<NotificationPreferences>>('/notifications/preferences/').then((body) => body.data),
    enabled: userId !== null,
  });

/** PATCH /notifications/preferences/: the answer replaces the cached preferences. */
export function useUpdateNotificationPreferences(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<NotificationPreferences>) =>
      api
        .patch<DataEnvelope<NotificationPreferences>>('/notifications/preferences/', changes)
        .then((body) => body.data),
    onSuccess: (prefs) => queryClient.setQueryData(key(userId), prefs),
  });
}
