import type { ApplicationPayload } from '@kataar/shared/application';
import type { ApplicationRecord } from '@kataar/shared/application-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import { MY_APPLICATION_KEY } from '../../../lib/my-application';
import { getSession, updateUser } from '../../../lib/session';

/** The spec's application payload: the fields, `location` fixed to 'None', and the applicant's id. */
export type ApplicationBody = ApplicationPayload & { location: string; user: string };

export const submitApplication = (body: ApplicationBody): Promise<ApplicationRecord> =>
  api.post<DataEnvelope<ApplicationRecord>>('/application/apply/', body).then((answer) => answer.data);

export const useSubmitApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (record) => {
      // From now on the menu and the wizard follow this application.
      const { user } = getSession();
      if (user) updateUser({ ...user, has_application: true });
      queryClient.setQueryData([...MY_APPLICATION_KEY, record.user], record);
      return queryClient.invalidateQueries({ queryKey: MY_APPLICATION_KEY });
    },
  });
};
