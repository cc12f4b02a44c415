import type { AppContext } from '../../app-context';
import type { Db, Executor } from '../../db/client';
import { bookingDayChanged } from '../appointments/appointment-service';
import { PermanentFailure, type OutboxHandler } from '../outbox/outbox-service';
import { createRazorpayGateway, gatewayErrorText, gatewayRefused, type RazorpayGateway } from './razorpay-gateway';
import type { PaymentsService } from './payments-service';
import { REFUND_CHANNEL, type RefundPayload } from './refund-payload';

interface RefundDeps {
  db: Db;
  gateway: RazorpayGateway;
  payments: PaymentsService;
  now: () => Date;
  /** Tells the desks showing the booking's day that its money moved. */
  announce: (tx: Executor, appointmentId: string) => Promise<void>;
}

/**
 * Sends a payment back through Razorpay's refund API and records the outcome in the ledger. The
 * outbox may run a message twice (a process dies after Razorpay answered), so the payment's refunds
 * are looked at first: one carrying this step's receipt was made by an earlier try and is recorded,
 * not made again. A refusal (4xx) is recorded as `refund_failed`, so the desk returns the money by
 * hand; so is a refund still failing on its last try.
 */
export function createRazorpayRefundHandler({ db, gateway, payments, now, announce }: RefundDeps): OutboxHandler {
  const settle = (refund: RefundPayload, status: 'refunded' | 'refund_failed', gatewayRefundId: string | null) =>
    db.transaction(async (tx) => {
      const row = await payments.refundSettled(
        tx,
        {
          appointmentId: refund.appointmentId,
          providerId: refund.providerId,
          amountPaise: refund.amountPaise,
          method: 'razorpay',
          gatewayOrderId: refund.gatewayOrderId,
          gatewayPaymentId: refund.gatewayPaymentId,
          gatewayRefundId,
          verifiedBy: 'razorpay-refund',
          status,
        },
        now(),
      );
      if (row) await announce(tx, refund.appointmentId);
    });

  return {
    async send(payload, row) {
      const refund = payload as RefundPayload;
      try {
        const earlier = (await gateway.refundsOf(refund.gatewayPaymentId)).find(
          (r) => r.receipt === refund.refundStepId,
        );
        const made =
          earlier ??
          (await gateway.refund(refund.gatewayPaymentId, {
            amountPaise: refund.amountPaise,
            receipt: refund.refundStepId,
            notes: { appointment_id: refund.appointmentId, reference: refund.reference },
          }));
        await settle(refund, 'refunded', made.id);
      } catch (err) {
        const refused = gatewayRefused(err);
        if (refused || row.attempts >= row.maxAttempts) {
          await settle(refund, 'refund_failed', null);
          throw new PermanentFailure(`razorpay refused the refund: ${gatewayErrorText(err)}`);
        }
        throw err;
      }
    },
  };
}

/**
 * Gateway refunds are sent by every process whose server has Razorpay's keys; without them none is
 * claimed, and a refund waits in the outbox until a process with the keys runs.
 */
export function registerRazorpayRefunds(context: AppContext): void {
  if (!context.config.razorpay) return;
  context.outbox.register(
    REFUND_CHANNEL,
    createRazorpayRefundHandler({
      db: context.database.db,
      gateway: createRazorpayGateway(context.config.razorpay),
      payments: context.payments,
      now: context.now,
      announce: bookingDayChanged,
    }),
  );
}
