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
import {
  isOwnToken,
  parseAppointmentsChange,
  seatHold,
  type SeatChange,
  type SeatHold,
} from './appointment-seat-change';
import { isBookableDate, istDate, istInstant, slotsOfDate, slotsOn, type Schedule } from './slot-schedule';

/** One provider's bookings as the slots answer needs them. */
interface Bookings {
  settings: SettingsRow;
  schedule: Schedule;
  /** Seats held for good (paid, being paid, confirmed, arrived) per slot start (epoch ms). */
  held: Map<number, number>;
  /** Expiry times (epoch ms) of the advance-payment holds per slot start; each frees itself then. */
  expiring: Map<number, number[]>;
  /** What each seat-holding booking holds, by booking id, so that its next change replaces it. */
  seats: Map<string, { start: number; hold: 'held' | number }>;
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

/** Puts a booking's seat where its change says, taking back the one it held before (if any). */
function placeSeat(bookings: Bookings, id: string, start: number, hold: SeatHold): void {
  const old = bookings.seats.get(id);
  if (old?.hold === 'held') {
    const n = (bookings.held.get(old.start) ?? 1) - 1;
    if (n > 0) bookings.held.set(old.start, n);
    else bookings.held.delete(old.start);
  } else if (old) {
    const expiry = old.hold;
    const rest = (bookings.expiring.get(old.start) ?? []).filter((until, i, all) => i !== all.indexOf(expiry));
    if (rest.length > 0) bookings.expiring.set(old.start, rest);
    else bookings.expiring.delete(old.start);
  }
  bookings.seats.delete(id);
  if (hold === null) return;
  bookings.seats.set(id, { start, hold });
  if (hold === 'held') bookings.held.set(start, (bookings.held.get(start) ?? 0) + 1);
  else bookings.expiring.set(start, [...(bookings.expiring.get(start) ?? []), hold]);
}

function bookingsOf(settings: SettingsRow, rows: readonly HeldRow[]): Bookings {
  const bookings: Bookings = {
    settings,
    schedule: scheduleOf(settings),
    held: new Map(),
    expiring: new Map(),
    seats: new Map(),
  };
  for (const row of rows) placeSeat(bookings, row.id, row.startAt.getTime(), seatHold(row));
  return bookings;
}

/** Seat changes heard while a reload was reading the database, applied again on top of what it read. */
interface Recorder {
  providerId: string | undefined;
  changes: { providerId: string; seat: SeatChange }[];
}

/** How long a writer waits to hear its own change before it reads the day from the database instead. */
const CATCH_UP_MS = 2_000;
/** Own changes heard before their writer asked are remembered until it does; a bound against leaks. */
const MAX_APPLIED = 1_000;

/**
 * Every provider's appointment settings and the seats held in its coming slots, in memory, so the
 * slots answer and the public profile never query the database. The database stays the judge of a
 * booking (the seat count under the slot's lock); this model only shows what is free. It loads once;
 * a booking's change arrives on `appointments_changed` (from any process, in commit order) carrying
 * the seat it now holds, which is applied without a query; a settings change reloads the provider.
 * Advance-payment holds expire by the clock without any change, so their expiry times are kept and
 * compared when asked.
 */
export class AppointmentReadModel implements ReadModel {
  private readonly byProvider = new Map<string, Bookings>();
  private readonly refreshers = new Map<string, Refresher>();
  /** Serialised slots answers per provider and date, each with the instant (ms) it goes stale. */
  private readonly answers = new Map<string, Map<string, { json: Buffer; until: number }>>();
  private loaded: Promise<unknown> = Promise.resolve();
  private readonly recorders = new Set<Recorder>();
  /** Writers waiting to hear their own change, by token. */
  private readonly waiting = new Map<string, () => void>();
  /** Own changes heard before their writer asked for them. */
  private readonly applied = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly razorpay: RazorpayConfig | undefined,
    /** Told of every reload of a provider or one of its days (the refresh counter). */
    private readonly refreshed: () => void = () => undefined,
  ) {}

  async load(bus: ChangeBus): Promise<void> {
    bus.on(CHANNELS.appointmentsChanged, (payload) => this.heard(payload));
    const now = this.now();
    const loading = this.recording(undefined, async () => {
      const [settings, held] = await Promise.all([
        selectAllSettings(this.db),
        selectHeldSeats(this.db, heldFrom(now), now),
      ]);
      const heldBy = new Map<string, HeldRow[]>();
      for (const row of held) heldBy.set(row.providerId, [...(heldBy.get(row.providerId) ?? []), row]);
      for (const s of settings) this.byProvider.set(s.providerId, bookingsOf(s, heldBy.get(s.providerId) ?? []));
    });
    this.loaded = loading.catch(() => undefined);
    await loading;
  }

  /**
   * Catches up with an `appointments_changed` payload by reading the database: a provider's settings
   * and seats ("<id>"), or only the seats of one India day of it ("<id> <day>").
   */
  refresh(payload: string): Promise<void> {
    let refresher = this.refreshers.get(payload);
    if (!refresher) {
      const [providerId = payload, day] = payload.split(' ');
      refresher = new Refresher(
        () => (day ? this.reloadDay(providerId, day) : this.reload(providerId)),
        this.refreshed,
      );
      this.refreshers.set(payload, refresher);
    }
    return refresher.request();
  }

  /**
   * Resolves once this process has applied the writer's own change. A seat change is applied when its
   * notification arrives (at once on the embedded database, a moment after the commit on PostgreSQL);
   * if it does not arrive in time, the day is read from the database instead.
   */
  async caughtUp(channel: Channel, payload: string): Promise<void> {
    if (channel !== CHANNELS.appointmentsChanged) return;
    const { providerId, day, seat } = parseAppointmentsChange(payload);
    if (!seat || !day) return this.refresh(payload);
    if (this.applied.delete(seat.token)) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(seat.token);
        resolve(this.refresh(`${providerId} ${day}`));
      }, CATCH_UP_MS);
      this.waiting.set(seat.token, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** A notification: a seat change is applied as it says; anything else is read from the database. */
  private heard(payload: string): void {
    const { providerId, seat } = parseAppointmentsChange(payload);
    if (!seat) {
      void this.refresh(payload);
      return;
    }
    this.applySeat(providerId, seat);
    for (const recorder of this.recorders) {
      if (recorder.providerId === undefined || recorder.providerId === providerId) {
        recorder.changes.push({ providerId, seat });
      }
    }
    if (!isOwnToken(seat.token)) return;
    const writer = this.waiting.get(seat.token);
    if (writer) {
      this.waiting.delete(seat.token);
      writer();
      return;
    }
    this.applied.add(seat.token);
    if (this.applied.size > MAX_APPLIED) this.applied.delete(this.applied.values().next().value ?? '');
  }

  private applySeat(providerId: string, seat: SeatChange): void {
    const bookings = this.byProvider.get(providerId);
    this.answers.delete(providerId);
    if (bookings) placeSeat(bookings, seat.id, seat.start, seat.hold);
  }

  /**
   * Runs a reload; the seat changes heard while it read the database are applied again afterwards,
   * since what it read may predate them (applying one it already saw changes nothing).
   */
  private async recording(providerId: string | undefined, reload: () => Promise<void>): Promise<void> {
    const recorder: Recorder = { providerId, changes: [] };
    this.recorders.add(recorder);
    try {
      await reload();
    } finally {
      this.recorders.delete(recorder);
    }
    for (const change of recorder.changes) this.applySeat(change.providerId, change.seat);
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
   * The slots answer as JSON bytes (a string would be measured and encoded again on every send),
   * serialised once until it can change: the provider's next change drops
   * it, and it goes stale by itself at the next cutoff of one of its slots, the next expiry of a
   * payment hold in it, or midnight (the day's place in the horizon moves).
   */
  slotsAnswer(providerId: string, date: string): Buffer {
    const now = this.now().getTime();
    const cached = this.answers.get(providerId)?.get(date);
    if (cached && now < cached.until) return cached.json;
    const bookings = this.byProvider.get(providerId);
    const json = Buffer.from(JSON.stringify({ data: this.slots(providerId, date) }));
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
    const from = istInstant(day, 0).getTime();
    const to = istInstant(day, 24 * 60).getTime();
    await this.recording(providerId, async () => {
      const rows = await selectHeldSeats(this.db, new Date(from), this.now(), providerId, new Date(to));
      const bookings = this.byProvider.get(providerId);
      this.answers.delete(providerId);
      if (!bookings) return;
      for (const [id, seat] of [...bookings.seats]) {
        if (seat.start >= from && seat.start < to) placeSeat(bookings, id, seat.start, null);
      }
      for (const row of rows) placeSeat(bookings, row.id, row.startAt.getTime(), seatHold(row));
    });
  }

  private async reload(providerId: string): Promise<void> {
    await this.loaded;
    await this.recording(providerId, async () => {
      const now = this.now();
      const [settings, held] = await Promise.all([
        selectSettings(this.db, providerId),
        selectHeldSeats(this.db, heldFrom(now), now, providerId),
      ]);
      if (settings) this.byProvider.set(providerId, bookingsOf(settings, held));
      else this.byProvider.delete(providerId);
      this.answers.delete(providerId);
    });
  }
}
