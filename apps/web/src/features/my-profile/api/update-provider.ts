import type { ProviderUpdate } from '@kataar/shared/provider-profile';
import type { ProviderOwn } from '@kataar/shared/queue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import { OWN_PROVIDER_KEY } from './get-own-provider';

/** PATCH /provider/update/: only the editable fields travel (the server ignores the rest anyway). */
export const updateProvider = (changes: ProviderUpdate): Promise<ProviderOwn> =>
  api.patch<DataEnvelope<ProviderOwn>>('/provider/update/', changes).then((body) => body.data);

export const useUpdateProvider = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProvider,
    onSuccess: (provider) => {
      queryClient.setQueryData(OWN_PROVIDER_KEY, provider);
      // The public profile and the listings show the change at once.
      void queryClient.invalidateQueries({ queryKey: ['provider'], predicate: (q) => q.queryKey[1] !== 'me' });
    },
  });
};
