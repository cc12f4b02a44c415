import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments } from '../../db/schema';

/**
 * A booking as it is now, for a reminder deciding at its due time whether it still applies. A read
 * of the appointments module's table until that module exports a read function for it.
 */
export async function currentBooking(ex: Executor, appointmentId: string) {
  const [row] = await ex.select().from(appointments).where(eq(appointments.id, appointmentId));
  return row;
}
