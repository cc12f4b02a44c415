import {
  APPOINTMENT_MESSAGES as M,
  type AppointmentStatus,
  type ProviderAppointment,
  type Refund,
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
  // Money the desk returns itself (UPI, or a refund the gateway refused), then records.
  refunded: booking.refund?.state === 'by_hand',
});

/** Where a booking's money going back is, as the desk reads it. */
export const refundState = (refund: Refund): string => {
  const amount = formatMoney(refund.amount);
  if (refund.state === 'by_hand') return M.refundByHand(amount);
  return refund.state === 'refunded' ? M.refundDone(amount) : M.refundOnItsWay(amount);
};

/** The payment line of a booking: paid at the visit, paid in advance, waiting for the desk, or due. */
export const paymentState = (booking: ProviderAppointment): string => {
  if (booking.payment === 'at_visit' || booking.amount === 0) return M.payAtVisit;
  if (booking.paid >= booking.amount) return M.paymentPaid(formatMoney(booking.paid));
  // Its money came, but goes back: the refund line says where it is.
  if (booking.status === 'slot_taken') return M.paymentPaid(formatMoney(booking.amount));
  if (booking.status === 'payment_pending') return M.paymentToConfirm(formatMoney(booking.amount));
  return M.paymentDue(formatMoney(booking.amount));
};
