import { STAFF_MESSAGES } from '@kataar/shared/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { STAFF_KEY } from './get-staff';

/** DELETE /provider/staff/{user_id}/: answers with the message to show. */
export const removeStaff = (userId: string): Promise<string> =>
  api
    .delete<{ message?: string }>(`/provider/staff/${encodeURIComponent(userId)}/`)
    .then((body) => body?.message ?? STAFF_MESSAGES.removed);

export const useRemoveStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
};
