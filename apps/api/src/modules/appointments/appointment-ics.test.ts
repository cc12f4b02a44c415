import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '@kataar/shared/appointments';
import { appointmentIcs } from './appointment-ics';

const at = new Date('2026-12-01T04:30:00Z'); // Tuesday 1 December, 10:00 in India
const place = { businessName: 'Sharma Clinic, Kothrud', address: '12 FC Road, Pune 411004', username: 'sharma-clinic' };

/** The file with folded lines joined again, as a calendar reads it. */
const icsOf = (status: AppointmentStatus, siteUrl = 'https://kataar.example') =>
  appointmentIcs(
    {
      id: 'b1',
      reference: 'KTR12345',
      startAt: at,
      endAt: new Date(at.getTime() + 30 * 60_000),
      status,
      updatedAt: at,
    },
    place,
    siteUrl,
  ).replace(/\r\n[ \t]/g, '');
const lines = (ics: string) => ics.split('\r\n');

describe('appointmentIcs', () => {
  it('links to the provider’s public page, whatever the site address ends with', () => {
    expect(lines(icsOf('confirmed'))).toContain('URL:https://kataar.example/profile/sharma-clinic');
    expect(lines(icsOf('confirmed', 'https://kataar.example/'))).toContain(
      'URL:https://kataar.example/profile/sharma-clinic',
    );
  });

  it('is confirmed once nothing is due, tentative while an advance is not yet confirmed, cancelled when cancelled', () => {
    const statusOf = (status: AppointmentStatus) => lines(icsOf(status)).filter((l) => l.startsWith('STATUS:'));
    expect(statusOf('confirmed')).toEqual(['STATUS:CONFIRMED']);
    expect(statusOf('checked_in')).toEqual(['STATUS:CONFIRMED']);
    expect(statusOf('awaiting_payment')).toEqual(['STATUS:TENTATIVE']);
    expect(statusOf('payment_pending')).toEqual(['STATUS:TENTATIVE']);
    expect(statusOf('cancelled')).toEqual(['STATUS:CANCELLED']);
  });

  it('reminds on screen an hour before, naming the place with its comma escaped', () => {
    const ics = icsOf('confirmed');
    const alarm = ics.slice(ics.indexOf('BEGIN:VALARM'), ics.indexOf('END:VALARM') + 'END:VALARM'.length);
    expect(lines(alarm)).toEqual([
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Appointment at Sharma Clinic\\, Kothrud in 1 hour',
      'TRIGGER:-PT1H',
      'END:VALARM',
    ]);
    // Inside the event, once.
    expect(ics.indexOf('BEGIN:VALARM')).toBeGreaterThan(ics.indexOf('BEGIN:VEVENT'));
    expect(ics.indexOf('END:VALARM')).toBeLessThan(ics.indexOf('END:VEVENT'));
    expect(ics.split('BEGIN:VALARM')).toHaveLength(2);
  });

  it('sets no reminder for a cancelled booking', () => {
    expect(icsOf('cancelled')).not.toContain('BEGIN:VALARM');
  });
});
