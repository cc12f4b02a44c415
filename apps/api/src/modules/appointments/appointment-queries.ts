import { and, asc, desc, eq, gt, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { appointmentSettings, appointments } from '../../db/schema';
import type { AppointmentRow } from './appointment-events';

export type SettingsRow = typeof appointmentSettings.$inferSelect;
export type NewSettings = Omit<typeof appointmentSettings.$inferInsert, 'updatedAt'>;
export type NewAppointment = typeof appointments.$inferInsert;

/**
 * A booking holds its seat while it is paid for or being paid, confirmed or arrived; one waiting for
 * an advance payment holds it only until its hold expires at `now` (the app's clock).
 */
export const holdsSeat = (now: Date): SQL =>
  or(
    inArray(appointments.status, ['payment_pending', 'confirmed', 'checked_in']),
    and(eq(appointments.status, 'awaiting_payment'), gt(appointments.holdExpiresAt, now)),
  ) as SQL;

export const selectAllSettings = (db: Db): Promise<SettingsRow[]> => db.select().from(appointmentSettings);

export async function selectSettings(ex: Executor, providerId: string): Promise<SettingsRow | undefined> {
  const [row] = await ex.select().from(appointmentSettings).where(eq(appointmentSettings.providerId, providerId));
  return row;
}

export async function upsertSettings(tx: Executor, values: NewSettings): Promise<SettingsRow> {
  const { providerId: _key, ...changes } = values;
  const [row] = await tx
    .insert(appointmentSettings)
    .values(values)
    .onConflictDoUpdate({ target: appointmentSettings.providerId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('settings upsert returned nothing');
  return row;
}

/**
 * Seat-holding bookings starting from `from` (before `to` when given; all providers, or one): what
 * the read model counts.
 */
export function selectHeldSeats(db: Db, from: Date, now: Date, providerId?: string, to?: Date) {
  return db
    .select({
      id: appointments.id,
      providerId: appointments.providerId,
      startAt: appointments.startAt,
      status: appointments.status,
      holdExpiresAt: appointments.holdExpiresAt,
    })
    .from(appointments)
    .where(
      and(
        gte(appointments.startAt, from),
        to === undefined ? undefined : lt(appointments.startAt, to),
        holdsSeat(now),
        providerId === undefined ? undefined : eq(appointments.providerId, providerId),
      ),
    );
}

/**
 * Serialises, on any process until the transaction ends, one person's bookings with one provider on
 * one India day (the one-a-day rule), then every booking of one slot of that provider (its seats).
 * Bookings of other slots do not wait. PostgreSQL's advisory locks are keyed by a 64-bit number, here
 * a hash of the names; both are taken in this one statement, always in this order, so two bookings
 * can never each hold the lock the other waits for.
 */
export async function lockSeat(tx: Executor, providerId: string, userId: string, day: string, start: Date) {
  const dayKey = `day:${providerId}:${userId}:${day}`;
  const slotKey = `slot:${providerId}:${start.toISOString()}`;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${dayKey}, 0)), pg_advisory_xact_lock(hashtextextended(${slotKey}, 0))`,
  );
}

export interface SeatQuery {
  providerId: string;
  userId: string;
  /** The slot's start and its India day. */
  start: Date;
  day: string;
  now: Date;
  /** The booking being moved (or paid late), which does not count against itself. */
  exceptId?: string | undefined;
  /** A condition answered as `member`, e.g. whether the person belongs to the provider. */
  member?: SQL | undefined;
}

export interface SeatCheck {
  settings: SettingsRow;
  member: boolean;
  /** The person's other seat-holding bookings with the provider that day. */
  mine: number;
  /** Seats of the slot held at `now` by other bookings. */
  held: number;
}

/**
 * Everything a booking's rules read, in one statement: the provider's settings, the person's other
 * bookings that day and the slot's held seats (read under the locks of `lockSeat` where several
 * connections write). Nothing when the provider never had settings.
 */
export async function selectSeatCheck(tx: Executor, q: SeatQuery): Promise<SeatCheck | undefined> {
  const count = (where: SQL | undefined) =>
    sql<number>`(${tx
      .select({ n: sql`count(*)` })
      .from(appointments)
      .where(where)})`.mapWith(Number);
  const [row] = await tx
    .select({
      settings: appointmentSettings,
      member: (q.member ?? sql`false`).mapWith(Boolean),
      mine: count(
        and(
          eq(appointments.providerId, q.providerId),
          eq(appointments.consumerUserId, q.userId),
          eq(appointments.day, q.day),
          holdsSeat(q.now),
          q.exceptId === undefined ? undefined : ne(appointments.id, q.exceptId),
        ),
      ),
      held: count(
        and(
          eq(appointments.providerId, q.providerId),
          eq(appointments.startAt, q.start),
          holdsSeat(q.now),
          q.exceptId === undefined ? undefined : ne(appointments.id, q.exceptId),
        ),
      ),
    })
    .from(appointmentSettings)
    .where(eq(appointmentSettings.providerId, q.providerId));
  return row;
}

export async function insertAppointment(tx: Executor, values: NewAppointment): Promise<AppointmentRow> {
  const [row] = await tx.insert(appointments).values(values).returning();
  if (!row) throw new Error('appointment insert returned nothing');
  return row;
}

/** A booking locked for a change, so two changes of one booking apply one after the other. */
export async function lockAppointment(tx: Executor, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row;
}

export async function updateAppointment(
  tx: Executor,
  id: string,
  changes: Partial<NewAppointment>,
): Promise<AppointmentRow> {
  const [row] = await tx
    .update(appointments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(appointments.id, id))
    .returning();
  if (!row) throw new Error('appointment update returned nothing');
  return row;
}

export async function selectAppointment(ex: Executor, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await ex.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** A person's bookings, latest slot first (the caller splits upcoming and past). */
export const selectBookingsOf = (db: Db, userId: string): Promise<AppointmentRow[]> =>
  db
    .select()
    .from(appointments)
    .where(eq(appointments.consumerUserId, userId))
    .orderBy(desc(appointments.startAt))
    .limit(200);

/** A provider's bookings of one India day, in slot order. */
export const selectBookingsOfDay = (db: Db, providerId: string, day: string): Promise<AppointmentRow[]> =>
  db
    .select()
    .from(appointments)
    .where(and(eq(appointments.providerId, providerId), eq(appointments.day, day)))
    .orderBy(asc(appointments.startAt), asc(appointments.createdAt));
