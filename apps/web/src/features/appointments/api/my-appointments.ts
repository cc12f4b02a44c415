import type { CustomerAppointment } from '@kataar/shared/appointments';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

const MY_APPOINTMENTS_KEY = ['appointments', 'mine'] as const;
export const myAppointmentsKey = (userId: string) => [...MY_APPOINTMENTS_KEY, userId] as const;

/** GET /appointments/mine/: upcoming ones (soonest first), then past ones (latest first). */
export const myAppointmentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: myAppointmentsKey(userId),
    queryFn: ({ signal }) =>
      api.get<DataEnvelope<CustomerAppointment[]>>('/appointments/mine/', { signal }).then((body) => body.data),
  });

export const useMyAppointments = (userId: string) => useQuery(myAppointmentsQueryOptions(userId));

/** A booking, a payment or a change to one refreshes the list and the day's free slots. */
export function invalidateAppointments(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['appointments'] });
}
