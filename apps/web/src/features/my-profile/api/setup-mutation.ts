import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DESKS_KEY } from './get-desks';
import { SERVICES_KEY } from './get-services';

/** A write to desks or services: a desk's services are also the services' desks, so both lists reload. */
export const useSetupMutation = <T, V>(mutationFn: (variables: V) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DESKS_KEY }),
        queryClient.invalidateQueries({ queryKey: SERVICES_KEY }),
      ]),
  });
};
