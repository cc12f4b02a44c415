import type { ProviderAppointment } from '@kataar/shared/appointments';
import { QUEUE_POLL_MS } from '@kataar/shared/queue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import { APPOINTMENT_KEYS } from './keys';

export interface DaySlot {
  start: string;
  end: string;
  seats: number;
  bookings: ProviderAppointment[];
}

/** GET /provider/appointments/?date=: the day's slots with their bookings, and bookings now outside the hours. */
export interface AppointmentDay {
  date: string;
  slots: DaySlot[];
  outside_hours: ProviderAppointment[];
}

export const getAppointmentDay = (date: string, signal?: AbortSignal): Promise<AppointmentDay> =>
  api
    .get<DataEnvelope<AppointmentDay>>('/provider/appointments/', { query: { date }, signal })
    .then((body) => body.data);

/** Refetched on every `appointments` event of the live stream; polled while the stream is down. */
export const appointmentDayQueryOptions = (date: string, live: boolean) =>
  queryOptions({
    queryKey: APPOINTMENT_KEYS.day(date),
    queryFn: ({ signal }) => getAppointmentDay(date, signal),
    refetchInterval: live ? false : QUEUE_POLL_MS,
  });

export const useAppointmentDay = (date: string, live: boolean) => useQuery(appointmentDayQueryOptions(date, live));
