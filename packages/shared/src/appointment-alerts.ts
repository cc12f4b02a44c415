import { APPOINTMENT_TIME_ZONE } from './appointments';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from './language';

/** One formatter per locale: alerts for every booking name a slot, and a formatter is costly to make. */
const slotFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Tue, 24 Nov, 10:30" ("मंगल, 24 नव॰, 10:30" in Hindi): how alerts name a slot, in India time
 * whatever the server's zone.
 */
export function slotLabel(start: Date, language: Language = DEFAULT_LANGUAGE): string {
  const locale = INTL_LOCALES[language];
  let format = slotFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: APPOINTMENT_TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    slotFormats.set(locale, format);
  }
  return format.format(start);
}

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
/** To the person whose late payment found the slot booked by others: the money goes back. */
export const bookingSlotTakenTitle = (business: string): string =>
  `Your slot at ${business} was booked by someone else`;
export const bookingSlotTakenBody = (when: string, amount: string): string =>
  `${when}. Your payment of ${amount} arrived after your hold had ended, and the slot was booked meanwhile. It is being refunded. Choose another time in My appointments.`;
/** The same when the provider returns a UPI payment itself. */
export const bookingSlotTakenByHandBody = (when: string, amount: string): string =>
  `${when}. Your payment of ${amount} arrived after your hold had ended, and the slot was booked meanwhile. The provider will return it to you. Choose another time in My appointments.`;
