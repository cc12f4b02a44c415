import { DISPLAY_MESSAGES, displaySettingsAnswerSchema, type DisplaySettings } from '@kataar/shared/display';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { localizeMessage } from '../../../lib/localize-message';

const DISPLAY_SETTINGS_KEY = ['provider', 'display-settings'] as const;

const parse = (body: unknown): DisplaySettings => displaySettingsAnswerSchema.parse(body).data;

/** GET /provider/display/: whether the waiting-room display shows first names. */
export const useDisplaySettings = () =>
  useQuery({
    queryKey: DISPLAY_SETTINGS_KEY,
    queryFn: ({ signal }) => api.get<unknown>('/provider/display/', { signal }).then(parse),
  });

/** PATCH /provider/display/ (owner only): the switch flips at once and goes back if refused. */
export function useSetDisplaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DisplaySettings) => api.patch<unknown>('/provider/display/', settings).then(parse),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: DISPLAY_SETTINGS_KEY });
      const before = queryClient.getQueryData<DisplaySettings>(DISPLAY_SETTINGS_KEY);
      queryClient.setQueryData(DISPLAY_SETTINGS_KEY, settings);
      return { before };
    },
    onError: (_error, _settings, context) => {
      if (context?.before) queryClient.setQueryData(DISPLAY_SETTINGS_KEY, context.before);
      toast.error(localizeMessage(DISPLAY_MESSAGES.showNamesFailed));
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(DISPLAY_SETTINGS_KEY, settings);
      toast.success(localizeMessage(DISPLAY_MESSAGES.showNamesSaved));
    },
  });
}
