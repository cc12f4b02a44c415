import type { CustomerAppointment } from '@kataar/shared/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import { invalidateAppointments } from './my-appointments';

const path = (id: string, action: string) => `/appointments/${encodeURIComponent(id)}/${action}/`;
const post = (id: string, action: string, body: unknown = {}) =>
  api.post<DataEnvelope<CustomerAppointment>>(path(id, action), body).then((answer) => answer.data);

/** POST /appointments/{id}/paid/: "I have paid" by UPI; the booking waits for the desk's confirmation. */
export const claimPayment = (id: string) => post(id, 'paid');
/** POST /appointments/{id}/cancel/. */
export const cancelAppointment = (id: string) => post(id, 'cancel');
/** POST /appointments/{id}/reschedule/ to another free slot of the same provider. */
export const rescheduleAppointment = ({ id, start }: { id: string; start: string }) =>
  post(id, 'reschedule', { start });

/** Each action answers with the booking as it now stands; the lists and slots refetch after it. */
function useAppointmentAction<V>(action: (variables: V) => Promise<CustomerAppointment>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSettled: () => invalidateAppointments(queryClient) });
}

export const useClaimPayment = () => useAppointmentAction(claimPayment);
export const useCancelAppointment = () => useAppointmentAction(cancelAppointment);
export const useRescheduleAppointment = () => useAppointmentAction(rescheduleAppointment);
