import type { ProviderAppointment } from '@kataar/shared/appointments';
import type { AppointmentDay } from './api/get-day';

/** A booking as GET /provider/appointments/ lists it; tests override what they look at. */
export const booking = (overrides: Partial<ProviderAppointment> = {}): ProviderAppointment => ({
  id: 'a1',
  reference: 'K7Q2M9',
  status: 'confirmed',
  start: '2026-11-24T10:30:00+05:30',
  end: '2026-11-24T10:45:00+05:30',
  consumer_name: 'Asha Rao',
  consumer_age: 34,
  consumer_contact: '9876543210',
  consumer_gender: 'female',
  amount: 0,
  payment: 'at_visit',
  paid: 0,
  outside_hours: false,
  cancel_reason: null,
  refund: null,
  ...overrides,
});

/** A day whose slots hold the given bookings, one slot per distinct start. */
export const dayOf = (
  date: string,
  bookings: ProviderAppointment[],
  outside: ProviderAppointment[] = [],
): AppointmentDay => {
  const starts = [...new Set(bookings.map((b) => b.start))];
  return {
    date,
    slots: starts.map((start) => {
      const inSlot = bookings.filter((b) => b.start === start);
      return { start, end: inSlot[0]!.end, seats: 2, bookings: inSlot };
    }),
    outside_hours: outside,
  };
};
