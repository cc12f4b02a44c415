import type { QueueDisplay } from '@kataar/shared/display';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { DisplayPage } from './display-page';

const DISPLAY: QueueDisplay = {
  business_name: 'Sharma Family Clinic',
  now_serving: 14,
  next: [15, 16, 18, 19, 21].map((token) => ({ token })),
  count: 7,
  eta_minutes: 80,
  is_open: true,
  queue_status: true,
  desks: [{ id: 1, name: 'Main desk', now_serving: '14' }],
};

const lastSource = () => FakeEventSource.opened.at(-1)!;
const renderDisplay = () =>
  renderWithProviders(<DisplayPage />, {
    path: '/display/:username',
    initialEntries: ['/display/sharma-family-clinic'],
  });

describe('DisplayPage', () => {
  const request = vi.fn();
  let displayAnswer: Response | undefined;
  beforeEach(() => {
    FakeEventSource.opened = [];
    displayAnswer = undefined;
    vi.stubGlobal('EventSource', FakeEventSource);
    request.mockReset().mockResolvedValue({ released: false, release: vi.fn().mockResolvedValue(undefined) });
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    mockFetch((url) =>
      url.pathname === '/v1/api/queue/sharma-family-clinic/display/'
        ? (displayAnswer ?? jsonResponse({ data: DISPLAY }))
        : jsonResponse({ message: 'Route not found' }, 404),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'wakeLock');
  });

  it('shows the token called, the next five by token, the count and the wait of a newcomer, from the public stream', async () => {
    renderDisplay();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(lastSource().url).toBe('/v1/api/queue/sharma-family-clinic/display/events');
    act(() => lastSource().emit('display', DISPLAY));

    expect(screen.getByRole('heading', { level: 1, name: 'Sharma Family Clinic' })).toBeInTheDocument();
    expect(screen.getByTestId('now-serving-token')).toHaveTextContent('14');
    const next = within(screen.getByTestId('next-tokens')).getAllByRole('listitem');
    expect(next.map((item) => item.textContent)).toEqual(['15', '16', '18', '19', '21']);
    expect(screen.getByTestId('waiting-count')).toHaveTextContent('7');
    expect(screen.getByText('~1 h 20 min')).toBeInTheDocument();
    expect(document.title).toBe('Now serving · Sharma Family Clinic · Kataar');

    // The desk calls the next person: the screen follows without a reload.
    act(() => lastSource().emit('display', { ...DISPLAY, now_serving: 15, next: DISPLAY.next.slice(1), count: 6 }));
    expect(screen.getByTestId('now-serving-token')).toHaveTextContent('15');
    expect(screen.getByTestId('waiting-count')).toHaveTextContent('6');
  });

  it('shows first names only when the stream carries them', async () => {
    renderDisplay();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() =>
      lastSource().emit('display', {
        ...DISPLAY,
        next: [
          { token: 15, name: 'Asha' },
          { token: 16, name: 'Ravi' },
        ],
      }),
    );
    const next = within(screen.getByTestId('next-tokens')).getAllByRole('listitem');
    expect(next.map((item) => item.textContent)).toEqual(['15Asha', '16Ravi']);
  });

  it('says the queue is paused or closed, and who is being served when nobody was called', async () => {
    renderDisplay();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => lastSource().emit('display', { ...DISPLAY, now_serving: null, next: [], count: 0, queue_status: false }));
    expect(screen.getByText('The queue is paused')).toBeInTheDocument();
    expect(screen.getByText('Nobody called yet')).toBeInTheDocument();
    expect(screen.getByText('Nobody is waiting')).toBeInTheDocument();
    act(() => lastSource().emit('display', { ...DISPLAY, is_open: false }));
    expect(screen.getByText('Closed for now')).toBeInTheDocument();
  });

  it('says Reconnecting… while the connection is down and keeps the last data on screen', async () => {
    renderDisplay();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => lastSource().emit('display', DISPLAY));
    // A dropped connection: the browser retries the same URL by itself.
    act(() => lastSource().fail(FakeEventSource.CONNECTING));
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    expect(screen.getByTestId('now-serving-token')).toHaveTextContent('14');
    act(() => lastSource().emit('display', { ...DISPLAY, now_serving: 15 }));
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    expect(FakeEventSource.opened).toHaveLength(1);

    // The browser gave up (an error answer): the page reopens the stream itself.
    act(() => lastSource().fail(FakeEventSource.CLOSED));
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 3000 });
    act(() => lastSource().emit('display', DISPLAY));
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  });

  it('reopens at once when the network comes back', async () => {
    renderDisplay();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => lastSource().fail(FakeEventSource.CONNECTING));
    act(() => window.dispatchEvent(new Event('online')));
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('says so for an unknown provider', async () => {
    displayAnswer = jsonResponse({ message: 'Provider not found' }, 404);
    renderDisplay();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => lastSource().fail(FakeEventSource.CLOSED));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('keeps the screen awake, and asks again when the page is shown again', async () => {
    renderDisplay();
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    const released = { released: true, release: vi.fn() };
    request.mockResolvedValueOnce(released);
    // The browser released the lock while the page was hidden.
    (await request.mock.results[0]!.value).released = true;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });

  it('lists each open desk with the token it called last, when there are several', async () => {
    renderDisplay();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => lastSource().emit('display', DISPLAY));
    await screen.findByTestId('now-serving-token');
    // One desk: no list of desks.
    expect(screen.queryByRole('list', { name: 'Desks' })).toBeNull();
    const desks = [
      { id: 1, name: 'Dr. Anita Rao', now_serving: 'R-14' },
      { id: 2, name: 'Dr. Mehta', now_serving: null },
    ];
    act(() => lastSource().emit('display', { ...DISPLAY, desks }));
    const list = await screen.findByRole('list', { name: 'Desks' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dr. Anita RaoR-14', 'Dr. Mehta—']);
  });
});
