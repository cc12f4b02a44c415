import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { CHANNELS, publishChange } from '../../lib/change-bus';
import type { AppointmentRow } from './appointment-events';
import { lockAppointment, updateAppointment } from './appointment-queries';
import { seatChangePayload } from './appointment-seat-change';
import { checkSeat } from './appointment-service';

/**
 * Whether a booking waiting for its advance may keep its seat now that the money came. One whose
 * person said "I have paid" holds its seat for good. One still awaiting payment is counted again,
 * under the same locks as a new booking: its hold may have run out and the seat gone to someone
 * else (the money came late), or the hold ran out at the very moment another booking counted it.
 * A slot that has started is not kept for money that comes after it.
 */
async function seatStillOurs(tx: Executor, oneWriter: boolean, row: AppointmentRow, at: Date): Promise<boolean> {
  if (row.status === 'payment_pending') return true;
  if (row.startAt <= at) return false;
  const check = await checkSeat(tx, oneWriter, {
    providerId: row.providerId,
    userId: row.consumerUserId,
    start: row.startAt,
    day: row.day,
    now: at,
    exceptId: row.id,
  });
  // A provider with no booking settings counts no seats: the booking keeps what its hold promised.
  if (!check) return !row.holdExpiresAt || row.holdExpiresAt > at;
  return check.mine === 0 && check.held < check.settings.seatsPerSlot;
}

/**
 * What a booking does with money that came for it (the desk's "Payment received" for UPI, or the
 * gateway's verified payment), in the payment's transaction: a booking waiting for it is confirmed
 * if its seat is still its own; otherwise it becomes `slot_taken` and the money goes back. Money
 * for a booking that waits for none (a second payment of a paid booking, a cancelled one) goes back
 * too, so each payment is counted once.
 */
export function keepOrReturnPayments(context: AppContext): void {
  const { appointmentEvents, payments, now, database } = context;
  const oneWriter = database.kind === 'pglite';
  context.paymentConfirmations.on(async (tx, payment) => {
    const row = await lockAppointment(tx, payment.appointmentId);
    if (!row) return;
    const at = now();
    const by = payment.method === 'razorpay' ? 'gateway' : 'provider';
    if (row.status !== 'awaiting_payment' && row.status !== 'payment_pending') {
      await payments.refundDue(tx, payment, row.reference, at);
      await publishChange(tx, CHANNELS.appointmentsChanged, seatChangePayload(row));
      return;
    }
    if (await seatStillOurs(tx, oneWriter, row, at)) {
      const confirmed = await updateAppointment(tx, row.id, { status: 'confirmed', holdExpiresAt: null });
      await appointmentEvents.emit(tx, { kind: 'payment_confirmed', appointment: confirmed, by });
      await publishChange(tx, CHANNELS.appointmentsChanged, seatChangePayload(confirmed));
      return;
    }
    const taken = await updateAppointment(tx, row.id, { status: 'slot_taken', holdExpiresAt: null });
    await payments.refundDue(tx, payment, row.reference, at);
    await appointmentEvents.emit(tx, { kind: 'slot_taken', appointment: taken, by });
    await publishChange(tx, CHANNELS.appointmentsChanged, seatChangePayload(taken));
  });
}
