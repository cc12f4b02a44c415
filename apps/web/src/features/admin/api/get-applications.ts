import type { ApplicationStatus } from '@kataar/shared/application';
import type { AdminApplication } from '@kataar/shared/application-review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

export const ADMIN_APPLICATIONS_KEY = ['admin', 'applications'] as const;

/** GET /admin/applications/?status=…: newest first. */
export const getApplications = (status: ApplicationStatus, signal?: AbortSignal): Promise<AdminApplication[]> =>
  api
    .get<DataEnvelope<AdminApplication[]>>('/admin/applications/', { signal, query: { status } })
    .then((body) => body.data);

export const applicationsQueryOptions = (status: ApplicationStatus) =>
  queryOptions({
    queryKey: [...ADMIN_APPLICATIONS_KEY, 'list', status],
    queryFn: ({ signal }) => getApplications(status, signal),
    staleTime: 10_000,
  });

export const useApplications = (status: ApplicationStatus) => useQuery(applicationsQueryOptions(status));
