import { describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES } from '../analytics';
import { APPOINTMENT_MENU, appointmentCircleLabel } from '../appointment-labels';
import {
  APPOINTMENT_MESSAGES,
  PAYMENT_MODE_LABELS,
  STATUS_LABELS,
  WEEKDAY_LABELS,
  bookingReferenceLabel,
  cancelConfirmMessage,
  holdEndsInLabel,
} from '../appointments';
import { createMessageLocalizer } from '../localize-message';
import { PAYMENT_MESSAGES } from '../payments';
import { HINDI_APPOINTMENTS } from './appointments';

const localize = createMessageLocalizer(HINDI_APPOINTMENTS);

/** Every appointment, payment and analytics sentence and label a screen or the API shows. */
const english: string[] = [
  ...Object.values(APPOINTMENT_MESSAGES).filter((message) => typeof message === 'string'),
  APPOINTMENT_MESSAGES.paymentToConfirm('₹500'),
  APPOINTMENT_MESSAGES.paymentDue('₹500'),
  APPOINTMENT_MESSAGES.paymentPaid('₹500'),
  APPOINTMENT_MESSAGES.seatsBooked(1, 3),
  APPOINTMENT_MESSAGES.removeDayOff('Tue, 24 Nov 2026'),
  ...Object.values(PAYMENT_MESSAGES),
  ...Object.values(ANALYTICS_MESSAGES),
  ...Object.values(APPOINTMENT_MENU),
  ...Object.values(PAYMENT_MODE_LABELS),
  ...Object.values(WEEKDAY_LABELS),
  ...Object.values(STATUS_LABELS),
  appointmentCircleLabel('10:30'),
  holdEndsInLabel('14:59'),
  bookingReferenceLabel('K7Q2'),
  cancelConfirmMessage('Tue, 24 Nov 2026, 10:30 am', 'Glow Salon'),
];

describe('the Hindi appointment catalog', () => {
  it('has Hindi for every appointment, payment and analytics message', () => {
    // A word Hindi writes the same way ('UPI ID') is in the catalog as itself.
    const missing = english.filter((message) => localize(message) === message && !(message in HINDI_APPOINTMENTS));
    expect(missing).toEqual([]);
  });

  it('keeps the values of a built message and moves them where Hindi wants them', () => {
    expect(localize(cancelConfirmMessage('मंगल, 24 नव॰ 2026, 10:30 am', 'Glow Salon'))).toBe(
      'Glow Salon में मंगल, 24 नव॰ 2026, 10:30 am का आपका अपॉइंटमेंट रद्द हो जाएगा।',
    );
    expect(localize(APPOINTMENT_MESSAGES.seatsBooked(2, 3))).toBe('3 में से 2 बुक');
    expect(localize(APPOINTMENT_MESSAGES.paymentDue('₹500'))).toBe('₹500 बाक़ी');
  });
});
