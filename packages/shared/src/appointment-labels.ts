/**
 * The few appointment words and constants that always-loaded parts need (the header's menus, the
 * desk's waiting list, the live stream), apart from appointments.ts: importing that would bring its
 * schemas into every page's first paint.
 */
export const APPOINTMENT_TIME_ZONE = 'Asia/Kolkata';

export const APPOINTMENT_MENU = {
  myAppointments: 'My appointments',
  myAppointmentsHint: 'Your bookings, upcoming and past',
  /** The provider's day view. */
  dayView: 'Appointments',
} as const;

/**
 * The words of a provider's 'Book appointment' button, which the page draws before any of the
 * booking's own code has loaded (APPOINTMENT_MESSAGES carries them too).
 */
export const APPOINTMENT_OFFER = {
  bookButton: 'Book appointment',
  loginToBook: 'Please log in to book an appointment',
} as const;

/** The circle of an appointment in the desk's waiting list: 'Appointment 10:30'. */
export const appointmentCircleLabel = (clock: string): string => `Appointment ${clock}`;

/** A YYYY-MM-DD day, as the live stream names the day whose bookings changed. */
export const isIsoDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
