import {
  APPOINTMENT_MESSAGES as M,
  type AppointmentStatus,
  type ProviderAppointment,
} from '@kataar/shared/appointments';
import { istToday } from '../../lib/ist-time';
import { formatMoney } from './format';

const ACTIVE: readonly AppointmentStatus[] = ['awaiting_payment', 'payment_pending', 'confirmed'];

/** What the desk may do with a booking now; the server decides again on every action. */
export const allowedActions = (booking: ProviderAppointment, now: number) => ({
  // Only on the booking's own day in India: today's line is no place for another day's booking.
  checkIn: booking.status === 'confirmed' && istToday(new Date(booking.start)) === istToday(new Date(now)),
  // Nobody is late before their slot starts.
  noShow: booking.status === 'confirmed' && Date.parse(booking.start) <= now,
  confirmPayment: booking.status === 'payment_pending' || booking.status === 'awaiting_payment',
  cancel: ACTIVE.includes(booking.status),
});

/** The payment line of a booking: paid at the visit, paid in advance, waiting for the desk, or due. */
export const paymentState = (booking: ProviderAppointment): string => {
  if (booking.payment === 'at_visit' || booking.amount === 0) return M.payAtVisit;
  if (booking.paid >= booking.amount) return M.paymentPaid(formatMoney(booking.paid));
  if (booking.status === 'payment_pending') return M.paymentToConfirm(formatMoney(booking.amount));
  return M.paymentDue(formatMoney(booking.amount));
};
