import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';
import type { TransactionHooks } from '../../lib/transaction-hooks';
import type { PaymentConfirmed } from './payment-events';

export type PaymentStep = typeof payments.$inferSelect;
export type NewPaymentStep = Omit<typeof payments.$inferInsert, 'id' | 'createdAt' | 'status' | 'verifiedAt'>;

/**
 * The one owner of the payments ledger. Rows are appended, never changed: a payment's story is its
 * rows in order (created → claimed → confirmed, or failed, or refunded).
 */
export function createPaymentsService(confirmations: TransactionHooks<PaymentConfirmed>) {
  return {
    /** Appends a step that vouches for nothing: a gateway order, a person's "I have paid", a failure. */
    async record(tx: Executor, step: NewPaymentStep & { status: 'created' | 'claimed' | 'failed' | 'refunded' }) {
      const [row] = await tx.insert(payments).values(step).returning();
      if (!row) throw new Error('payment step insert returned nothing');
      return row;
    },

    /**
     * Appends the step that says the money came, and tells the listeners (the booking becomes
     * confirmed). A gateway payment confirmed before (its webhook and its checkout callback both
     * arrive, or a webhook is replayed) returns null and tells no one again.
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
      });
      return row;
    },

    /** Every step of one booking's payments, oldest first. */
    history: (tx: Executor, appointmentId: string) =>
      tx.select().from(payments).where(eq(payments.appointmentId, appointmentId)).orderBy(asc(payments.createdAt)),

    /** Paise received per booking (confirmed less refunded), for the day view and the booking answers. */
    async confirmedPaise(tx: Executor, appointmentIds: readonly string[]): Promise<Map<string, number>> {
      if (appointmentIds.length === 0) return new Map();
      const rows = await tx
        .select({
          id: payments.appointmentId,
          paise: sql<number>`sum(case ${payments.status} when 'refunded' then -${payments.amountPaise} else ${payments.amountPaise} end)::int`,
        })
        .from(payments)
        .where(
          and(
            inArray(payments.appointmentId, [...appointmentIds]),
            inArray(payments.status, ['confirmed', 'refunded']),
          ),
        )
        .groupBy(payments.appointmentId);
      return new Map(rows.map((r) => [r.id, r.paise]));
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
