import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useHindi } from '../../test/i18n';
import { jsonResponse } from '../../test/render';
import { desk, entry, fakeDesk, renderDashboard, service } from './fake-desk';

const TWO_DESKS = [desk(1, 'Dr. Rao', 'A'), desk(2, 'Dr. Mehta', 'B')];
const queuePanel = () => screen.getByRole('region', { name: 'Queue' });
const deskOf = (call: unknown[] | undefined) =>
  new URL(String(call?.[0]), 'http://localhost').searchParams.get('desk_id');

describe('dashboard of a provider with several desks', () => {
  beforeEach(() => window.localStorage.clear());

  it('a provider with one desk sees no desk picker, and asks for the lists and POP without a desk', async () => {
    const { callsTo } = fakeDesk({ entries: [entry(1, 'Asha Rao', 1)] });
    const { user } = renderDashboard();
    await screen.findByRole('button', { name: 'Asha Rao, position 1, Token 11' });
    await user.click(within(queuePanel()).getByRole('button', { name: 'POP' }));
    expect(await screen.findByText('Next Customer: Asha Rao')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Desk' })).toBeNull();
    expect(callsTo('/queue/entries/').map(deskOf).filter(Boolean)).toEqual([]);
    expect(callsTo('/queue/called/').map(deskOf).filter(Boolean)).toEqual([]);
    expect(callsTo('/queue/pop/')[0]![1]?.body).toBeUndefined();
  });

  it("shows one desk at a time: the first by default, each with its line's length; POP calls at that desk", async () => {
    const { callsTo } = fakeDesk({
      desks: TWO_DESKS,
      entries: [
        { ...entry(1, 'Asha Rao', 1), desk: { id: 2, name: 'Dr. Mehta' }, token_label: 'B-11' },
        entry(2, 'Ravi Kumar', 2),
      ],
    });
    const { user } = renderDashboard();
    const picker = await screen.findByRole('group', { name: 'Desk' });
    const rao = within(picker).getByRole('radio', { name: 'Dr. Rao, 1 waiting' });
    expect(rao).toBeChecked();
    const list = await within(queuePanel()).findByRole('list', { name: 'Waiting customers' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Ravi Kumar, position 1, Token 12']);
    expect(callsTo('/queue/entries/').map(deskOf)).toEqual(['1']);

    await user.click(within(picker).getByRole('radio', { name: 'Dr. Mehta, 2 waiting' }));
    expect(
      await within(queuePanel()).findByRole('button', { name: 'Asha Rao, position 1, Token B-11' }),
    ).toHaveTextContent('Token B-11');
    expect(window.localStorage.getItem('kataar.dashboard.desk.sharma-family-clinic')).toBe('2');

    await user.click(within(queuePanel()).getByRole('button', { name: 'POP' }));
    expect(await screen.findByText('Next Customer: Asha Rao')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('/queue/pop/')[0]![1]?.body))).toEqual({ desk_id: 2 });
    await waitFor(() => expect(callsTo('/queue/called/').map(deskOf)).toContain('2'));
  });

  it('opens at the desk last picked in this browser, and at the first when that desk is gone', async () => {
    window.localStorage.setItem('kataar.dashboard.desk.sharma-family-clinic', '2');
    const { callsTo } = fakeDesk({ desks: TWO_DESKS });
    renderDashboard();
    expect(await screen.findByRole('radio', { name: 'Dr. Mehta, 0 waiting' })).toBeChecked();
    await waitFor(() => expect(callsTo('/queue/entries/').map(deskOf)).toEqual(['2']));
  });

  it('falls back to the first desk when the remembered one was deleted', async () => {
    window.localStorage.setItem('kataar.dashboard.desk.sharma-family-clinic', '7');
    fakeDesk({ desks: TWO_DESKS });
    renderDashboard();
    expect(await screen.findByRole('radio', { name: 'Dr. Rao, 0 waiting' })).toBeChecked();
  });

  it('a circle names the service the person came for', async () => {
    fakeDesk({
      desks: TWO_DESKS,
      services: [service(5, 'Dressing')],
      entries: [{ ...entry(1, 'Asha Rao', 1), service: { id: 5, name: 'Dressing' } }],
    });
    renderDashboard();
    expect(await screen.findByRole('button', { name: 'Asha Rao, position 1, Token 11, Dressing' })).toHaveTextContent(
      'Dressing',
    );
  });

  it('parks a called person who stepped out, marked "Parked", and recalls them', async () => {
    const { callsTo } = fakeDesk({ desks: TWO_DESKS, entries: [entry(1, 'Asha Rao', 1)] });
    const { user } = renderDashboard();
    await screen.findByRole('button', { name: 'Asha Rao, position 1, Token 11' });
    await user.click(within(queuePanel()).getByRole('button', { name: 'POP' }));
    const called = await screen.findByRole('list', { name: 'Called customers' });
    await user.click(within(called).getByRole('button', { name: 'Park: Asha Rao, Token 11' }));
    expect(await screen.findByText('Parked: they keep their token until you recall them.')).toBeInTheDocument();
    expect(await within(called).findByText('Parked')).toBeInTheDocument();
    expect(callsTo('/queue/park/1/')).toHaveLength(1);

    await user.click(within(called).getByRole('button', { name: 'Recall: Asha Rao, Token 11' }));
    expect(await screen.findByText('Called back to the desk')).toBeInTheDocument();
    await waitFor(() => expect(within(called).queryByText('Parked')).toBeNull());
    expect(within(called).getByRole('button', { name: 'Park: Asha Rao, Token 11' })).toBeInTheDocument();
  });

  it("a refused park shows the server's reason", async () => {
    const notCalled = 'Only someone called at your desk can be parked.';
    fakeDesk({
      desks: TWO_DESKS,
      entries: [entry(1, 'Asha Rao', 1)],
      overrides: { 'POST /queue/park/1/': () => jsonResponse({ message: notCalled }, 409) },
    });
    const { user } = renderDashboard();
    await screen.findByRole('button', { name: 'Asha Rao, position 1, Token 11' });
    await user.click(within(queuePanel()).getByRole('button', { name: 'POP' }));
    await user.click(await screen.findByRole('button', { name: 'Park: Asha Rao, Token 11' }));
    expect(await screen.findByText(notCalled)).toBeInTheDocument();
  });

  it('a provider with one desk and no services is offered no Park', async () => {
    fakeDesk({ entries: [entry(1, 'Asha Rao', 1)] });
    const { user } = renderDashboard();
    await screen.findByRole('button', { name: 'Asha Rao, position 1, Token 11' });
    await user.click(within(queuePanel()).getByRole('button', { name: 'POP' }));
    expect(await screen.findByRole('button', { name: 'No-show: Asha Rao, Token 11' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Park/ })).toBeNull();
  });

  it('shows the staff the reason for the visit a person gave when joining', async () => {
    fakeDesk({ desks: TWO_DESKS, entries: [{ ...entry(1, 'Asha Rao', 1), note: 'Fever since Monday' }] });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Asha Rao, position 1, Token 11' }));
    const dialog = screen.getByRole('dialog', { name: 'Customer Details' });
    expect(within(dialog).getByText('Reason for visit')).toBeInTheDocument();
    expect(within(dialog).getByText('Fever since Monday')).toBeInTheDocument();
  });

  it('moves a waiting person to another desk from their details: the toast says so and they leave this line', async () => {
    const { callsTo } = fakeDesk({ desks: TWO_DESKS, entries: [entry(1, 'Asha Rao', 1), entry(2, 'Ravi Kumar', 2)] });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Asha Rao, position 1, Token 11' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Customer Details' })).getByRole('button', { name: 'Move' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Move Asha Rao' });
    // The desk shown is not offered: she already waits in its line.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Dr. Mehta2 waiting']);
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Moved to the other line; they keep their place.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('/queue/transfer/1/')[0]![1]?.body))).toEqual({ desk_id: 2 });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Asha Rao/ })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a called person to "first available" for a service, and asks for a target when none is chosen', async () => {
    const { callsTo } = fakeDesk({
      services: [service(5, 'Dressing')],
      entries: [entry(1, 'Asha Rao', 1)],
    });
    const { user } = renderDashboard();
    await screen.findByRole('button', { name: 'Asha Rao, position 1, Token 11' });
    await user.click(within(queuePanel()).getByRole('button', { name: 'POP' }));
    await user.click(await screen.findByRole('button', { name: 'Move: Asha Rao, Token 11' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Asha Rao' });
    expect(within(dialog).getByRole('radio', { name: 'First available' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose the desk or the service to move this person to.',
    );
    expect(callsTo('/queue/transfer/')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'For' }), 'Dressing');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Moved to the other line; they keep their place.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('/queue/transfer/1/')[0]![1]?.body))).toEqual({ service_id: 5 });
    expect(await screen.findByRole('button', { name: 'Asha Rao, position 1, Token 11, Dressing' })).toBeInTheDocument();
  });

  it("a refused move shows the server's reason and keeps the dialog open", async () => {
    const notYours = 'You can call people only at your own desks.';
    fakeDesk({
      desks: TWO_DESKS,
      entries: [entry(1, 'Asha Rao', 1)],
      overrides: { 'POST /queue/transfer/1/': () => jsonResponse({ message: notYours }, 403) },
    });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Asha Rao, position 1, Token 11' }));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Move Asha Rao' })).getByRole('button', { name: 'Move' }),
    );
    expect(await screen.findByText(notYours)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Move Asha Rao' })).toBeInTheDocument();
  });

  it('a walk-in is added at the desk shown unless another is chosen, for the service chosen', async () => {
    window.localStorage.setItem('kataar.dashboard.desk.sharma-family-clinic', '2');
    const { callsTo } = fakeDesk({ desks: TWO_DESKS, services: [service(5, 'Dressing')] });
    const { user } = renderDashboard();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Queue' })).findByRole('button', { name: '+ ADD' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Customer Details' });
    const who = within(dialog).getByRole('group', { name: 'Who would you like to see?' });
    expect(within(who).getByRole('radio', { name: /^Dr\. Mehta/ })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Walk In');
    await user.type(within(dialog).getByRole('textbox', { name: 'Age' }), '45');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone Number' }), '9123456780');
    await user.click(within(dialog).getByRole('radio', { name: 'Male' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'What for?' }), 'Dressing · 15 min');
    await user.click(within(dialog).getByRole('button', { name: 'Add Patient' }));
    expect(await screen.findByText('Patient Added Successfully')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('/queue/add/')[0]![1]?.body))).toMatchObject({ desk_id: 2, service_id: 5 });
    expect(await screen.findByRole('button', { name: 'Walk In, position 1, Token 109, Dressing' })).toBeInTheDocument();
  });

  it('names the desk picker in Hindi', async () => {
    await useHindi();
    fakeDesk({ desks: TWO_DESKS });
    renderDashboard();
    expect(await screen.findByRole('radio', { name: 'Dr. Rao, 0 इंतज़ार में' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'डेस्क' })).toBeInTheDocument();
  });
});

vi.setConfig({ testTimeout: 10_000 });
