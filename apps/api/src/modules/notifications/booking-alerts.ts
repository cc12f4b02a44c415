import { REMINDER_HOURS_BEFORE, formatRupees } from '@kataar/shared/appointments';
import {
  bookingCancelledBody,
  bookingCancelledTitle,
  bookingConfirmedBody,
  bookingConfirmedTitle,
  bookingReminderBody,
  bookingReminderTitle,
  bookingRescheduledTitle,
  bookingSlotTakenByHandBody,
  bookingSlotTakenBody,
  bookingSlotTakenTitle,
  slotLabel,
} from '@kataar/shared/appointment-alerts';
import type { ProviderPublic } from '@kataar/shared/provider';
import type { Db, Executor } from '../../db/client';
import type { AppContext } from '../../app-context';
import { findAppointment } from '../appointments/appointment-service';
import type { OutboxHandler, OutboxMessage } from '../outbox/outbox-service';
import { ownProvider } from '../providers/provider-service';
import { bookingCalendar } from './booking-calendar';
import { alertMessages, enqueueAlert, type AlertSettings, type PersonAlert } from './notifications-service';

type AppointmentEvent = Parameters<AppContext['appointmentEvents']['emit']>[1];
type AppointmentRow = AppointmentEvent['appointment'];

/** The outbox channel of a reminder: at its due time it checks the booking, then writes the messages. */
export const REMINDER_CHANNEL = 'appointment_reminder';

interface ReminderPayload {
  appointmentId: string;
  /** The slot the reminder was made for: a booking moved since gets the reminders of its new slot. */
  start: string;
  hours: number;
}

const HOUR_MS = 3_600_000;

/** A provider as the alerts name it; the read model's view, so a booking's alert reads no provider row. */
type ProviderLookup = (providerId: string) => ProviderPublic | undefined;

async function place(tx: Executor, providerId: string, siteUrl: string, lookup?: ProviderLookup) {
  const p = lookup?.(providerId) ?? (await ownProvider(tx, providerId));
  return {
    businessName: p.business_name,
    username: p.username,
    address: [p.address_line_1, p.address_line_2, p.area, p.city, p.pincode].filter(Boolean).join(', '),
    url: `${siteUrl}/profile/${encodeURIComponent(p.username)}`,
  };
}

/**
 * One message on every channel the person has on; WhatsApp only with this booking's consent. The
 * texts name the booking's slot, which each person reads in their own language.
 */
function bookingAlert(
  settings: AlertSettings,
  booking: AppointmentRow,
  key: string,
  business: string,
  title: string,
  body: string,
): PersonAlert {
  const whatsapp = settings.whatsappAppointments && booking.whatsappUpdates;
  return {
    key,
    userId: booking.consumerUserId,
    push: { title, body, tag: `appointment-${booking.id}` },
    email: { subject: title, text: body },
    whatsapp: whatsapp
      ? { to: `91${booking.consumerContact}`, event: 'appointment', parameters: [business, [title, body]] }
      : undefined,
    slot: booking.startAt,
  };
}

/**
 * What a booking's person hears, answered as outbox messages the change's transaction writes: the
 * confirmation (the calendar file attached to the e-mail when it is sent) once the booking is
 * confirmed or moved, reminders before the slot as outbox rows due later, and the provider's
 * cancellation with its reason.
 */
export function createBookingAlerts(settings: AlertSettings, now: () => Date, lookup: ProviderLookup) {
  const confirmed = async (tx: Executor, booking: AppointmentRow, moved: boolean) => {
    const where = await place(tx, booking.providerId, settings.siteUrl, lookup);
    const start = booking.startAt.toISOString();
    const title = (moved ? bookingRescheduledTitle : bookingConfirmedTitle)(where.businessName);
    const alert = bookingAlert(
      settings,
      booking,
      `appointment:${booking.id}:confirmed:${start}`,
      where.businessName,
      title,
      bookingConfirmedBody(slotLabel(booking.startAt), booking.reference),
    );
    const email = alert.email && { ...alert.email, calendar: bookingCalendar(booking, where, settings.siteUrl) };
    const messages = await alertMessages(tx, settings, where.url, { ...alert, email });
    for (const hours of REMINDER_HOURS_BEFORE) {
      const dueAt = new Date(booking.startAt.getTime() - hours * HOUR_MS);
      if (dueAt <= now()) continue;
      const payload: ReminderPayload = { appointmentId: booking.id, start, hours };
      messages.push({
        channel: REMINDER_CHANNEL,
        dedupeKey: `appointment:${booking.id}:reminder:${start}:${hours}`,
        payload,
        dueAt,
      });
    }
    return messages;
  };

  return async (tx: Executor, event: AppointmentEvent): Promise<readonly OutboxMessage[]> => {
    const booking = event.appointment;
    switch (event.kind) {
      case 'booked':
      case 'payment_confirmed':
      case 'rescheduled':
        // A booking with an advance due is confirmed by its payment, and hears about it then.
        return booking.status === 'confirmed' ? confirmed(tx, booking, event.kind === 'rescheduled') : [];
      case 'cancelled': {
        // Whoever cancels knows it; the person hears only when the provider cancels.
        if (event.by !== 'provider') return [];
        const where = await place(tx, booking.providerId, settings.siteUrl, lookup);
        const alert = bookingAlert(
          settings,
          booking,
          `appointment:${booking.id}:cancelled`,
          where.businessName,
          bookingCancelledTitle(where.businessName),
          bookingCancelledBody(slotLabel(booking.startAt), booking.cancelReason ?? ''),
        );
        return alertMessages(tx, settings, where.url, alert);
      }
      case 'slot_taken': {
        // Told at once, with a link to the bookings page, which offers the nearest free times.
        const where = await place(tx, booking.providerId, settings.siteUrl, lookup);
        const body = booking.payment === 'razorpay' ? bookingSlotTakenBody : bookingSlotTakenByHandBody;
        const alert = bookingAlert(
          settings,
          booking,
          `appointment:${booking.id}:slot_taken`,
          where.businessName,
          bookingSlotTakenTitle(where.businessName),
          body(slotLabel(booking.startAt), formatRupees(booking.amountPaise)),
        );
        return alertMessages(tx, settings, `${settings.siteUrl}/appointments`, alert);
      }
      default:
        return [];
    }
  };
}

/**
 * Sends a reminder that fell due: only if the booking is still confirmed for the slot the reminder
 * was made for (not cancelled, moved, checked in or marked a no-show since). Its messages go out
 * through the channels' own rows, written here in one transaction.
 */
export function createReminderHandler(db: Db, settings: AlertSettings): OutboxHandler {
  return {
    async send(payload) {
      const { appointmentId, start, hours } = payload as ReminderPayload;
      await db.transaction(async (tx) => {
        const booking = await findAppointment(tx, appointmentId);
        if (!booking || booking.status !== 'confirmed' || booking.startAt.toISOString() !== start) return;
        const where = await place(tx, booking.providerId, settings.siteUrl);
        const alert = bookingAlert(
          settings,
          booking,
          `appointment:${booking.id}:reminder:${start}:${hours}`,
          where.businessName,
          bookingReminderTitle(where.businessName, hours),
          bookingReminderBody(slotLabel(booking.startAt), booking.reference),
        );
        await enqueueAlert(tx, settings, where.url, alert);
      });
    },
  };
}
