import type { StaffMember } from '@kataar/shared/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

export const STAFF_KEY = ['staff'] as const;

/** GET /provider/staff/: the business's members. Owner only: a manager or receptionist gets 403. */
export const getStaff = (signal?: AbortSignal): Promise<StaffMember[]> =>
  api.get<DataEnvelope<StaffMember[]>>('/provider/staff/', { signal }).then((body) => body.data);

export const staffQueryOptions = () => queryOptions({ queryKey: STAFF_KEY, queryFn: ({ signal }) => getStaff(signal) });

export const useStaff = () => useQuery(staffQueryOptions());
