/**
 * The menus' words for appointments, apart from appointments.ts: the header is on every page's
 * first paint, and importing appointments.ts would bring its schemas along.
 */
export const APPOINTMENT_MENU = {
  myAppointments: 'My appointments',
  myAppointmentsHint: 'Your bookings, upcoming and past',
} as const;
