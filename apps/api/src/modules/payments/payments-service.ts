import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Refund } from '@kataar/shared/appointments';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';
import type { TransactionHooks } from '../../lib/transaction-hooks';
import { enqueue } from '../outbox/outbox-service';
import type { PaymentConfirmed } from './payment-events';
import { REFUND_CHANNEL, type RefundPayload } from './refund-payload';

export type PaymentStep = typeof payments.$inferSelect;
export type NewPaymentStep = Omit<typeof payments.$inferInsert, 'id' | 'createdAt' | 'status' | 'verifiedAt'>;

/** A gateway refund keeps being tried for about a day (the outbox's back-off doubles to 30 minutes). */
const REFUND_ATTEMPTS = 50;

const paise = (status: PaymentStep['status']) =>
  sql<number>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.status} = ${status}), 0)::int`;

/**
 * The one owner of the payments ledger. Rows are appended, never changed: a payment's story is its
 * rows in order (created → claimed → confirmed, then perhaps refund_due → refunded or refund_failed).
 */
export function createPaymentsService(confirmations: TransactionHooks<PaymentConfirmed>) {
  return {
    /** Appends a step that vouches for nothing: a gateway order, a person's "I have paid", a failure. */
    async record(tx: Executor, step: NewPaymentStep & { status: 'created' | 'claimed' | 'failed' }) {
      const [row] = await tx.insert(payments).values(step).returning();
      if (!row) throw new Error('payment step insert returned nothing');
      return row;
    },

    /**
     * Appends the step that says the money came, and tells the listeners (the booking decides whether
     * it keeps the money). A gateway payment confirmed before (its webhook and its checkout callback
     * both arrive, or a webhook is replayed) returns null and tells no one again.
     */
    async confirm(tx: Executor, step: NewPaymentStep & { verifiedBy: string }, at: Date): Promise<PaymentStep | null> {
      const [row] = await tx
        .insert(payments)
        .values({ ...step, status: 'confirmed', verifiedAt: at })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      await confirmations.emit(tx, {
        paymentId: row.id,
        appointmentId: row.appointmentId,
        providerId: row.providerId,
        amountPaise: row.amountPaise,
        method: row.method,
        gatewayOrderId: row.gatewayOrderId,
        gatewayPaymentId: row.gatewayPaymentId,
      });
      return row;
    },

    /**
     * Money that came must go back: a gateway payment is refunded through the gateway by the outbox
     * (so a gateway that is down is tried again, and the refund is never sent for a rolled-back
     * change); a UPI payment is returned by the desk, which then records it.
     */
    async refundDue(tx: Executor, payment: PaymentConfirmed, reference: string, at: Date): Promise<void> {
      const [due] = await tx
        .insert(payments)
        .values({
          appointmentId: payment.appointmentId,
          providerId: payment.providerId,
          amountPaise: payment.amountPaise,
          method: payment.method,
          status: 'refund_due',
          gatewayOrderId: payment.gatewayOrderId,
          gatewayPaymentId: payment.gatewayPaymentId,
          verifiedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (!due || payment.method !== 'razorpay' || !payment.gatewayPaymentId) return;
      const payload: RefundPayload = {
        refundStepId: due.id,
        appointmentId: due.appointmentId,
        providerId: due.providerId,
        reference,
        amountPaise: due.amountPaise,
        gatewayOrderId: due.gatewayOrderId,
        gatewayPaymentId: payment.gatewayPaymentId,
      };
      await enqueue(tx, {
        channel: REFUND_CHANNEL,
        dedupeKey: `refund:${payment.gatewayPaymentId}`,
        payload,
        maxAttempts: REFUND_ATTEMPTS,
      });
    },

    /** Appends the end of a refund: the gateway sent it back, refused to, or the desk returned it. */
    async refundSettled(
      tx: Executor,
      step: NewPaymentStep & { status: 'refunded' | 'refund_failed' },
      at: Date,
    ): Promise<PaymentStep | null> {
      const [row] = await tx
        .insert(payments)
        .values({ ...step, verifiedAt: at })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** Every step of one booking's payments, oldest first. */
    history: (tx: Executor, appointmentId: string) =>
      tx.select().from(payments).where(eq(payments.appointmentId, appointmentId)).orderBy(asc(payments.createdAt)),

    /**
     * Per booking: paise received and kept (confirmed less what must go back), and the money going
     * back with where it is. Bookings with neither are absent.
     */
    async balances(
      tx: Executor,
      appointmentIds: readonly string[],
    ): Promise<Map<string, { paid: number; refund: Refund | null }>> {
      if (appointmentIds.length === 0) return new Map();
      const rows = await tx
        .select({
          id: payments.appointmentId,
          confirmed: paise('confirmed'),
          due: paise('refund_due'),
          refunded: paise('refunded'),
          refused: paise('refund_failed'),
          dueByHand: sql<number>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.status} = 'refund_due' and ${payments.method} <> 'razorpay'), 0)::int`,
        })
        .from(payments)
        .where(
          and(
            inArray(payments.appointmentId, [...appointmentIds]),
            inArray(payments.status, ['confirmed', 'refund_due', 'refunded', 'refund_failed']),
          ),
        )
        .groupBy(payments.appointmentId);
      return new Map(
        rows.map((r) => {
          const outstanding = r.due - r.refunded;
          // The desk returns what no gateway will: UPI money, and gateway refunds that were refused.
          const byHand = Math.min(outstanding, r.dueByHand + r.refused);
          const refund: Refund | null =
            r.due === 0
              ? null
              : byHand > 0
                ? { amount: byHand, state: 'by_hand' }
                : outstanding > 0
                  ? { amount: outstanding, state: 'on_its_way' }
                  : { amount: r.due, state: 'refunded' };
          return [r.id, { paid: r.confirmed - r.due, refund }];
        }),
      );
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
