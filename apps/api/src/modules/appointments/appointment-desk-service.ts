import { kolkataDate } from '@kataar/shared/analytics';
import { APPOINTMENT_MESSAGES, istIso, type ProviderAppointment } from '@kataar/shared/appointments';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { CHANNELS } from '../../lib/change-bus';
import { Conflict, NotFound } from '../../lib/errors';
import { alertSettings, createQueueAlerts } from '../notifications/notifications-service';
import { checkInAppointment, withdrawAppointmentEntry } from '../queue/queue-service';
import type { AppointmentRow } from './appointment-events';
import { lockAppointment, selectBookingsOfDay, updateAppointment } from './appointment-queries';
import { scheduleOf } from './appointment-read-model';
import { keepOrReturnPayments } from './appointment-payments';
import { announceDay } from './appointment-service';
import { isChangeable, providerView } from './appointment-views';
import { insideHours, slotsOfDate } from './slot-schedule';

export interface DayView {
  date: string;
  slots: { start: string; end: string; seats: number; bookings: ProviderAppointment[] }[];
  outside_hours: ProviderAppointment[];
}

/** The desk's side of appointments: the day's bookings and what the desk does with them. */
export function createAppointmentDeskService(context: AppContext) {
  const { database, withChange, appointments, appointmentEvents, payments, now } = context;
  const db = database.db;
  const alerts = createQueueAlerts(alertSettings(context.config));

  /** A booking of this provider, locked; another provider's is not found. */
  const lockOurs = async (tx: Executor, providerId: string, id: string) => {
    const row = await lockAppointment(tx, id);
    if (!row || row.providerId !== providerId) throw new NotFound(APPOINTMENT_MESSAGES.notFound);
    return row;
  };

  /** The booking as the desk sees it after a change of it. */
  const viewOf = async (row: AppointmentRow): Promise<ProviderAppointment> => {
    const money = (await payments.balances(db, [row.id])).get(row.id);
    const settings = appointments.settings(row.providerId);
    return providerView(row, money, !settings || !insideHours(scheduleOf(settings), row.startAt, row.endAt));
  };

  keepOrReturnPayments(context);

  return {
    /**
     * The day's slots from the current hours, each with its bookings, and the bookings whose slot is
     * no longer in the hours (the schedule changed after they were made), flagged.
     */
    async day(providerId: string, date: string): Promise<DayView> {
      const rows = await selectBookingsOfDay(db, providerId, date);
      const money = await payments.balances(
        db,
        rows.map((r) => r.id),
      );
      const settings = appointments.settings(providerId);
      const schedule = settings && scheduleOf(settings);
      const slotTimes = schedule && !schedule.daysOff.includes(date) ? slotsOfDate(schedule, date) : [];
      const slots = slotTimes.map((s) => ({
        start: istIso(s.start),
        end: istIso(s.end),
        seats: settings?.seatsPerSlot ?? 0,
        bookings: [] as ProviderAppointment[],
      }));
      const outside: ProviderAppointment[] = [];
      for (const row of rows) {
        const at = slotTimes.findIndex(
          (s) => s.start.getTime() === row.startAt.getTime() && s.end.getTime() === row.endAt.getTime(),
        );
        const view = providerView(row, money.get(row.id), at < 0);
        if (at < 0) outside.push(view);
        else slots[at]?.bookings.push(view);
      }
      return { date, slots, outside_hours: outside };
    },

    /**
     * The person arrived: the booking joins the live queue at its place (see checkInPlace). Only on
     * the booking's own India day: today's line is no place for tomorrow's booking. Wherever else
     * the person waits does not matter, and is not told.
     */
    async checkIn(providerId: string, id: string): Promise<ProviderAppointment> {
      const row = await withChange(async (tx, announce) => {
        const at = now();
        const booking = await lockOurs(tx, providerId, id);
        if (booking.status !== 'confirmed') throw new Conflict(APPOINTMENT_MESSAGES.notArrivable);
        const today = kolkataDate(at);
        if (booking.day !== today) throw new Conflict(APPOINTMENT_MESSAGES.checkInOtherDay);
        const entry = await checkInAppointment(
          tx,
          alerts,
          {
            providerId,
            consumerUserId: booking.consumerUserId,
            details: {
              consumer_name: booking.consumerName,
              consumer_age: booking.consumerAge,
              consumer_contact: booking.consumerContact,
              consumer_gender: booking.consumerGender,
              whatsapp_updates: booking.whatsappUpdates,
            },
            slotStart: booking.startAt,
            arrival: at,
          },
          today,
        );
        const arrived = await updateAppointment(tx, id, {
          status: 'checked_in',
          checkedInAt: at,
          queueEntryId: entry.id,
        });
        await appointmentEvents.emit(tx, { kind: 'checked_in', appointment: arrived, by: 'provider' });
        await announce(CHANNELS.queueChanged, providerId);
        await announceDay(announce, arrived);
        return arrived;
      });
      return viewOf(row);
    },

    /**
     * Takes back a check-in made by mistake, as an undo takes back a call: the queue entry it made
     * is withdrawn and the booking is confirmed again. Only while that entry still waits.
     */
    async undoCheckIn(providerId: string, id: string): Promise<ProviderAppointment> {
      const row = await withChange(async (tx, announce) => {
        const booking = await lockOurs(tx, providerId, id);
        const entryId = booking.queueEntryId;
        if (booking.status !== 'checked_in' || entryId === null) {
          throw new Conflict(APPOINTMENT_MESSAGES.notCheckedIn);
        }
        // The booking lets go of the entry first: the entry is then withdrawn from the line.
        const confirmed = await updateAppointment(tx, id, {
          status: 'confirmed',
          checkedInAt: null,
          queueEntryId: null,
        });
        if (!(await withdrawAppointmentEntry(tx, alerts, providerId, entryId))) {
          throw new Conflict(APPOINTMENT_MESSAGES.checkInAlreadyCalled);
        }
        await appointmentEvents.emit(tx, { kind: 'check_in_undone', appointment: confirmed, by: 'provider' });
        await announce(CHANNELS.queueChanged, providerId);
        await announceDay(announce, confirmed);
        return confirmed;
      });
      return viewOf(row);
    },

    /** The person did not come; only once the slot has started. */
    async noShow(providerId: string, id: string): Promise<ProviderAppointment> {
      const row = await withChange(async (tx, announce) => {
        const at = now();
        const booking = await lockOurs(tx, providerId, id);
        if (!isChangeable(booking)) throw new Conflict(APPOINTMENT_MESSAGES.notActive);
        if (booking.startAt > at) throw new Conflict(APPOINTMENT_MESSAGES.noShowTooEarly);
        const missed = await updateAppointment(tx, id, { status: 'no_show', noShowAt: at });
        await appointmentEvents.emit(tx, { kind: 'no_show', appointment: missed, by: 'provider' });
        await announceDay(announce, missed);
        return missed;
      });
      return viewOf(row);
    },

    async cancel(providerId: string, id: string, reason: string): Promise<ProviderAppointment> {
      const row = await withChange(async (tx, announce) => {
        const booking = await lockOurs(tx, providerId, id);
        if (!isChangeable(booking)) throw new Conflict(APPOINTMENT_MESSAGES.notActive);
        const cancelled = await updateAppointment(tx, id, {
          status: 'cancelled',
          cancelledBy: 'provider',
          cancelReason: reason,
          cancelledAt: now(),
        });
        await appointmentEvents.emit(tx, { kind: 'cancelled', appointment: cancelled, by: 'provider' });
        await announceDay(announce, cancelled);
        return cancelled;
      });
      return viewOf(row);
    },

    /**
     * The desk saw the UPI money arrive: a confirmed payment vouched for by the member, which confirms
     * the booking if its seat is still free, even after its hold ended (see keepOrReturnPayments).
     */
    async confirmPayment(providerId: string, id: string, memberUserId: string): Promise<ProviderAppointment> {
      const row = await withChange(async (tx, announce) => {
        const booking = await lockOurs(tx, providerId, id);
        const waiting = booking.status === 'payment_pending' || booking.status === 'awaiting_payment';
        if (!waiting || booking.amountPaise === 0) throw new Conflict(APPOINTMENT_MESSAGES.noPaymentToConfirm);
        await payments.confirm(
          tx,
          {
            appointmentId: booking.id,
            providerId,
            amountPaise: booking.amountPaise,
            method: 'upi',
            verifiedBy: memberUserId,
          },
          now(),
        );
        const paid = await lockOurs(tx, providerId, id);
        await announceDay(announce, paid);
        return paid;
      });
      return viewOf(row);
    },

    /** The desk returned money by hand (UPI, or a refund the gateway refused): the ledger says so. */
    async refunded(providerId: string, id: string, memberUserId: string): Promise<ProviderAppointment> {
      const row = await withChange(async (tx, announce) => {
        const booking = await lockOurs(tx, providerId, id);
        const refund = (await payments.balances(tx, [booking.id])).get(booking.id)?.refund;
        if (refund?.state !== 'by_hand') throw new Conflict(APPOINTMENT_MESSAGES.noRefundToRecord);
        await payments.refundSettled(
          tx,
          {
            appointmentId: booking.id,
            providerId,
            amountPaise: refund.amount,
            method: booking.payment === 'razorpay' ? 'razorpay' : 'upi',
            verifiedBy: memberUserId,
            status: 'refunded',
          },
          now(),
        );
        await announceDay(announce, booking);
        return booking;
      });
      return viewOf(row);
    },
  };
}
