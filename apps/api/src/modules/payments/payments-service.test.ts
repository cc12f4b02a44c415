import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema';
import { createTransactionHooks } from '../../lib/transaction-hooks';
import { signedInUser } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { PaymentConfirmed } from './payment-events';
import { createPaymentsService } from './payments-service';

let t: TestApp;
const confirmations = createTransactionHooks<PaymentConfirmed>();
const told: PaymentConfirmed[] = [];
confirmations.on(async (_tx, event) => void told.push(event));
const service = createPaymentsService(confirmations);
let booking: { id: string; providerId: string };

beforeAll(async () => {
  t = await createTestApp();
  const provider = await insertProvider(t.database);
  const user = await signedInUser(t.database, 'payer@example.com');
  const [row] = await t.database.db
    .insert(appointments)
    .values({
      reference: 'KT-PAY1',
      providerId: provider.id,
      consumerUserId: user.id,
      consumerName: 'Asha',
      consumerAge: 30,
      consumerContact: '9876543210',
      consumerGender: 'female',
      startAt: new Date('2026-11-24T05:00:00Z'),
      endAt: new Date('2026-11-24T05:15:00Z'),
      day: '2026-11-24',
      status: 'awaiting_payment',
      payment: 'razorpay',
      amountPaise: 50_000,
    })
    .returning();
  if (!row) throw new Error('no booking');
  booking = row;
});

afterAll(() => t?.close());

const step = () => ({
  appointmentId: booking.id,
  providerId: booking.providerId,
  amountPaise: 50_000,
  method: 'razorpay' as const,
  gatewayOrderId: 'order_1',
  gatewayPaymentId: 'pay_1',
  verifiedBy: 'razorpay-signature',
});

describe('payments ledger', () => {
  it('confirms a gateway payment once, however often it is reported, and tells the listeners once', async () => {
    const db = t.database.db;
    await service.record(db, { ...step(), status: 'created', gatewayPaymentId: null });
    const at = new Date('2026-11-23T10:00:00Z');
    const first = await db.transaction((tx) => service.confirm(tx, step(), at));
    const replay = await db.transaction((tx) => service.confirm(tx, step(), at));
    expect(first?.status).toBe('confirmed');
    expect(replay).toBeNull();
    expect(told).toEqual([
      {
        paymentId: first?.id,
        appointmentId: booking.id,
        providerId: booking.providerId,
        amountPaise: 50_000,
        method: 'razorpay',
        gatewayOrderId: 'order_1',
        gatewayPaymentId: 'pay_1',
      },
    ]);
    expect((await service.history(db, booking.id)).map((r) => r.status)).toEqual(['created', 'confirmed']);
  });

  it('keeps paise received less what must go back, and says where the money going back is', async () => {
    const db = t.database.db;
    const at = new Date('2026-11-23T10:05:00Z');
    expect(await service.balances(db, [booking.id])).toEqual(new Map([[booking.id, { paid: 50_000, refund: null }]]));
    // A second capture of the same order: counted once, the second is owed back through the gateway.
    const second = await db.transaction((tx) => service.confirm(tx, { ...step(), gatewayPaymentId: 'pay_2' }, at));
    if (!second) throw new Error('second payment not recorded');
    const event = told.at(-1);
    if (!event) throw new Error('listeners not told');
    await db.transaction((tx) => service.refundDue(tx, event, 'KT-PAY1', at));
    await db.transaction((tx) => service.refundDue(tx, event, 'KT-PAY1', at));
    const owed = { paid: 50_000, refund: { amount: 50_000, state: 'on_its_way' } };
    expect((await service.balances(db, [booking.id])).get(booking.id)).toEqual(owed);
    // The gateway refused: the desk returns it by hand, then records it.
    const settled = { ...step(), gatewayPaymentId: 'pay_2', verifiedBy: 'razorpay-refund' };
    await service.refundSettled(db, { ...settled, status: 'refund_failed' }, at);
    expect((await service.balances(db, [booking.id])).get(booking.id)?.refund).toEqual({
      amount: 50_000,
      state: 'by_hand',
    });
    await service.refundSettled(db, { ...settled, gatewayPaymentId: null, status: 'refunded' }, at);
    expect((await service.balances(db, [booking.id])).get(booking.id)).toEqual({
      paid: 50_000,
      refund: { amount: 50_000, state: 'refunded' },
    });
    expect(await service.balances(db, [])).toEqual(new Map());
  });
});
