import type { ProviderPublic } from '@kataar/shared/provider';
import { overviewOf } from '@kataar/shared/queue-fixtures';
import type { QueueOverview } from '@kataar/shared/queue';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../lib/session';
import { CONSUMER, loginAnswer } from '../../test/fake-auth-server';
import { useHindi } from '../../test/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { QueueWidget } from './queue-widget';

vi.mock('canvas-confetti', () => ({ default: { create: () => vi.fn() } }));

// A person called to the desk who does not come, and whom the desk then marks a no-show. The clock
// is frozen (Date and the countdown's interval only), so the time the place is kept is stepped by hand.

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const PROVIDER = { username: 'glow-salon', business_name: 'Glow Salon' } as ProviderPublic;
const WAITING = overviewOf({ count: 3, position: 1, eta_minutes: 10, token: 14 });
const CALLED = overviewOf({ count: 2, last_entry: { status: 'called', token: 14, at: new Date(NOW).toISOString() } });
const NO_SHOW: QueueOverview = {
  ...CALLED,
  last_entry: { status: 'no_show', token: 14, at: new Date(NOW + 60_000).toISOString() },
  // Ten minutes from the no-show.
  rejoin_until: new Date(NOW + 660_000).toISOString(),
};

afterEach(() => {
  vi.useRealTimers();
});

function renderWidget(first: QueueOverview, now = NOW) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now });
  const state = { overview: first };
  mockFetch((url) =>
    url.pathname === '/v1/api/queue/glow-salon/overview/'
      ? jsonResponse({ data: state.overview })
      : jsonResponse({ message: 'Route not found' }, 404),
  );
  signIn(loginAnswer(CONSUMER));
  render(<Toaster />);
  renderWithProviders(<QueueWidget provider={PROVIDER} />, {
    path: '/profile/:username',
    initialEntries: ['/profile/glow-salon'],
  });
  return state;
}
const refresh = () => userEvent.click(screen.getByRole('button', { name: 'Refresh queue' }));
const widget = () => screen.getByRole('region', { name: 'Step In Line, Virtually!' });
const bar = () => screen.getByTestId('queue-action-bar');

describe('a missed turn, on the profile of the queue', () => {
  it("turns 'It's your turn' into one state: 'You missed your turn' with Rejoin and its countdown", async () => {
    const state = renderWidget(WAITING);
    expect(await screen.findByText('Token 14')).toBeInTheDocument();
    state.overview = CALLED;
    await refresh();
    expect(await screen.findByRole('alert')).toHaveTextContent("It's your turn at Glow Salon");

    act(() => vi.setSystemTime(NOW + 60_000));
    state.overview = NO_SHOW;
    await refresh();
    expect(await within(widget()).findByRole('heading', { name: 'You missed your turn' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/your turn at|go to the desk/i)).not.toBeInTheDocument();
    expect(within(widget()).getByText('Token 14')).toBeInTheDocument();
    // The sticky bar says the same, and its action takes the old place back instead of joining at the end.
    expect(bar()).toHaveTextContent('You missed your turn');
    expect(bar()).toHaveTextContent('Your place is kept for 10:00');
    expect(within(bar()).getByRole('button', { name: 'Rejoin at my old place' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Join Queue' })).not.toBeInTheDocument();
    // Screen readers hear it once, as it happens.
    expect(widget().querySelector('[aria-live]')).toHaveTextContent('You missed your turn');
  });

  it('when the place is no longer kept, Join Queue comes back and the missed turn is still said', async () => {
    renderWidget(NO_SHOW, NOW + 60_000);
    expect(await screen.findByRole('button', { name: 'Rejoin at my old place' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(599_000));
    expect(bar()).toHaveTextContent('Your place is kept for 00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(within(bar()).getByRole('button', { name: 'Join Queue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rejoin at my old place' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your place is kept/)).not.toBeInTheDocument();
    expect(bar()).toHaveTextContent('You missed your turn');
  });

  it('rejoining from the sticky bar puts the person back at their place', async () => {
    const state = renderWidget(NO_SHOW, NOW + 60_000);
    const back = { ...WAITING, count: 3, position: 1 };
    mockFetch((url) => {
      if (url.pathname === '/v1/api/queue/rejoin/') {
        state.overview = back;
        return jsonResponse({ message: 'You are back at your old place in the queue.', data: back });
      }
      return jsonResponse({ data: state.overview });
    });
    await screen.findByTestId('queue-action-bar');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Rejoin at my old place' }));
    expect(await screen.findByText('You are back at your old place in the queue.')).toBeInTheDocument();
    expect(within(widget()).getByText('Your position')).toBeInTheDocument();
    expect(screen.queryByText('You missed your turn')).not.toBeInTheDocument();
  });

  it('says it in Hindi', async () => {
    await useHindi();
    renderWidget(NO_SHOW, NOW + 60_000);
    expect(await screen.findByRole('heading', { name: 'आपकी बारी निकल गई' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'अपनी पुरानी जगह पर लौटें' })).toBeInTheDocument();
    expect(bar()).toHaveTextContent('आपकी जगह अभी 10:00 और सुरक्षित रहेगी');
  });

  it('confirms the rejoin in Hindi too', async () => {
    await useHindi();
    const state = renderWidget(NO_SHOW, NOW + 60_000);
    mockFetch((url) => {
      if (url.pathname === '/v1/api/queue/rejoin/') {
        state.overview = WAITING;
        return jsonResponse({ message: 'You are back at your old place in the queue.', data: WAITING });
      }
      return jsonResponse({ data: state.overview });
    });
    await userEvent.click(
      within(await screen.findByTestId('queue-action-bar')).getByRole('button', { name: 'अपनी पुरानी जगह पर लौटें' }),
    );
    expect(await screen.findByText('आप कतार में अपनी पुरानी जगह पर लौट आए हैं।')).toBeInTheDocument();
  });
});
