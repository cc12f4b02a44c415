import type { AnalyticsSummary } from '@kataar/shared/analytics';
import type { CalledEntry, QueueEntry } from '@kataar/shared/queue';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../lib/session';
import { useHindi } from '../../test/i18n';
import { PROVIDER, loginAnswer } from '../../test/fake-auth-server';
import { OWN_PROVIDER } from '../../test/own-provider';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { DashboardPage } from './dashboard-page';

const OWN = OWN_PROVIDER;

// Tokens differ from positions (token = id + 10), so the tests tell them apart.
const entry = (id: number, name: string, position: number): QueueEntry => ({
  id,
  consumer_name: name,
  consumer_age: 30 + id,
  consumer_gender: id % 2 ? 'female' : 'male',
  consumer_contact: `98765432${String(id).padStart(2, '0')}`,
  consumer_position: position,
  token: id + 10,
  appointment_at: null,
});

const SUMMARY: AnalyticsSummary = {
  customers_today: 12,
  online: 9,
  offline: 3,
  served: 7,
  removed: 1,
  left: 1,
  no_show: 0,
  avg_wait_minutes: 14.4,
  p90_wait_minutes: 30,
  busiest_hours: [],
  bookings: 0,
  booking_no_shows: 0,
  booking_no_show_rate: null,
  advance_paise: 0,
};

type Handler = (body: Record<string, unknown>, path: string) => Response | Promise<Response>;

/** The provider's desk API in memory, behind a mocked fetch; `overrides` replace one "METHOD /path". */
function fakeDesk({ entries = [] as QueueEntry[], overrides = {} as Record<string, Handler> } = {}) {
  const state = {
    own: { ...OWN },
    running: true,
    entries: [...entries],
    called: [] as CalledEntry[],
    summary: { ...SUMMARY },
  };
  const renumber = () => (state.entries = state.entries.map((e, index) => ({ ...e, consumer_position: index + 1 })));
  const fetchMock = mockFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/v1\/api/, '');
    const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    const override = overrides[`${method} ${path}`] ?? (path.startsWith('/queue/delete/') && overrides['DELETE']);
    if (override) return override(body, path);
    switch (`${method} ${path}`) {
      case 'GET /provider/me/':
        return jsonResponse({ data: state.own });
      case 'PATCH /provider/toggle/':
        state.own = { ...state.own, is_open: Boolean(body.is_open) };
        return jsonResponse({ data: state.own });
      case 'GET /queue/status/':
        return jsonResponse({ queue_status: state.running });
      case 'PATCH /queue/status/':
        state.running = Boolean(body.queue_status);
        return jsonResponse({ queue_status: state.running });
      case 'GET /queue/entries/':
        return jsonResponse({ data: state.entries });
      case 'POST /queue/pop/': {
        const first = state.entries.shift();
        if (!first) return jsonResponse({ message: 'The queue is empty.' }, 409);
        renumber();
        state.summary.served += 1;
        const calledAt = new Date().toISOString();
        state.called.unshift({
          id: first.id,
          consumer_name: first.consumer_name,
          token: first.token,
          called_at: calledAt,
        });
        return jsonResponse({ data: { id: first.id, consumer_name: first.consumer_name, token: first.token } });
      }
      case 'POST /queue/add/': {
        const added = {
          ...(body as Omit<QueueEntry, 'id' | 'token'>),
          id: 99,
          consumer_position: state.entries.length + 1,
          token: 109,
        };
        state.entries.push(added);
        state.summary.offline += 1;
        return jsonResponse({ message: 'Patient Added Successfully', data: added });
      }
      case 'GET /queue/called/':
        return jsonResponse({ data: state.called });
      case 'GET /analytics/summary/':
        return jsonResponse({ data: state.summary });
    }
    if (method === 'POST' && path.startsWith('/queue/no-show/')) {
      const id = Number(path.split('/')[3]);
      state.called = state.called.filter((e) => e.id !== id);
      return jsonResponse({ message: 'Marked as no-show' });
    }
    if (method === 'DELETE' && path.startsWith('/queue/delete/')) {
      const id = Number(path.split('/')[3]);
      state.entries = state.entries.filter((e) => e.id !== id);
      renumber();
      return jsonResponse({ message: 'Customer removed from queue' });
    }
    return jsonResponse({ message: 'Route not found' }, 404);
  });
  return { state, fetchMock, callsTo: (p: string) => fetchMock.mock.calls.filter(([u]) => String(u).includes(p)) };
}

const renderDashboard = () => {
  signIn(loginAnswer(PROVIDER));
  render(<Toaster />);
  const user = userEvent.setup();
  renderWithProviders(<DashboardPage />, { path: '/provider/dashboard', initialEntries: ['/provider/dashboard'] });
  return { user };
};

const deferred = () => {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
};

const queuePanel = () => screen.getByRole('region', { name: 'Queue' });

describe('provider dashboard', () => {
  it("welcomes the provider with the photo, 'Available' and the switch on", async () => {
    fakeDesk();
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sharma Family Clinic' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sharma Family Clinic profile photo' })).toHaveAttribute(
      'src',
      '/uploads/demo/sharma.webp',
    );
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Open for customers' })).toBeChecked();
  });

  it("the switch flips at once, reads 'Updating...' while saving, then 'Closed'", async () => {
    const pending = deferred();
    const { state } = fakeDesk({ overrides: { 'PATCH /provider/toggle/': () => pending.promise } });
    const { user } = renderDashboard();
    const toggle = await screen.findByRole('switch', { name: 'Open for customers' });
    await user.click(toggle);
    // The server has not answered yet.
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.getByText('Updating...')).toBeInTheDocument();

    state.own = { ...state.own, is_open: false };
    act(() => pending.resolve(jsonResponse({ data: state.own })));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('a refused switch goes back to where it was', async () => {
    fakeDesk({ overrides: { 'PATCH /provider/toggle/': () => jsonResponse({ message: 'Not allowed' }, 403) } });
    const { user } = renderDashboard();
    const toggle = await screen.findByRole('switch', { name: 'Open for customers' });
    await user.click(toggle);
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(screen.getByText('Available')).toBeInTheDocument();
  });

  it("pauses and resumes the queue with the spec's toasts", async () => {
    const { callsTo } = fakeDesk();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Pause queue' }));
    expect(await screen.findByText('Queue paused successfully')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('/queue/status/').at(-1)![1]?.body))).toEqual({ queue_status: false });

    await user.click(await screen.findByRole('button', { name: 'Resume queue' }));
    expect(await screen.findByText('Queue resumed successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause queue' })).toBeInTheDocument();
  });

  it("a failed pause says 'Failed to update queue status' and keeps the state", async () => {
    fakeDesk({ overrides: { 'PATCH /queue/status/': () => jsonResponse({ message: 'x' }, 500) } });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Pause queue' }));
    expect(await screen.findByText('Failed to update queue status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause queue' })).toBeInTheDocument();
  });

  it("an empty queue reads 'Queue is empty' and POP is disabled", async () => {
    fakeDesk();
    renderDashboard();
    expect(await screen.findByText('Queue is empty')).toBeInTheDocument();
    expect(within(queuePanel()).getByRole('button', { name: 'POP' })).toBeDisabled();
  });

  it("a checked-in booking's circle says 'Appointment 10:30' in India time; a walk-in's says nothing more", async () => {
    fakeDesk({
      entries: [{ ...entry(1, 'Asha Rao', 1), appointment_at: '2026-11-24T05:00:00Z' }, entry(2, 'Ravi Kumar', 2)],
    });
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Waiting customers' });
    expect(
      within(list).getByRole('button', { name: 'Asha Rao, position 1, Token 11, Appointment 10:30' }),
    ).toHaveTextContent('Appointment 10:30');
    expect(within(list).getByRole('button', { name: 'Ravi Kumar, position 2, Token 12' })).not.toHaveTextContent(
      'Appointment',
    );
  });

  it("shows the waiting customers as circles; POP calls the first with 'Next Customer: {name}'", async () => {
    fakeDesk({ entries: [entry(1, 'Asha Rao', 1), entry(2, 'Ravi Kumar', 2)] });
    const { user } = renderDashboard();
    const list = await screen.findByRole('list', { name: 'Waiting customers' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Asha Rao, position 1, Token 11', 'Ravi Kumar, position 2, Token 12']);
    await user.click(within(queuePanel()).getByRole('button', { name: 'POP' }));
    expect(await screen.findByText('Next Customer: Asha Rao')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['Ravi Kumar, position 1, Token 12']),
    );
  });

  it('lists who was called; No-show asks first, then marks them and they leave the list', async () => {
    const { callsTo } = fakeDesk({ entries: [entry(1, 'Asha Rao', 1), entry(2, 'Ravi Kumar', 2)] });
    const { user } = renderDashboard();
    const called = await screen.findByRole('region', { name: 'Called' });
    expect(within(called).getByText('Nobody called in the last 30 minutes.')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Asha Rao, position 1, Token 11' });
    await user.click(within(queuePanel()).getByRole('button', { name: 'POP' }));
    const list = await within(called).findByRole('list', { name: 'Called customers' });
    expect(within(list).getByText('Token 11')).toBeInTheDocument();
    expect(within(list).getByText('Called just now')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'No-show: Asha Rao, Token 11' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark as no-show?' });
    expect(dialog).toHaveTextContent('Asha Rao (Token 11) did not come to the desk.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('/queue/no-show/')).toHaveLength(0);

    await user.click(within(list).getByRole('button', { name: 'No-show: Asha Rao, Token 11' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Mark as no-show?' })).getByRole('button', {
        name: 'Mark no-show',
      }),
    );
    expect(await screen.findByText('Marked as no-show')).toBeInTheDocument();
    expect(callsTo('/queue/no-show/1/')).toHaveLength(1);
    expect(await within(called).findByText('Nobody called in the last 30 minutes.')).toBeInTheDocument();
  });

  it("a refused no-show shows the server's reason", async () => {
    const late = 'It is too late to mark this customer as a no-show: that is possible for 30 minutes after the call.';
    fakeDesk({
      entries: [entry(1, 'Asha Rao', 1)],
      overrides: { 'POST /queue/no-show/1/': () => jsonResponse({ message: late }, 409) },
    });
    const { user } = renderDashboard();
    await screen.findByRole('button', { name: 'Asha Rao, position 1, Token 11' });
    await user.click(within(queuePanel()).getByRole('button', { name: 'POP' }));
    await user.click(await screen.findByRole('button', { name: 'No-show: Asha Rao, Token 11' }));
    await user.click(screen.getByRole('button', { name: 'Mark no-show' }));
    expect(await screen.findByText(late)).toBeInTheDocument();
  });

  it("a failed POP says 'Failed to pop next customer.'", async () => {
    fakeDesk({
      entries: [entry(1, 'Asha Rao', 1)],
      overrides: { 'POST /queue/pop/': () => jsonResponse({ message: 'The queue is empty.' }, 409) },
    });
    const { user } = renderDashboard();
    await screen.findByRole('button', { name: 'Asha Rao, position 1, Token 11' });
    await user.click(within(queuePanel()).getByRole('button', { name: 'POP' }));
    expect(await screen.findByText('Failed to pop next customer.')).toBeInTheDocument();
  });

  it('a circle opens Customer Details; Remove from Queue takes the customer out', async () => {
    fakeDesk({ entries: [entry(1, 'Asha Rao', 1), entry(2, 'Ravi Kumar', 2)] });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Ravi Kumar, position 2, Token 12' }));
    const dialog = screen.getByRole('dialog', { name: 'Customer Details' });
    const details = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({
      Name: 'Ravi Kumar',
      Age: '32 years',
      Gender: 'Male',
      Phone: '+91 9876543202',
      'Queue Position': '2',
      Token: '12',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from Queue' }));
    expect(await screen.findByText('Customer removed from queue')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Ravi Kumar/ })).not.toBeInTheDocument();
  });

  it("a failed removal says 'Failed to remove customer' and shows 'Removing...' meanwhile", async () => {
    const pending = deferred();
    fakeDesk({ entries: [entry(1, 'Asha Rao', 1)], overrides: { DELETE: () => pending.promise } });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Asha Rao, position 1, Token 11' }));
    const dialog = screen.getByRole('dialog', { name: 'Customer Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from Queue' }));
    expect(within(dialog).getByRole('button', { name: 'Removing...' })).toBeDisabled();
    act(() => pending.resolve(jsonResponse({ message: 'nope' }, 500)));
    expect(await screen.findByText('Failed to remove customer')).toBeInTheDocument();
  });

  it("+ ADD checks the walk-in form ('Please enter a valid age') and adds the patient", async () => {
    const { callsTo } = fakeDesk();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: '+ ADD' }));
    const dialog = screen.getByRole('dialog', { name: 'Customer Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Patient' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Age is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a gender')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Walk In');
    await user.type(within(dialog).getByRole('textbox', { name: 'Age' }), '4a');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone Number' }), '9123456780');
    await user.click(within(dialog).getByRole('radio', { name: 'Male' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Patient' }));
    expect(await within(dialog).findByText('Please enter a valid age')).toBeInTheDocument();
    expect(callsTo('/queue/add/')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Age' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Age' }), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Add Patient' }));
    expect(await screen.findByText('Patient Added Successfully')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('/queue/add/')[0]![1]?.body))).toEqual({
      consumer_name: 'Walk In',
      consumer_age: 45,
      consumer_contact: '9123456780',
      consumer_gender: 'male',
    });
    expect(await screen.findByRole('button', { name: 'Walk In, position 1, Token 109' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a refused walk-in shows the server's message, else 'Something went wrong'", async () => {
    let answer = () => jsonResponse({ message: 'Please enter a valid 10-digit phone number' }, 400);
    fakeDesk({ overrides: { 'POST /queue/add/': () => answer() } });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: '+ ADD' }));
    const dialog = screen.getByRole('dialog', { name: 'Customer Details' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Walk In');
    await user.type(within(dialog).getByRole('textbox', { name: 'Age' }), '40');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone Number' }), '9123456780');
    await user.click(within(dialog).getByRole('radio', { name: 'Female' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Patient' }));
    expect(await screen.findByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();

    answer = () => new Response('', { status: 502 });
    await user.click(within(dialog).getByRole('button', { name: 'Add Patient' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it("shows today's numbers and refetches them when the queue changes", async () => {
    fakeDesk({ entries: [entry(1, 'Asha Rao', 1)] });
    const { user } = renderDashboard();
    const card = await screen.findByRole('region', { name: 'Today' });
    const value = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    await within(card).findByText('Customers today');
    expect(value('Customers today')).toBe('12');
    expect(value('Online')).toBe('9');
    expect(value('Offline (walk-in)')).toBe('3');
    expect(value('Served')).toBe('7');
    expect(value('Average wait')).toBe('14 min');

    await user.click(within(queuePanel()).getByRole('button', { name: 'POP' }));
    await waitFor(() => expect(value('Served')).toBe('8'));
  });

  it('the refresh button really asks the server again', async () => {
    const { state, callsTo } = fakeDesk();
    const { user } = renderDashboard();
    await screen.findByText('Queue is empty');
    const before = callsTo('/queue/entries/').length;
    state.entries = [entry(5, 'Late Comer', 1)];
    await user.click(screen.getByRole('button', { name: 'Refresh dashboard' }));
    expect(await screen.findByRole('button', { name: 'Late Comer, position 1, Token 15' })).toBeInTheDocument();
    expect(callsTo('/queue/entries/').length).toBe(before + 1);
  });

  it('copies the public profile link and shows the tick for 2 seconds', async () => {
    fakeDesk();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Copy public profile link' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/profile/sharma-family-clinic');
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy public profile link' })).toBeInTheDocument(), {
      timeout: 3000,
    });
  });
  it('runs the desk in Hindi: words, shared messages and the undo toast', async () => {
    await useHindi();
    fakeDesk({ entries: [entry(1, 'Asha Rao', 1), entry(2, 'Vikram Singh', 2)] });
    const { user } = renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'स्वागत है, Sharma Family Clinic' })).toBeInTheDocument();
    expect(screen.getByText('उपलब्ध')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'ग्राहकों के लिए खुला' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'कतार रोकें' })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'कतार' });
    expect(await within(panel).findByRole('button', { name: 'Asha Rao, नंबर 1, टोकन 11' })).toBeInTheDocument();
    expect(await screen.findByText('आज के ग्राहक')).toBeInTheDocument();
    expect(screen.getByText('14 मिनट')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'वेटिंग रूम' })).toBeInTheDocument();
    for (const english of [/Welcome/, /Waiting room/, /Customers today/, /Queue paused/, /^Today$/, /^Called$/]) {
      expect(screen.queryByText(english)).toBeNull();
    }

    await user.click(within(panel).getByRole('button', { name: 'अगला बुलाएँ' }));
    expect(await screen.findByText('अगला ग्राहक: Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वापस लें' })).toBeInTheDocument();
  });
});

vi.setConfig({ testTimeout: 10_000 });
