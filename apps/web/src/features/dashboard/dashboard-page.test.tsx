import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useHindi } from '../../test/i18n';
import { jsonResponse } from '../../test/render';
import { entry, fakeDesk, renderDashboard } from './fake-desk';

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
    expect(await within(screen.getByRole('region', { name: /^Welcome/ })).findByText('Closed')).toBeInTheDocument();
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
