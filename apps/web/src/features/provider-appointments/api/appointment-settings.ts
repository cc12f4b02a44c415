import type { AppointmentSettings } from '@kataar/shared/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import { APPOINTMENT_SETTINGS_PATH, type AppointmentSettingsAnswer } from '../../../lib/appointment-settings';
import { APPOINTMENT_KEYS } from './keys';

/** PUT /provider/appointments/settings/ (the read, shared with the dashboard, is in lib/appointment-settings). */
export function useSaveAppointmentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AppointmentSettings) =>
      api.put<DataEnvelope<AppointmentSettingsAnswer>>(APPOINTMENT_SETTINGS_PATH, settings).then((body) => body.data),
    onSuccess: (saved) => {
      queryClient.setQueryData(APPOINTMENT_KEYS.settings, saved);
      // New hours change which slots exist and which bookings fall outside them.
      void queryClient.invalidateQueries({ queryKey: [...APPOINTMENT_KEYS.all, 'day'] });
    },
  });
}
