import { randomInt } from 'node:crypto';
import {
  APPOINTMENT_MESSAGES,
  PAYMENT_HOLD_MINUTES,
  rupeesToPaise,
  type CustomerAppointment,
} from '@kataar/shared/appointments';
import { MESSAGES } from '@kataar/shared/messages';
import type { CustomerDetails } from '@kataar/shared/queue';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { findMembership, isMemberOf } from '../../lib/auth-guard';
import { CHANNELS, publishChange } from '../../lib/change-bus';
import { Conflict, NotFound } from '../../lib/errors';
import type { Announce } from '../../lib/with-change';
import type { AppointmentRow } from './appointment-events';
import {
  insertAppointment,
  lockAppointment,
  lockSeat,
  selectAppointment,
  selectBookingsOf,
  selectSeatCheck,
  selectSettings,
  updateAppointment,
  type SeatCheck,
  type SeatQuery,
  type SettingsRow,
} from './appointment-queries';
import { scheduleOf } from './appointment-read-model';
import { seatChangePayload } from './appointment-seat-change';
import { customerView, isChangeable } from './appointment-views';
import { nearestFreeSlots } from './nearest-free-slots';
import { beforeCutoff, checkSlot, istDate, type SlotTime } from './slot-schedule';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 8;
/** A short code both sides can read out: no 0/O or 1/I. */
const newReference = () =>
  Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

export type BookingDetails = CustomerDetails & { provider: string; start: string };

// What other modules may read of bookings: payments checks the booking it is paid for, alerts ask
// whether a reminder still applies and attach the calendar file, analytics count bookings per day.
export { selectAppointment as findAppointment } from './appointment-queries';
export { appointmentIcs } from './appointment-ics';
export { selectBookingDays, type BookingDay } from './appointment-analytics-queries';

/**
 * Bookings as the person who made them sees them: status, amount, what they may still do, money
 * going back, and for a slot lost to a late payment the nearest free slots instead.
 */
export async function customerAppointments(
  context: AppContext,
  rows: AppointmentRow[],
): Promise<CustomerAppointment[]> {
  const { providers, appointments, payments, database, now } = context;
  const money = await payments.balances(
    database.db,
    rows.map((r) => r.id),
  );
  const at = now();
  return rows.map((row) => {
    const view = customerView(row, providers.findById(row.providerId), appointments.settings(row.providerId), at);
    const refund = money.get(row.id)?.refund ?? null;
    if (row.status !== 'slot_taken') return { ...view, refund };
    const freeSlots = nearestFreeSlots((date) => appointments.slots(row.providerId, date), row.startAt);
    return { ...view, refund, free_slots: freeSlots };
  });
}

export const customerAppointment = async (context: AppContext, row: AppointmentRow): Promise<CustomerAppointment> => {
  const [view] = await customerAppointments(context, [row]);
  if (!view) throw new Error('a booking answered no view');
  return view;
};

/**
 * Announces a booking's change on its India day (or `day`): read models apply the seat it now
 * holds, desks showing that day refetch it.
 */
export const announceDay = (announce: Announce, row: AppointmentRow, day?: string) =>
  announce(CHANNELS.appointmentsChanged, seatChangePayload(row, day));

/**
 * Reads what a booking of the slot starting at `start` must satisfy, deciding it under advisory
 * locks (the person's day, then the slot) where several connections write, so concurrent bookings on
 * any number of processes take turns and the seats are counted in the database, not in memory. The
 * embedded database runs one transaction at a time on its single connection, so there nobody could
 * wait on those locks and they are not taken.
 */
export async function checkSeat(tx: Executor, oneWriter: boolean, q: SeatQuery): Promise<SeatCheck | undefined> {
  if (!oneWriter) await lockSeat(tx, q.providerId, q.userId, q.day, q.start);
  return selectSeatCheck(tx, q);
}

/** Announces, from a transaction of another module, that a booking's money moved: desks showing its day refetch it. */
export async function bookingDayChanged(tx: Executor, appointmentId: string): Promise<void> {
  const row = await selectAppointment(tx, appointmentId);
  if (row) await publishChange(tx, CHANNELS.appointmentsChanged, seatChangePayload(row));
}

/** One active booking per person, provider and India day, and no more bookings than seats. */
function assertSeatFree(check: SeatCheck): void {
  if (check.mine > 0) throw new Conflict(APPOINTMENT_MESSAGES.oneBookingPerDay);
  if (check.held >= check.settings.seatsPerSlot) throw new Conflict(APPOINTMENT_MESSAGES.slotFull);
}

/** The slot a start names, if the schedule offers it now; else the 409 that says why not. */
function offeredSlot(settings: SettingsRow | undefined, start: string, now: Date): SlotTime {
  if (!settings?.enabled) throw new Conflict(APPOINTMENT_MESSAGES.notTakingBookings);
  const checked = checkSlot(scheduleOf(settings), new Date(start), now);
  if ('refusal' in checked) throw new Conflict(checked.refusal);
  return checked.slot;
}

/** The customer's side of appointments: book, list, cancel, move, say "I have paid". */
export function createAppointmentService(context: AppContext) {
  const { database, withChange, providers, appointmentEvents, payments, now } = context;
  const db = database.db;
  const oneWriter = database.kind === 'pglite';

  const view = (row: AppointmentRow) => customerAppointment(context, row);

  /** The person's own booking, locked for a change; anyone else's is not found. */
  const lockOwn = async (tx: Executor, userId: string, id: string) => {
    const row = await lockAppointment(tx, id);
    if (!row || row.consumerUserId !== userId) throw new NotFound(APPOINTMENT_MESSAGES.notFound);
    return row;
  };

  /** A booking that may still change: active, its hold not run out, before the cutoff. */
  const assertChangeable = (
    row: AppointmentRow,
    settings: SettingsRow | undefined,
    at: Date,
    cutoffMessage: string,
  ) => {
    if (!isChangeable(row)) throw new Conflict(APPOINTMENT_MESSAGES.notActive);
    if (row.status === 'awaiting_payment' && row.holdExpiresAt && row.holdExpiresAt <= at) {
      throw new Conflict(APPOINTMENT_MESSAGES.holdExpired);
    }
    if (!beforeCutoff({ cutoffMinutes: settings?.cutoffMinutes ?? 0 }, row.startAt, at)) {
      throw new Conflict(cutoffMessage);
    }
  };

  return {
    async book(userId: string, body: BookingDetails): Promise<CustomerAppointment> {
      const providerId = providers.idOf(body.provider);
      const provider = providerId === undefined ? undefined : providers.findById(providerId);
      if (providerId === undefined || !provider) throw new NotFound(MESSAGES.providerNotFound);
      const row = await withChange(async (tx, announce) => {
        const at = now();
        const start = new Date(body.start);
        const day = istDate(start);
        const member = isMemberOf(userId, providerId);
        const check = await checkSeat(tx, oneWriter, { providerId, userId, start, day, now: at, member });
        if (check?.member || (!check && (await findMembership(tx, userId))?.providerId === providerId)) {
          throw new Conflict(APPOINTMENT_MESSAGES.ownProvider);
        }
        const slot = offeredSlot(check?.settings, body.start, at);
        if (!check) throw new Conflict(APPOINTMENT_MESSAGES.notTakingBookings);
        const { settings } = check;
        assertSeatFree(check);
        // Nothing to pay in advance (no fee and no base price any more) books as paid at the visit.
        const amount =
          settings.payment === 'at_visit'
            ? 0
            : (settings.bookingFeePaise ?? (provider.base_pricing ? rupeesToPaise(provider.base_pricing) : 0));
        const advance = amount > 0;
        const booked = await insertAppointment(tx, {
          reference: newReference(),
          providerId,
          consumerUserId: userId,
          consumerName: body.consumer_name,
          consumerAge: body.consumer_age,
          consumerContact: body.consumer_contact,
          consumerGender: body.consumer_gender,
          startAt: slot.start,
          endAt: slot.end,
          day: istDate(slot.start),
          status: advance ? 'awaiting_payment' : 'confirmed',
          payment: advance ? settings.payment : 'at_visit',
          amountPaise: amount,
          holdExpiresAt: advance ? new Date(at.getTime() + PAYMENT_HOLD_MINUTES * 60_000) : null,
          whatsappUpdates: body.whatsapp_updates === true,
        });
        await appointmentEvents.emit(tx, { kind: 'booked', appointment: booked, by: 'customer' });
        await announceDay(announce, booked);
        return booked;
      });
      return view(row);
    },

    /** Upcoming bookings first, soonest first; then past ones, latest first. */
    async mine(userId: string): Promise<CustomerAppointment[]> {
      const rows = await selectBookingsOf(db, userId);
      const at = now();
      const upcoming = rows.filter((r) => r.endAt > at).reverse();
      const past = rows.filter((r) => r.endAt <= at);
      return customerAppointments(context, [...upcoming, ...past]);
    },

    async cancel(userId: string, id: string): Promise<CustomerAppointment> {
      const row = await withChange(async (tx, announce) => {
        const at = now();
        const booking = await lockOwn(tx, userId, id);
        assertChangeable(booking, await selectSettings(tx, booking.providerId), at, APPOINTMENT_MESSAGES.cancelCutoff);
        const cancelled = await updateAppointment(tx, id, {
          status: 'cancelled',
          cancelledBy: 'customer',
          cancelledAt: at,
        });
        await appointmentEvents.emit(tx, { kind: 'cancelled', appointment: cancelled, by: 'customer' });
        await announceDay(announce, cancelled);
        return cancelled;
      });
      return view(row);
    },

    /** Moves a booking to another offered slot under the same rules; its payment stays with it. */
    async reschedule(userId: string, id: string, start: string): Promise<CustomerAppointment> {
      const row = await withChange(async (tx, announce) => {
        const at = now();
        const booking = await lockOwn(tx, userId, id);
        const settings = await selectSettings(tx, booking.providerId);
        assertChangeable(booking, settings, at, APPOINTMENT_MESSAGES.rescheduleCutoff);
        const slot = offeredSlot(settings, start, at);
        if (!settings) throw new Conflict(APPOINTMENT_MESSAGES.notTakingBookings);
        if (slot.start.getTime() === booking.startAt.getTime()) return booking;
        const query = { providerId: booking.providerId, userId, start: slot.start, day: istDate(slot.start), now: at };
        const check = await checkSeat(tx, oneWriter, { ...query, exceptId: booking.id });
        if (!check) throw new Conflict(APPOINTMENT_MESSAGES.notTakingBookings);
        assertSeatFree(check);
        const moved = await updateAppointment(tx, id, {
          startAt: slot.start,
          endAt: slot.end,
          day: istDate(slot.start),
        });
        await appointmentEvents.emit(tx, {
          kind: 'rescheduled',
          appointment: moved,
          by: 'customer',
          previousStart: booking.startAt,
        });
        if (moved.day !== booking.day) await announceDay(announce, moved, booking.day);
        await announceDay(announce, moved);
        return moved;
      });
      return view(row);
    },

    /** "I have paid" by UPI: the booking holds its seat until the desk confirms the money (or cancels). */
    async paid(userId: string, id: string): Promise<CustomerAppointment> {
      const row = await withChange(async (tx, announce) => {
        const at = now();
        const booking = await lockOwn(tx, userId, id);
        if (booking.status === 'payment_pending') return booking;
        if (booking.amountPaise === 0 || booking.payment === 'at_visit') {
          throw new Conflict(APPOINTMENT_MESSAGES.nothingToPay);
        }
        // A Razorpay advance is confirmed by the gateway's proof, never by the person's word.
        if (booking.payment === 'razorpay') throw new Conflict(APPOINTMENT_MESSAGES.paysOnline);
        if (booking.status !== 'awaiting_payment') throw new Conflict(APPOINTMENT_MESSAGES.notActive);
        if (booking.holdExpiresAt && booking.holdExpiresAt <= at) throw new Conflict(APPOINTMENT_MESSAGES.holdExpired);
        await payments.record(tx, {
          appointmentId: booking.id,
          providerId: booking.providerId,
          amountPaise: booking.amountPaise,
          method: 'upi',
          status: 'claimed',
        });
        const claimed = await updateAppointment(tx, id, { status: 'payment_pending' });
        await appointmentEvents.emit(tx, { kind: 'payment_claimed', appointment: claimed, by: 'customer' });
        await announceDay(announce, claimed);
        return claimed;
      });
      return view(row);
    },
  };
}
