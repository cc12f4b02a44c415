import type { ProviderOwn } from '@kataar/shared/queue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api, errorMessage, type DataEnvelope } from '../../../lib/api';
import { OWN_PROVIDER_KEY } from '../../../lib/own-provider';

/** PATCH /provider/toggle/: open (true) or close (false) the business; answers with the own profile. */
export const toggleAvailability = (isOpen: boolean): Promise<ProviderOwn> =>
  api.patch<DataEnvelope<ProviderOwn>>('/provider/toggle/', { is_open: isOpen }).then((body) => body.data);

/**
 * The open/closed switch flips at once, then sends the value; a refusal puts it back. Afterwards
 * the own-profile query is refetched, and the public page's copy too.
 */
export const TOGGLE_KEY = ['provider', 'toggle'] as const;

export function useToggleAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: toggleAvailability,
    onMutate: async (isOpen) => {
      await queryClient.cancelQueries({ queryKey: OWN_PROVIDER_KEY });
      const before = queryClient.getQueryData<ProviderOwn>(OWN_PROVIDER_KEY);
      if (before) queryClient.setQueryData<ProviderOwn>(OWN_PROVIDER_KEY, { ...before, is_open: isOpen });
      return { before };
    },
    onError: (error, _isOpen, context) => {
      if (context?.before) queryClient.setQueryData(OWN_PROVIDER_KEY, context.before);
      toast.error(errorMessage(error));
    },
    onSuccess: (provider) => queryClient.setQueryData(OWN_PROVIDER_KEY, provider),
    // Not awaited: 'Updating...' ends when the server has answered, not after the refetch.
    onSettled: (provider) => {
      void queryClient.invalidateQueries({ queryKey: OWN_PROVIDER_KEY });
      if (provider) void queryClient.invalidateQueries({ queryKey: ['provider', 'detail', provider.username] });
    },
  });
}
