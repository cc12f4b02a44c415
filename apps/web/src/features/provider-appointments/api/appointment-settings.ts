import type { AppointmentSettings } from '@kataar/shared/appointments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, type DataEnvelope } from '../../../lib/api';
import { APPOINTMENT_KEYS } from './keys';

/** GET/PUT /provider/appointments/settings/: the settings, and whether this server offers Razorpay. */
export type AppointmentSettingsAnswer = AppointmentSettings & { razorpay_available: boolean };

const PATH = '/provider/appointments/settings/';

export const getAppointmentSettings = (signal?: AbortSignal): Promise<AppointmentSettingsAnswer> =>
  api.get<DataEnvelope<AppointmentSettingsAnswer>>(PATH, { signal }).then((body) => body.data);

/** Owner and manager only: a receptionist gets 403, which is how the screens know to hide the settings. */
export const useAppointmentSettings = () =>
  useQuery({
    queryKey: APPOINTMENT_KEYS.settings,
    queryFn: ({ signal }) => getAppointmentSettings(signal),
    retry: false,
  });

export const isForbidden = (error: unknown): boolean => error instanceof ApiError && error.status === 403;

export function useSaveAppointmentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AppointmentSettings) =>
      api.put<DataEnvelope<AppointmentSettingsAnswer>>(PATH, settings).then((body) => body.data),
    onSuccess: (saved) => {
      queryClient.setQueryData(APPOINTMENT_KEYS.settings, saved);
      // New hours change which slots exist and which bookings fall outside them.
      void queryClient.invalidateQueries({ queryKey: [...APPOINTMENT_KEYS.all, 'day'] });
    },
  });
}
