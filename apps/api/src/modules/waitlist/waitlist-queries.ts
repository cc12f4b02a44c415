import type { Db } from '../../db/client';
import { waitlist } from '../../db/schema';

/** Adds the (lower-cased) address; false when it was already on the list. */
export async function insertWaitlistEmail(db: Db, email: string): Promise<boolean> {
  const inserted = await db
    .insert(waitlist)
    .values({ email })
    .onConflictDoNothing()
    .returning({ email: waitlist.email });
  return inserted.length > 0;
}
