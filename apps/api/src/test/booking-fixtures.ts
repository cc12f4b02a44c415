import type { Database } from '../db/client';
import { appointments } from '../db/schema';

type NewAppointment = typeof appointments.$inferInsert;

let n = 0;

/**
 * Inserts a booking row as the appointments module would have written it, for tests of what
 * reacts to bookings. `start` is the slot's start; the slot lasts 15 minutes.
 */
export async function insertBooking(
  database: Database,
  who: { providerId: string; consumerUserId: string; start: Date },
  overrides: Partial<NewAppointment> = {},
) {
  n += 1;
  const day = new Date(who.start.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  const [row] = await database.db
    .insert(appointments)
    .values({
      reference: `KT-T${String(n).padStart(4, '0')}`,
      providerId: who.providerId,
      consumerUserId: who.consumerUserId,
      consumerName: 'Asha Patil',
      consumerAge: 31,
      consumerContact: '9876543210',
      consumerGender: 'female',
      startAt: who.start,
      endAt: new Date(who.start.getTime() + 15 * 60_000),
      day,
      status: 'confirmed',
      payment: 'at_visit',
      amountPaise: 0,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}
