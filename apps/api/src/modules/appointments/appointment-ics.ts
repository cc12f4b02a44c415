import { createEvent } from 'ics';
import { bookingReferenceLabel } from '@kataar/shared/appointments';
import type { AppointmentRow } from './appointment-events';
import { foldByOctets } from './ics-folding';

/**
 * The booking as a calendar file (.ics, one VEVENT in UTC), for "Add to calendar" and the
 * confirmation e-mail. Its UID stays the same across reschedules, and SEQUENCE grows with each
 * change, so calendars update the event instead of adding a second one.
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
    url: `${siteUrl.replace(/\/+$/, '')}/${provider.username}`,
    status: appointment.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    sequence: Math.floor(appointment.updatedAt.getTime() / 1000),
  });
  if (error || !value) throw error ?? new Error('ics produced nothing');
  return foldByOctets(value);
}
