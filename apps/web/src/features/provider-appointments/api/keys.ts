import { APPOINTMENT_SETTINGS_KEY } from '../../../lib/appointment-settings';

/** Cache keys of the provider's appointments; actions and live events invalidate the day they change. */
export const APPOINTMENT_KEYS = {
  all: ['provider', 'appointments'] as const,
  day: (date: string) => ['provider', 'appointments', 'day', date] as const,
  settings: APPOINTMENT_SETTINGS_KEY,
};
