import { APPOINTMENT_TIME_ZONE } from './appointments';

// Made once: building a DateTimeFormat (locale and time zone data) costs far more than formatting.
const slotFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: APPOINTMENT_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Tue, 24 Nov, 10:30": how alerts name a slot, in India time whatever the server's zone. */
export const slotLabel = (start: Date): string => slotFormat.format(start);

export const bookingConfirmedTitle = (business: string): string => `Appointment confirmed at ${business}`;
export const bookingConfirmedBody = (when: string, reference: string): string =>
  `${when}. Booking ${reference}. The calendar file is attached to the e-mail.`;
export const bookingRescheduledTitle = (business: string): string => `Appointment moved at ${business}`;
export const bookingReminderTitle = (business: string, hours: number): string =>
  hours >= 24 ? `Tomorrow: your appointment at ${business}` : `In ${hours} hour: your appointment at ${business}`;
export const bookingReminderBody = (when: string, reference: string): string =>
  `${when}. Booking ${reference}. Check in at the desk when you arrive.`;
export const bookingCancelledTitle = (business: string): string => `${business} cancelled your appointment`;
export const bookingCancelledBody = (when: string, reason: string): string => `${when}. Reason: ${reason}`;
