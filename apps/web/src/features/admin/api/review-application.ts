import type { AdminApplication } from '@kataar/shared/application-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import { applicationQueryOptions } from './get-application';
import { ADMIN_APPLICATIONS_KEY } from './get-applications';

export type Decision = 'approve' | 'reject';

export interface ReviewRequest {
  id: string;
  decision: Decision;
  /** Required for a rejection (mailed to the applicant), optional for an approval. */
  note?: string | undefined;
}

/** POST /admin/applications/{id}/approve/ or …/reject/ { note }. */
export const reviewApplication = ({ id, decision, note }: ReviewRequest): Promise<AdminApplication> =>
  api
    .post<DataEnvelope<AdminApplication>>(
      `/admin/applications/${encodeURIComponent(id)}/${decision}/`,
      note ? { note } : decision === 'approve' ? {} : { note: '' },
    )
    .then((body) => body.data);

export const useReviewApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewApplication,
    onSuccess: (application) => {
      queryClient.setQueryData(applicationQueryOptions(application.id).queryKey, application);
      // The lists of both statuses change; an approval also adds a provider to the listings.
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_APPLICATIONS_KEY, 'list'] });
      if (application.status === 'approved') void queryClient.invalidateQueries({ queryKey: ['provider'] });
    },
  });
};
