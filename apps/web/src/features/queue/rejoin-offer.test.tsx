import { overviewOf } from '@kataar/shared/queue-fixtures';
import type { ProviderPublic } from '@kataar/shared/provider';
import type { QueueOverview } from '@kataar/shared/queue';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../lib/session';
import { CONSUMER, loginAnswer } from '../../test/fake-auth-server';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { countdownClock } from './rejoin-offer';
import { QueueWidget } from './queue-widget';

vi.mock('canvas-confetti', () => ({ default: { create: () => vi.fn() } }));

// The widget's "Rejoin at my old place" for someone removed or marked a no-show moments ago: the
// time left above the numbers, the button in the widget's action place (the sticky bar on phones). The
// clock is frozen (Date and the countdown's interval only), so each second is stepped by hand.

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const PROVIDER = { username: 'glow-salon', business_name: 'Glow Salon' } as ProviderPublic;
const OFFERED = overviewOf({
  count: 2,
  // 9 minutes 41 seconds from now.
  rejoin_until: new Date(NOW + 581_000).toISOString(),
});
const BACK: QueueOverview = { ...OFFERED, count: 3, position: 2, eta_minutes: 20, token: 7, rejoin_until: null };

afterEach(() => {
  vi.useRealTimers();
});

function fakeQueue(rejoin: () => Response) {
  return mockFetch((url) => {
    const path = url.pathname.replace(/^\/v1\/api/, '');
    if (path === '/queue/glow-salon/overview/') return jsonResponse({ data: OFFERED });
    if (path === '/queue/rejoin/') return rejoin();
    return jsonResponse({ message: 'Route not found' }, 404);
  });
}

const renderWidget = () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
  signIn(loginAnswer(CONSUMER));
  render(<Toaster />);
  renderWithProviders(<QueueWidget provider={PROVIDER} />, {
    path: '/profile/:username',
    initialEntries: ['/profile/glow-salon'],
  });
};
const widget = () => screen.getByRole('region', { name: 'Step In Line, Virtually!' });

describe('rejoin offer', () => {
  it('counts down in mm:ss and disappears when the time is up', async () => {
    fakeQueue(() => jsonResponse({ data: BACK }));
    renderWidget();
    const offer = await screen.findByTestId('rejoin-offer');
    expect(within(offer).getByText('Your place is kept for 09:41')).toBeInTheDocument();
    expect(within(offer).getByText('Your place is kept for 10 more minutes')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(within(offer).getByText('Your place is kept for 09:40')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(579_000));
    expect(within(offer).getByText('Your place is kept for 00:01')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rejoin at my old place' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('button', { name: 'Rejoin at my old place' })).not.toBeInTheDocument();
    expect(within(widget()).getByText('Not in queue')).toBeInTheDocument();
  });

  it('rejoins this provider’s queue and shows the place, the token and a toast', async () => {
    const fetchMock = fakeQueue(() =>
      jsonResponse({ message: 'You are back at your old place in the queue.', data: BACK }),
    );
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Rejoin at my old place' }));
    expect(await screen.findByText('You are back at your old place in the queue.')).toBeInTheDocument();
    expect(within(widget()).getByText('Your position')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rejoin at my old place' })).not.toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('/queue/rejoin/'));
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ username: 'glow-salon' });
  });

  it('shows why a rejoin was refused', async () => {
    const used = 'You have already rejoined once. Please join the queue again.';
    fakeQueue(() => jsonResponse({ message: used, errors: { non_field_errors: [used] } }, 409));
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Rejoin at my old place' }));
    expect(await screen.findByText(used)).toBeInTheDocument();
  });

  it('writes the time left as mm:ss, rounding up to the next second', () => {
    expect(countdownClock(600_000)).toBe('10:00');
    expect(countdownClock(59_001)).toBe('01:00');
    expect(countdownClock(1)).toBe('00:01');
    expect(countdownClock(-5)).toBe('00:00');
  });
});
