import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pincodes } from '../../db/schema';

export type PincodeRow = typeof pincodes.$inferSelect;

export async function findPincode(db: Executor, pincode: string): Promise<PincodeRow | undefined> {
  const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
  return row;
}
