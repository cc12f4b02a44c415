import { addDays } from '@kataar/shared/analytics';
import {
  paiseToRupees,
  type AppointmentSettings,
  type ProviderBookingInfo,
  type Slot,
} from '@kataar/shared/appointments';
import type { RazorpayConfig } from '../../config';
import type { Db } from '../../db/client';
import { CHANNELS, type Channel, type ChangeBus } from '../../lib/change-bus';
import { Refresher } from '../../lib/refresher';
import type { ReadModel } from '../../lib/with-change';
import { selectAllSettings, selectHeldSeats, selectSettings, type SettingsRow } from './appointment-queries';
import { isBookableDate, istDate, istInstant, slotsOfDate, slotsOn, type Schedule } from './slot-schedule';

/** One provider's bookings as the slots answer needs them. */
interface Bookings {
  settings: SettingsRow;
  schedule: Schedule;
  /** Seats held for good (paid, being paid, confirmed, arrived) per slot start (epoch ms). */
  held: Map<number, number>;
  /** Expiry times (epoch ms) of the advance-payment holds per slot start; each frees itself then. */
  expiring: Map<number, number[]>;
}

type HeldRow = Awaited<ReturnType<typeof selectHeldSeats>>[number];

/** Bookings that start before today (India) hold nothing anyone can still book. */
const heldFrom = (now: Date) => new Date(Date.parse(`${addDays(istDate(now), -1)}T18:30:00Z`));

export const scheduleOf = (
  s: Pick<SettingsRow, 'slotMinutes' | 'seatsPerSlot' | 'horizonDays' | 'cutoffMinutes' | 'weekly' | 'daysOff'>,
): Schedule => ({
  slotMinutes: s.slotMinutes,
  seatsPerSlot: s.seatsPerSlot,
  horizonDays: s.horizonDays,
  cutoffMinutes: s.cutoffMinutes,
  weekly: s.weekly,
  daysOff: s.daysOff,
});

/** The settings as the API answers them: the booking fee in rupees. */
export const settingsAnswer = (s: SettingsRow): AppointmentSettings => ({
  enabled: s.enabled,
  slot_minutes: s.slotMinutes,
  seats_per_slot: s.seatsPerSlot,
  horizon_days: s.horizonDays,
  cutoff_minutes: s.cutoffMinutes,
  weekly: s.weekly,
  days_off: s.daysOff,
  payment: s.payment,
  upi_id: s.upiId,
  booking_fee: s.bookingFeePaise === null ? null : paiseToRupees(s.bookingFeePaise),
});

function bookingsOf(settings: SettingsRow, rows: readonly HeldRow[]): Bookings {
  const held = new Map<number, number>();
  const expiring = new Map<number, number[]>();
  for (const row of rows) {
    const start = row.startAt.getTime();
    if (row.status === 'awaiting_payment' && row.holdExpiresAt) {
      const list = expiring.get(start) ?? [];
      list.push(row.holdExpiresAt.getTime());
      expiring.set(start, list);
    } else held.set(start, (held.get(start) ?? 0) + 1);
  }
  return { settings, schedule: scheduleOf(settings), held, expiring };
}

/**
 * Every provider's appointment settings and the seats held in its coming slots, in memory, so the
 * slots answer and the public profile never query the database. The database stays the judge of a
 * booking (the seat count under the slot's lock); this model only shows what is free. It loads once
 * and reloads one provider on every `appointments_changed` from any process. Advance-payment holds
 * expire by the clock without any change, so their expiry times are kept and compared when asked.
 */
export class AppointmentReadModel implements ReadModel {
  private readonly byProvider = new Map<string, Bookings>();
  private readonly refreshers = new Map<string, Refresher>();
  /** Serialised slots answers per provider and date, each with the instant (ms) it goes stale. */
  private readonly answers = new Map<string, Map<string, { json: string; until: number }>>();
  private loaded: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly razorpay: RazorpayConfig | undefined,
  ) {}

  async load(bus: ChangeBus): Promise<void> {
    bus.on(CHANNELS.appointmentsChanged, (payload) => void this.refresh(payload));
    const now = this.now();
    const loading = Promise.all([selectAllSettings(this.db), selectHeldSeats(this.db, heldFrom(now), now)]).then(
      ([settings, held]) => {
        const heldBy = new Map<string, HeldRow[]>();
        for (const row of held) heldBy.set(row.providerId, [...(heldBy.get(row.providerId) ?? []), row]);
        for (const s of settings) this.byProvider.set(s.providerId, bookingsOf(s, heldBy.get(s.providerId) ?? []));
      },
    );
    this.loaded = loading.catch(() => undefined);
    await loading;
  }

  /**
   * Catches up with an `appointments_changed` payload: a provider's settings and seats ("<id>"), or
   * only the seats of one India day of it ("<id> <day>"), which is what a booking changes.
   */
  refresh(payload: string): Promise<void> {
    let refresher = this.refreshers.get(payload);
    if (!refresher) {
      const [providerId = payload, day] = payload.split(' ');
      refresher = new Refresher(() => (day ? this.reloadDay(providerId, day) : this.reload(providerId)));
      this.refreshers.set(payload, refresher);
    }
    return refresher.request();
  }

  async caughtUp(channel: Channel, payload: string): Promise<void> {
    if (channel === CHANNELS.appointmentsChanged) await this.refresh(payload);
  }

  settings(providerId: string): SettingsRow | undefined {
    return this.byProvider.get(providerId)?.settings;
  }

  /** Whether the provider takes bookings now. */
  takesBookings(providerId: string): boolean {
    return this.byProvider.get(providerId)?.settings.enabled === true;
  }

  /** Seats held in the slot starting at `start` (epoch ms), advance-payment holds only until they expire. */
  taken(providerId: string, start: number): number {
    const bookings = this.byProvider.get(providerId);
    if (!bookings) return 0;
    const now = this.now().getTime();
    const expiring = bookings.expiring.get(start)?.filter((until) => until > now).length ?? 0;
    return (bookings.held.get(start) ?? 0) + expiring;
  }

  /** The slots of `date` with their free seats; none when the provider does not take bookings. */
  slots(providerId: string, date: string): Slot[] {
    const bookings = this.byProvider.get(providerId);
    if (!bookings?.settings.enabled) return [];
    return slotsOn(bookings.schedule, date, this.now(), (start) => this.taken(providerId, start.getTime()));
  }

  /**
   * The slots answer as JSON, serialised once until it can change: the provider's next change drops
   * it, and it goes stale by itself at the next cutoff of one of its slots, the next expiry of a
   * payment hold in it, or midnight (the day's place in the horizon moves).
   */
  slotsAnswer(providerId: string, date: string): string {
    const now = this.now().getTime();
    const cached = this.answers.get(providerId)?.get(date);
    if (cached && now < cached.until) return cached.json;
    const bookings = this.byProvider.get(providerId);
    const json = JSON.stringify({ data: this.slots(providerId, date) });
    if (!bookings?.settings.enabled || !isBookableDate(bookings.schedule, date, new Date(now))) return json;
    let until = istInstant(addDays(istDate(new Date(now)), 1), 0).getTime();
    for (const { start } of slotsOfDate(bookings.schedule, date)) {
      const closes = start.getTime() - bookings.schedule.cutoffMinutes * 60_000;
      if (closes > now) until = Math.min(until, closes);
      for (const expiry of bookings.expiring.get(start.getTime()) ?? [])
        if (expiry > now) until = Math.min(until, expiry);
    }
    let byDate = this.answers.get(providerId);
    if (!byDate) this.answers.set(providerId, (byDate = new Map()));
    byDate.set(date, { json, until });
    return json;
  }

  /** What the public profile tells about bookings; `basePricing` is the provider's price in rupees. */
  bookingInfo(providerId: string, basePricing: number | null): ProviderBookingInfo {
    const s = this.byProvider.get(providerId)?.settings;
    if (!s?.enabled) {
      return {
        takes_bookings: false,
        booking_fee: null,
        payment: null,
        razorpay_key_id: null,
        razorpay_checkout_url: null,
        horizon_days: null,
      };
    }
    const advance = s.payment !== 'at_visit';
    const viaRazorpay = s.payment === 'razorpay' && this.razorpay !== undefined;
    return {
      takes_bookings: true,
      booking_fee: advance ? (s.bookingFeePaise === null ? basePricing : paiseToRupees(s.bookingFeePaise)) : null,
      payment: s.payment,
      razorpay_key_id: viaRazorpay ? (this.razorpay?.keyId ?? null) : null,
      razorpay_checkout_url: viaRazorpay ? (this.razorpay?.checkoutUrl ?? null) : null,
      horizon_days: s.horizonDays,
    };
  }

  /** Replaces the held seats of one India day of a provider, leaving its other days as they are. */
  private async reloadDay(providerId: string, day: string): Promise<void> {
    await this.loaded;
    const from = istInstant(day, 0);
    const to = istInstant(day, 24 * 60);
    const rows = await selectHeldSeats(this.db, from, this.now(), providerId, to);
    const bookings = this.byProvider.get(providerId);
    this.answers.delete(providerId);
    if (!bookings) return;
    const fresh = bookingsOf(bookings.settings, rows);
    for (const map of [bookings.held, bookings.expiring] as Map<number, unknown>[]) {
      for (const start of map.keys()) if (start >= from.getTime() && start < to.getTime()) map.delete(start);
    }
    for (const [start, n] of fresh.held) bookings.held.set(start, n);
    for (const [start, list] of fresh.expiring) bookings.expiring.set(start, list);
  }

  private async reload(providerId: string): Promise<void> {
    await this.loaded;
    const now = this.now();
    const [settings, held] = await Promise.all([
      selectSettings(this.db, providerId),
      selectHeldSeats(this.db, heldFrom(now), now, providerId),
    ]);
    if (settings) this.byProvider.set(providerId, bookingsOf(settings, held));
    else this.byProvider.delete(providerId);
    this.answers.delete(providerId);
  }
}
