import type { AppointmentSettings } from '@kataar/shared/appointments';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError, type DataEnvelope } from './api';

/**
 * GET /provider/appointments/settings/: the business's hours and booking settings. In lib because
 * the appointment screens edit them and the dashboard's go-live checklist reads whether hours are
 * set: one cache entry for both.
 */
export type AppointmentSettingsAnswer = AppointmentSettings & { razorpay_available: boolean };

export const APPOINTMENT_SETTINGS_PATH = '/provider/appointments/settings/';
export const APPOINTMENT_SETTINGS_KEY = ['provider', 'appointments', 'settings'] as const;

export const getAppointmentSettings = (signal?: AbortSignal): Promise<AppointmentSettingsAnswer> =>
  api.get<DataEnvelope<AppointmentSettingsAnswer>>(APPOINTMENT_SETTINGS_PATH, { signal }).then((body) => body.data);

/** Owner and manager only: a receptionist gets 403, which is how the screens know to hide the settings. */
export const useAppointmentSettings = () =>
  useQuery({
    queryKey: APPOINTMENT_SETTINGS_KEY,
    queryFn: ({ signal }) => getAppointmentSettings(signal),
    retry: false,
  });

export const isForbidden = (error: unknown): boolean => error instanceof ApiError && error.status === 403;
