import { createEvent, type EventStatus } from 'ics';
import { bookingReferenceLabel } from '@kataar/shared/appointments';
import type { AppointmentRow } from './appointment-events';
import { foldByOctets } from './ics-folding';

/**
 * The event's status for each booking status: a booking whose advance is not confirmed yet may still
 * lapse, so the calendar holds it as tentative. (A record, so a new booking status must choose one.)
 */
const CALENDAR_STATUS: Record<AppointmentRow['status'], EventStatus> = {
  awaiting_payment: 'TENTATIVE',
  payment_pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  checked_in: 'CONFIRMED',
  no_show: 'CONFIRMED',
  cancelled: 'CANCELLED',
  // The slot went to others while the payment came: the person does not have it.
  slot_taken: 'CANCELLED',
};

/**
 * A TEXT value as RFC 5545 writes it: the ics package escapes the event's own texts but writes an
 * alarm's description as given.
 */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`);

/**
 * The booking as a calendar file (.ics, one VEVENT in UTC), for "Add to calendar" and the
 * confirmation e-mail. Its UID stays the same across reschedules, and SEQUENCE grows with each
 * change, so calendars update the event instead of adding a second one. It links to the provider's
 * public page and reminds an hour before (not once cancelled).
 */
export function appointmentIcs(
  appointment: Pick<AppointmentRow, 'id' | 'reference' | 'startAt' | 'endAt' | 'status' | 'updatedAt'>,
  provider: { businessName: string; address: string; username: string },
  siteUrl: string,
): string {
  const { error, value } = createEvent({
    uid: `${appointment.id}@kataar`,
    productId: 'kataar/appointments',
    start: appointment.startAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: appointment.endAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${provider.businessName}: appointment`,
    description: bookingReferenceLabel(appointment.reference),
    location: provider.address,
    url: `${siteUrl.replace(/\/+$/, '')}/profile/${encodeURIComponent(provider.username)}`,
    status: CALENDAR_STATUS[appointment.status],
    busyStatus: 'BUSY',
    sequence: Math.floor(appointment.updatedAt.getTime() / 1000),
    alarms:
      appointment.status === 'cancelled'
        ? []
        : [
            {
              action: 'display',
              description: escapeText(`Appointment at ${provider.businessName} in 1 hour`),
              trigger: { hours: 1, before: true },
            },
          ],
  });
  if (error || !value) throw error ?? new Error('ics produced nothing');
  return foldByOctets(value);
}
