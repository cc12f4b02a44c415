import type { AdminApplication } from '@kataar/shared/application-review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import { ADMIN_APPLICATIONS_KEY } from './get-applications';

/** GET /admin/applications/{id}/: every field and the documents. */
export const getApplication = (id: string, signal?: AbortSignal): Promise<AdminApplication> =>
  api
    .get<DataEnvelope<AdminApplication>>(`/admin/applications/${encodeURIComponent(id)}/`, { signal })
    .then((body) => body.data);

export const applicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_APPLICATIONS_KEY, 'detail', id],
    queryFn: ({ signal }) => getApplication(id, signal),
  });

export const useApplication = (id: string) => useQuery(applicationQueryOptions(id));
