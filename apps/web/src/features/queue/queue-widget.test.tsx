import { overviewOf } from '@kataar/shared/queue-fixtures';
import type { ProviderPublic } from '@kataar/shared/provider';
import type { QueueOverview } from '@kataar/shared/queue';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { takeRedirect } from '../../lib/login-popup';
import { signIn } from '../../lib/session';
import { CONSUMER, loginAnswer } from '../../test/fake-auth-server';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { QueueWidget } from './queue-widget';

/** The join form is its own chunk, with the validation library: its first open may take a moment. */

const confetti = vi.hoisted(() => vi.fn());
vi.mock('canvas-confetti', () => ({ default: { create: () => confetti } }));

const PROVIDER = { username: 'glow-salon', business_name: 'Glow Salon' } as ProviderPublic;
const OPEN = overviewOf({ count: 3 });

/** The queue API in memory: the overview answers from `state`, and leave takes the caller out. */
function fakeQueue(initial: QueueOverview, overrides: Record<string, () => Response | Promise<Response>> = {}) {
  const state = { overview: initial };
  const fetchMock = mockFetch((url, init) => {
    const path = url.pathname.replace(/^\/v1\/api/, '');
    const override = overrides[`${init?.method ?? 'GET'} ${path}`];
    if (override) return override();
    if (path === '/queue/glow-salon/overview/') return jsonResponse({ data: state.overview });
    if (path === '/queue/leave/') {
      state.overview = {
        ...state.overview,
        position: null,
        eta_minutes: null,
        token: null,
        count: state.overview.count - 1,
      };
      return jsonResponse({ message: 'Left queue successfully' });
    }
    return jsonResponse({ message: 'Route not found' }, 404);
  });
  return { state, fetchMock };
}

const renderWidget = () => {
  render(<Toaster />);
  return renderWithProviders(<QueueWidget provider={PROVIDER} />, {
    path: '/profile/:username',
    initialEntries: ['/profile/glow-salon'],
  });
};

const widget = () => screen.getByRole('region', { name: 'Step In Line, Virtually!' });

describe('queue widget', () => {
  it("says 'Loading queue data...' until the overview arrives", async () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    renderWidget();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading queue data...');
  });

  it("shows 'Unable to load queue data' with 'Try Again', which loads it again", async () => {
    let fail = true;
    mockFetch(() =>
      fail ? jsonResponse({ message: 'An unexpected error occurred' }, 500) : jsonResponse({ data: OPEN }),
    );
    renderWidget();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load queue data');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Total in Queue')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("someone not waiting sees 'Join queue to see your position', 'Not in queue', the total, tokens and the caption", async () => {
    fakeQueue(OPEN);
    renderWidget();
    expect(await screen.findByText('Join queue to see your position')).toBeInTheDocument();
    expect(screen.getByText('Not in queue')).toBeInTheDocument();
    expect(screen.getByText('Total in Queue').nextElementSibling).toHaveTextContent('3');
    const tokens = within(screen.getByRole('region', { name: 'Queue positions' })).getAllByRole('listitem');
    expect(tokens.map((token) => token.textContent)).toEqual(['1', '2', '3']);
    expect(tokens[0]).toHaveStyle({ width: '60px', height: '60px' });
    expect(screen.getByText('People in queue: 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Queue' })).toBeEnabled();
    expect(screen.queryByText(/Estimated wait/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Token \d+$/)).not.toBeInTheDocument();
  });

  it("someone waiting sees 'Your position', their own place highlighted, their token, the estimated wait and 'Leave Queue'", async () => {
    signIn(loginAnswer(CONSUMER));
    fakeQueue({ ...OPEN, count: 4, position: 2, eta_minutes: 75, token: 14 });
    renderWidget();
    expect(await screen.findByText('Your position')).toBeInTheDocument();
    expect(screen.getByText('Your position').nextElementSibling).toHaveTextContent('2');
    // The token is the day's number the desk calls out, not the place in line.
    expect(screen.getByText('Token 14')).toBeVisible();
    const own = screen.getByRole('listitem', { name: 'Position 2 (you)' });
    expect(own).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('listitem', { current: false })).toHaveLength(3);
    expect(screen.getByText(/Estimated wait/)).toHaveTextContent('Estimated wait: about 1 h 15 min');
    expect(screen.getByRole('button', { name: 'Leave Queue' })).toBeEnabled();
  });

  it("an empty queue reads 'Queue is empty' and shows no tokens", async () => {
    fakeQueue({ ...OPEN, count: 0 });
    renderWidget();
    expect(await screen.findByText('Queue is empty')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Queue positions' })).not.toBeInTheDocument();
  });

  it("a closed provider greys the button out as 'Provider Unavailable'", async () => {
    fakeQueue({ ...OPEN, is_open: false });
    renderWidget();
    expect(await screen.findByRole('button', { name: 'Provider Unavailable' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Join Queue' })).not.toBeInTheDocument();
  });

  it("a paused queue disables joining with 'Queue paused'", async () => {
    fakeQueue({ ...OPEN, queue_status: false });
    renderWidget();
    expect(await screen.findByRole('button', { name: 'Queue paused' })).toBeDisabled();
  });

  it('someone waiting can still leave a closed provider', async () => {
    signIn(loginAnswer(CONSUMER));
    fakeQueue({ ...OPEN, position: 1, eta_minutes: 10, is_open: false });
    renderWidget();
    expect(await screen.findByRole('button', { name: 'Leave Queue' })).toBeEnabled();
  });

  it("logged out, Join shows 'Please login to join the queue' and opens the login popup, returning here", async () => {
    const showLoginPopup = vi.fn();
    window.showLoginPopup = showLoginPopup;
    const { fetchMock } = fakeQueue(OPEN);
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Queue' }));
    expect(await screen.findByText('Please login to join the queue')).toBeInTheDocument();
    expect(showLoginPopup).toHaveBeenCalledTimes(1);
    expect(takeRedirect()).toBe('/profile/glow-salon');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/queue/join/'))).toBe(false);
  });

  it('after logging in from Join, the Join Queue modal opens again by itself, its first field focused', async () => {
    window.showLoginPopup = vi.fn();
    fakeQueue(OPEN);
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Queue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => signIn(loginAnswer(CONSUMER)));
    const dialog = await screen.findByRole('dialog', { name: 'Join Queue' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });

  it('logged in, Join opens the Join Queue modal', async () => {
    signIn(loginAnswer(CONSUMER));
    fakeQueue(OPEN);
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Queue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Queue' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao');
  });

  it('Leave asks first, naming the place and the wait; staying keeps the place', async () => {
    signIn(loginAnswer(CONSUMER));
    const { fetchMock } = fakeQueue({ ...OPEN, position: 5, eta_minutes: 40 });
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Queue' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave the queue?' });
    expect(confirm).toHaveAccessibleDescription('You are number 5, about 40 min. You will lose your place.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Stay in queue' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/queue/leave/'))).toBe(false);
  });

  it("leaving shows 'Left queue successfully', goes back to 'Not in queue', announces it and fires confetti", async () => {
    signIn(loginAnswer(CONSUMER));
    fakeQueue({ ...OPEN, position: 3, eta_minutes: 30 });
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Queue' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave the queue?' })).getByRole('button', {
        name: 'Leave Queue',
      }),
    );
    expect(await screen.findByText('Left queue successfully')).toBeInTheDocument();
    expect(await screen.findByText('Not in queue')).toBeInTheDocument();
    expect(screen.getByText('People in queue: 2')).toBeInTheDocument();
    expect(widget()).toHaveAttribute('data-celebrations', '1');
    await waitFor(() => expect(confetti).toHaveBeenCalledTimes(1));
    expect(screen.getByText('You are no longer in the queue.')).toHaveAttribute('aria-live', 'polite');
  });

  it("a failed leave says 'Failed to leave queue'; a 401 opens the login popup instead", async () => {
    signIn(loginAnswer(CONSUMER));
    let status = 500;
    fakeQueue(
      { ...OPEN, position: 1, eta_minutes: 10 },
      { 'POST /queue/leave/': () => jsonResponse({ message: 'nope' }, status) },
    );
    renderWidget();
    const leave = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Leave Queue' }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog', { name: 'Leave the queue?' })).getByRole('button', {
          name: 'Leave Queue',
        }),
      );
    };
    await leave();
    expect(await screen.findByText('Failed to leave queue')).toBeInTheDocument();

    const showLoginPopup = vi.fn();
    window.showLoginPopup = showLoginPopup;
    status = 401;
    await leave();
    await waitFor(() => expect(showLoginPopup).toHaveBeenCalled());
  });

  it('the refresh button asks for the overview again, and a shorter queue is celebrated', async () => {
    const { state, fetchMock } = fakeQueue(OPEN);
    renderWidget();
    await screen.findByText('People in queue: 3');
    const overviewCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/overview/')).length;
    const before = overviewCalls();
    state.overview = { ...OPEN, count: 2 };
    await userEvent.click(screen.getByRole('button', { name: 'Refresh queue' }));
    expect(await screen.findByText('People in queue: 2')).toBeInTheDocument();
    expect(overviewCalls()).toBe(before + 1);
    expect(widget()).toHaveAttribute('data-celebrations', '1');
  });
});
