import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments, payments } from '../../db/schema';

/**
 * What paying for a booking needs to know about it. A read of the appointments module's table
 * until that module exports its own read function for it.
 */
export async function bookingForPayment(ex: Executor, appointmentId: string) {
  const [row] = await ex
    .select({
      id: appointments.id,
      reference: appointments.reference,
      providerId: appointments.providerId,
      consumerUserId: appointments.consumerUserId,
      status: appointments.status,
      payment: appointments.payment,
      amountPaise: appointments.amountPaise,
      holdExpiresAt: appointments.holdExpiresAt,
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return row;
}

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
