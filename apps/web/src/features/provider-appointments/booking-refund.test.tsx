import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookingRow } from './booking-row';
import { booking } from './test-data';

const row = (overrides: Parameters<typeof booking>[0]) => {
  const onAction = vi.fn();
  render(
    <ul>
      <BookingRow booking={booking(overrides)} now={Date.now()} busy={false} onAction={onAction} onCancel={vi.fn()} />
    </ul>,
  );
  return onAction;
};

describe('money going back, at the desk', () => {
  it('asks the desk to return a UPI payment whose slot was taken, and records it with “Refunded”', async () => {
    const onAction = row({
      status: 'slot_taken',
      payment: 'upi_advance',
      amount: 30_000,
      refund: { amount: 30_000, state: 'by_hand' },
    });
    expect(screen.getByText('Payment received, slot taken')).toBeInTheDocument();
    expect(screen.getByText('₹300 to return by hand')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Refunded' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'refunded' });
  });

  it('shows a gateway refund on its way without asking the desk for anything', () => {
    row({ paid: 30_000, amount: 30_000, payment: 'razorpay', refund: { amount: 30_000, state: 'on_its_way' } });
    expect(screen.getByText('Paid ₹300')).toBeInTheDocument();
    expect(screen.getByText('Refund of ₹300 on its way')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refunded' })).toBeNull();
  });
});
