import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AppointmentCard } from './appointment-card';
import { takeBookingIntent } from './booking-intent';
import { formatTime } from './format';
import { appointment, slotAt } from './test-data';

const FREE = [slotAt(25), slotAt(26)];
const TAKEN = appointment({
  status: 'slot_taken',
  amount: 30_000,
  payment: 'razorpay',
  can_cancel: false,
  can_reschedule: false,
  refund: { amount: 30_000, state: 'on_its_way' },
  free_slots: FREE,
});

describe('a booking whose late payment found its slot taken', () => {
  it('says what happened and where the money is, and offers no cancel, move or calendar', () => {
    renderWithProviders(<AppointmentCard appointment={TAKEN} upcoming />);
    const card = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(card).getByText('Payment received, slot taken')).toBeInTheDocument();
    expect(within(card).getByText(/the slot was booked by someone else meanwhile/)).toBeInTheDocument();
    expect(within(card).getByText('Refund of ₹300 on its way')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Cancel appointment|Reschedule|Add to calendar/ })).toBeNull();
  });

  it('opens the booking on the provider’s page at a free time chosen from the nearest ones', async () => {
    const { router } = renderWithProviders(<AppointmentCard appointment={TAKEN} upcoming />);
    const times = screen.getAllByRole('button', { name: new RegExp(formatTime(FREE[0]?.start ?? '')) });
    expect(times).toHaveLength(1);
    await userEvent.click(times[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/profile/sharma-clinic');
    expect(takeBookingIntent('sharma-clinic')).toEqual({ start: FREE[0]?.start, values: undefined });
  });

  it('tells a UPI payer the provider returns the money, and says when there is no free time nearby', () => {
    renderWithProviders(
      <AppointmentCard
        appointment={{ ...TAKEN, payment: 'upi_advance', refund: { amount: 30_000, state: 'by_hand' }, free_slots: [] }}
        upcoming
      />,
    );
    expect(screen.getByText('The provider will return ₹300 to you')).toBeInTheDocument();
    expect(screen.getByText(/No free times in the next few days/)).toBeInTheDocument();
  });

  it('shows a refund of a second payment on a confirmed booking', () => {
    renderWithProviders(
      <AppointmentCard
        appointment={appointment({
          amount: 30_000,
          payment: 'razorpay',
          refund: { amount: 30_000, state: 'refunded' },
        })}
        upcoming
      />,
    );
    expect(screen.getByText('Refunded ₹300')).toBeInTheDocument();
  });
});
