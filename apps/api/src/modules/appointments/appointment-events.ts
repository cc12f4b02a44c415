import type { appointments } from '../../db/schema';

export type AppointmentRow = typeof appointments.$inferSelect;

/**
 * What happened to a booking, told (inside the transaction of the change) to the modules that react:
 * alerts to the person, the provider's webhook, analytics caches.
 */
export interface AppointmentEvent {
  kind:
    | 'booked'
    | 'rescheduled'
    | 'cancelled'
    | 'payment_claimed'
    | 'payment_confirmed'
    | 'checked_in'
    | 'check_in_undone'
    | 'no_show'
    /** The advance came after the hold ended and the slot was booked meanwhile; the money goes back. */
    | 'slot_taken';
  /** The booking as it is after the change. */
  appointment: AppointmentRow;
  by: 'customer' | 'provider' | 'gateway';
  /** For `rescheduled`: the slot it moved from. */
  previousStart?: Date;
}
