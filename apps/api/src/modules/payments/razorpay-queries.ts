import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';

/** The `created` step of a Razorpay order: which booking it is for and how much it asked. */
export async function razorpayOrderStep(ex: Executor, orderId: string) {
  const [row] = await ex
    .select()
    .from(payments)
    .where(and(eq(payments.gatewayOrderId, orderId), eq(payments.method, 'razorpay'), eq(payments.status, 'created')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}
