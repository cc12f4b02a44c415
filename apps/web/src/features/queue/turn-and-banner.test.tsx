import type { ProviderPublic } from '@kataar/shared/provider';
import type { MyQueue, QueueOverview } from '@kataar/shared/queue';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../lib/session';
import { CONSUMER, loginAnswer } from '../../test/fake-auth-server';
import { FakeEventSource } from '../../test/fake-event-source';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { MyQueueSlot } from './my-queue-slot';
import { QueueWidget } from './queue-widget';

vi.mock('canvas-confetti', () => ({ default: { create: () => vi.fn() } }));

const PROVIDER = { username: 'glow-salon', business_name: 'Glow Salon' } as ProviderPublic;
const WAITING: QueueOverview = {
  count: 3,
  position: 1,
  eta_minutes: 10,
  token: 14,
  is_open: true,
  queue_status: true,
  last_entry: null,
  rejoin_until: null,
};
const ended = (status: 'called' | 'removed' | 'left'): QueueOverview => ({
  ...WAITING,
  count: 2,
  position: null,
  eta_minutes: null,
  token: null,
  last_entry: { status, token: 14, at: new Date().toISOString() },
});

/** The overview answers whatever `state.overview` holds when asked. */
function fakeOverview(initial: QueueOverview) {
  const state = { overview: initial };
  mockFetch((url) =>
    url.pathname === '/v1/api/queue/glow-salon/overview/'
      ? jsonResponse({ data: state.overview })
      : jsonResponse({ message: 'Route not found' }, 404),
  );
  return state;
}

const renderWidget = () => {
  render(<Toaster />);
  return renderWithProviders(<QueueWidget provider={PROVIDER} />, {
    path: '/profile/:username',
    initialEntries: ['/profile/glow-salon'],
  });
};
const refresh = () => userEvent.click(screen.getByRole('button', { name: 'Refresh queue' }));

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  document.title = '';
});

describe('the end of a wait, on the queue widget', () => {
  it("called by the desk: 'It's your turn', the token and 'Please go to the desk', until dismissed", async () => {
    signIn(loginAnswer(CONSUMER));
    const state = fakeOverview(WAITING);
    renderWidget();
    expect(await screen.findByText('Token 14')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    state.overview = ended('called');
    await refresh();
    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading')).toHaveTextContent("It's your turn at Glow Salon");
    expect(card).toHaveTextContent('Token 14');
    expect(card).toHaveTextContent('Please go to the desk');
    // It stays through later changes of the line.
    state.overview = { ...ended('called'), count: 1 };
    await refresh();
    expect(screen.getByRole('alert')).toHaveTextContent("It's your turn at Glow Salon");
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("removed by the desk: '{business} removed you from the queue'", async () => {
    signIn(loginAnswer(CONSUMER));
    const state = fakeOverview(WAITING);
    renderWidget();
    await screen.findByText('Token 14');
    state.overview = ended('removed');
    await refresh();
    expect(await screen.findByRole('alert')).toHaveTextContent('Glow Salon removed you from the queue');
    expect(screen.queryByText(/your turn/)).not.toBeInTheDocument();
  });

  it('a call seen on opening the page still shows its card, unless it was dismissed before', async () => {
    signIn(loginAnswer(CONSUMER));
    fakeOverview(ended('called'));
    const first = renderWidget();
    const card = await screen.findByRole('alert');
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    first.unmount();
    renderWidget();
    expect(await screen.findByText('Not in queue')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a paused queue tells people already waiting 'The queue is paused. You keep your place.'", async () => {
    signIn(loginAnswer(CONSUMER));
    fakeOverview({ ...WAITING, queue_status: false });
    renderWidget();
    expect(await screen.findByText('The queue is paused. You keep your place.')).toBeInTheDocument();
  });

  it("shows the place in the tab title while waiting: '(1) Glow Salon · Kataar'", async () => {
    signIn(loginAnswer(CONSUMER));
    fakeOverview(WAITING);
    renderWidget();
    await waitFor(() => expect(document.title).toBe('(1) Glow Salon · Kataar'));
  });
});

describe('the My queue banner', () => {
  const MINE: MyQueue = {
    username: 'glow-salon',
    business_name: 'Glow Salon',
    position: 3,
    token: 14,
    eta_minutes: 45,
    status: 'waiting',
  };

  function fakeServer(mine: MyQueue | null) {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    mockFetch((url) => {
      const path = url.pathname.replace(/^\/v1\/api/, '');
      if (path === '/queue/mine/') return jsonResponse({ data: mine });
      if (path === '/queue/glow-salon/stream-token/') return jsonResponse({ data: { token: 't', expires_in: 60 } });
      return jsonResponse({ message: 'Route not found' }, 404);
    });
  }
  const renderSlot = (at = '/about-us') => renderWithProviders(<MyQueueSlot />, { path: '*', initialEntries: [at] });

  it('shows the business, the place, the token and the wait, and links to the profile', async () => {
    signIn(loginAnswer(CONSUMER));
    fakeServer(MINE);
    renderSlot();
    const banner = await screen.findByRole('complementary', { name: 'My queue' });
    expect(banner).toHaveTextContent('Glow Salon');
    expect(banner).toHaveTextContent('You are number 3 · Token 14 · about 45 min');
    expect(within(banner).getByRole('link')).toHaveAttribute('href', '/profile/glow-salon');
  });

  it('follows the queue live and turns into the turn card when the desk calls', async () => {
    signIn(loginAnswer(CONSUMER));
    fakeServer(MINE);
    renderSlot();
    const banner = await screen.findByRole('complementary', { name: 'My queue' });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.opened[0]!;
    act(() => source.emit('overview', { ...WAITING, position: 2, token: 14, eta_minutes: 30, queue_status: false }));
    expect(banner).toHaveTextContent('You are number 2 · Token 14 · about 30 min');
    expect(banner).toHaveTextContent('Queue paused');
    act(() => source.emit('overview', ended('called')));
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent("It's your turn at Glow Salon");
    expect(card).toHaveTextContent('Token 14');
    expect(screen.queryByRole('complementary', { name: 'My queue' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("turns the call's card into 'You missed your turn' when the desk marks a no-show", async () => {
    signIn(loginAnswer(CONSUMER));
    fakeServer(MINE);
    renderSlot();
    await screen.findByRole('complementary', { name: 'My queue' });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.opened[0]!;
    act(() => source.emit('overview', ended('called')));
    expect(await screen.findByRole('alert')).toHaveTextContent("It's your turn at Glow Salon");
    const noShow = {
      ...ended('called'),
      last_entry: { status: 'no_show' as const, token: 14, at: new Date(Date.now() + 1000).toISOString() },
      rejoin_until: new Date(Date.now() + 600_000).toISOString(),
    };
    act(() => source.emit('overview', noShow));
    const card = await screen.findByRole('alert');
    await waitFor(() => expect(card).toHaveTextContent('You missed your turn at Glow Salon'));
    expect(card).not.toHaveTextContent(/It's your turn|go to the desk/);
    expect(within(card).getByRole('link', { name: 'Rejoin at my old place' })).toHaveAttribute(
      'href',
      '/profile/glow-salon',
    );
  });

  it('is not shown to someone waiting nowhere, nor on the profile of the queue itself', async () => {
    signIn(loginAnswer(CONSUMER));
    fakeServer(null);
    const first = renderSlot();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('complementary', { name: 'My queue' })).not.toBeInTheDocument();
    first.unmount();
    fakeServer(MINE);
    renderSlot('/profile/glow-salon');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('complementary', { name: 'My queue' })).not.toBeInTheDocument();
  });
});
