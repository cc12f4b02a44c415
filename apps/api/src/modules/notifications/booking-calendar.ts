import type { MailAttachment } from '../../lib/mailer';
import { appointmentIcs } from '../appointments/appointment-service';

type IcsBooking = Parameters<typeof appointmentIcs>[0];
type IcsPlace = Parameters<typeof appointmentIcs>[1];

/**
 * What a confirmation e-mail needs to attach the booking's calendar file, kept in its outbox row
 * (JSON, so instants as ISO strings). The file itself is built only when the mail is sent: a booking
 * pays nothing for it, and one whose person takes no e-mail never builds it.
 */
export interface BookingCalendar {
  id: string;
  reference: string;
  start: string;
  end: string;
  status: IcsBooking['status'];
  updatedAt: string;
  place: IcsPlace;
  siteUrl: string;
}

export const bookingCalendar = (booking: IcsBooking, place: IcsPlace, siteUrl: string): BookingCalendar => ({
  id: booking.id,
  reference: booking.reference,
  start: booking.startAt.toISOString(),
  end: booking.endAt.toISOString(),
  status: booking.status,
  updatedAt: booking.updatedAt.toISOString(),
  place: { businessName: place.businessName, address: place.address, username: place.username },
  siteUrl,
});

/** The `.ics` attachment of a confirmation e-mail; the same event as the booking's calendar download. */
export function calendarAttachment(calendar: BookingCalendar): MailAttachment {
  const booking: IcsBooking = {
    id: calendar.id,
    reference: calendar.reference,
    startAt: new Date(calendar.start),
    endAt: new Date(calendar.end),
    status: calendar.status,
    updatedAt: new Date(calendar.updatedAt),
  };
  return {
    filename: `${calendar.reference}.ics`,
    contentType: 'text/calendar; charset=utf-8',
    content: appointmentIcs(booking, calendar.place, calendar.siteUrl),
  };
}
