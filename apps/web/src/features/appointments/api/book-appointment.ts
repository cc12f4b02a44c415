import type { BookAppointmentBody, CustomerAppointment } from '@kataar/shared/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import { invalidateAppointments } from './my-appointments';

/** POST /appointments/: 201 with the booking, its amount due and, for UPI in advance, the upi:// link. */
export const bookAppointment = (body: BookAppointmentBody): Promise<CustomerAppointment> =>
  api.post<DataEnvelope<CustomerAppointment>>('/appointments/', body).then((answer) => answer.data);

export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bookAppointment, onSettled: () => invalidateAppointments(queryClient) });
}
