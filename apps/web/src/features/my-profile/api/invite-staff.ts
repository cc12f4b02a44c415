import type { StaffInvite, StaffMember } from '@kataar/shared/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import { STAFF_KEY } from './get-staff';

/** POST /provider/staff/ { email, role }: adds the person and mails them an invitation. */
export const inviteStaff = (invite: StaffInvite): Promise<StaffMember> =>
  api.post<DataEnvelope<StaffMember>>('/provider/staff/', invite).then((body) => body.data);

export const useInviteStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
};
