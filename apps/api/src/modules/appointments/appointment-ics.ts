import { createEvent } from 'ics';
import type { AppointmentRow } from './appointment-events';

/** The booking as one calendar event (an .ics file), for the download and the confirmation mail. */
export function appointmentIcs(
  appointment: AppointmentRow,
  provider: { businessName: string; address: string; username: string },
  siteUrl: string,
): string {
  const { error, value } = createEvent({
    uid: `${appointment.id}@kataar`,
    // A rescheduled booking replaces the event the calendar already has.
    sequence: Math.floor(appointment.updatedAt.getTime() / 1000),
    start: appointment.startAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: appointment.endAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Appointment at ${provider.businessName}`,
    description: `Booking ${appointment.reference}`,
    location: provider.address,
    url: `${siteUrl}/profile/${encodeURIComponent(provider.username)}`,
    status: appointment.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    productId: 'kataar/appointments',
  });
  if (error || !value) throw error ?? new Error('ics produced nothing');
  return value;
}
