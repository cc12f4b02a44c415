import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  appointmentSettingsSchema,
  BOOKING_FEE_MAX_RUPEES,
  DEFAULT_APPOINTMENT_SETTINGS,
  formatRupees,
  type AppointmentSettingsInput,
} from './appointments';

const settings = (over: Partial<AppointmentSettingsInput>): AppointmentSettingsInput => ({
  ...DEFAULT_APPOINTMENT_SETTINGS,
  enabled: true,
  weekly: { mon: [['10:00', '13:00']] },
  ...over,
});

const messages = (over: Partial<AppointmentSettingsInput>) => {
  const result = appointmentSettingsSchema.safeParse(settings(over));
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('appointment settings', () => {
  it('accepts a split day and fills the weekdays left out with no hours', () => {
    const parsed = appointmentSettingsSchema.parse(
      settings({
        weekly: {
          mon: [
            ['17:00', '20:00'],
            ['10:00', '13:00'],
          ],
          sat: [['10:00', '24:00']],
        },
      }),
    );
    expect(parsed.weekly.tue).toEqual([]);
    expect(parsed.weekly.sat).toEqual([['10:00', '24:00']]);
  });

  it('refuses overlapping or backwards intervals and malformed times', () => {
    expect(
      messages({
        weekly: {
          mon: [
            ['10:00', '13:00'],
            ['12:30', '14:00'],
          ],
        },
      }),
    ).toEqual([`weekly.mon: ${APPOINTMENT_MESSAGES.intervalsOverlap}`]);
    expect(messages({ weekly: { mon: [['13:00', '10:00']] } })).toEqual([
      `weekly.mon.0: ${APPOINTMENT_MESSAGES.intervalOrder}`,
    ]);
    expect(messages({ weekly: { mon: [['9:00', '10:00']] } })).toEqual([
      `weekly.mon.0.0: ${APPOINTMENT_MESSAGES.invalidTime}`,
    ]);
  });

  it('needs hours to take bookings, and a valid UPI ID to take UPI in advance', () => {
    expect(messages({ weekly: {} })).toEqual([`weekly: ${APPOINTMENT_MESSAGES.noHours}`]);
    expect(messages({ payment: 'upi_advance' })).toEqual([`upi_id: ${APPOINTMENT_MESSAGES.upiIdRequired}`]);
    expect(messages({ payment: 'upi_advance', upi_id: 'sharma clinic' })).toEqual([
      `upi_id: ${APPOINTMENT_MESSAGES.upiIdInvalid}`,
    ]);
    expect(messages({ payment: 'upi_advance', upi_id: 'sharmaclinic@okhdfc' })).toEqual([]);
  });

  it('keeps limits on slot length, seats, horizon and fee', () => {
    expect(messages({ slot_minutes: 4 })).toEqual([`slot_minutes: ${APPOINTMENT_MESSAGES.slotMinutesRange}`]);
    expect(messages({ seats_per_slot: 0 })).toEqual([`seats_per_slot: ${APPOINTMENT_MESSAGES.seatsRange}`]);
    expect(messages({ horizon_days: 61 })).toEqual([`horizon_days: ${APPOINTMENT_MESSAGES.horizonRange}`]);
    expect(messages({ booking_fee: 10.5 })).toEqual([`booking_fee: ${APPOINTMENT_MESSAGES.bookingFeeInvalid}`]);
  });
});

describe('rupees', () => {
  it('shows whole rupees without paise and Indian digit grouping', () => {
    expect(formatRupees(50_000)).toBe('₹500');
    expect(formatRupees(12_345_650)).toBe('₹1,23,456.50');
  });

  it('names the highest booking fee as Indian English writes it', () => {
    expect(APPOINTMENT_MESSAGES.bookingFeeInvalid).toContain(`₹${BOOKING_FEE_MAX_RUPEES.toLocaleString('en-IN')},`);
  });
});
