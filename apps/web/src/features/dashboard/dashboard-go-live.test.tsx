import { DEFAULT_APPOINTMENT_SETTINGS, type WeeklyHours } from '@kataar/shared/appointments';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/render';
import { entry, fakeDesk, renderDashboard } from './fake-desk';

const NO_HOURS = DEFAULT_APPOINTMENT_SETTINGS.weekly;
const MORNINGS: WeeklyHours = { ...NO_HOURS, mon: [['09:00', '13:00']] };

/** GET /provider/appointments/settings/ with these weekly hours, as an owner reads it. */
const settingsWith = (weekly: WeeklyHours) => ({
  'GET /provider/appointments/settings/': () =>
    jsonResponse({ data: { ...DEFAULT_APPOINTMENT_SETTINGS, weekly, razorpay_available: false } }),
});

/** A business just approved: closed, no photo, no hours. */
const NEW_BUSINESS = { is_open: false, profile_photo: null };

const controls = () => screen.getByRole('region', { name: 'Queue controls' });
const checklist = () => screen.queryByRole('region', { name: 'Go live checklist' });

describe('a new business’s dashboard', () => {
  it("a closed business's queue reads 'Closed', never 'Running'; the pause button waits for the switch", async () => {
    fakeDesk({ own: { is_open: false } });
    const { user } = renderDashboard();
    const toggle = await screen.findByRole('switch', { name: 'Open for customers' });
    expect(within(controls()).getByText('Closed')).toBeInTheDocument();
    expect(within(controls()).queryByText('Running')).not.toBeInTheDocument();
    expect(within(controls()).getByRole('button', { name: 'Pause queue' })).toBeDisabled();
    expect(within(controls()).getByText(/Switch on “Open for customers” first/)).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(within(controls()).getByText('Running')).toBeInTheDocument());
    expect(within(controls()).queryByText('Closed')).not.toBeInTheDocument();
    expect(within(controls()).getByRole('button', { name: 'Pause queue' })).toBeEnabled();
  });

  it('closing with people waiting asks first, naming how many; cancelling keeps the business open', async () => {
    const { callsTo } = fakeDesk({ entries: [entry(1, 'Asha Rao', 1), entry(2, 'Ravi Kumar', 2)] });
    const { user } = renderDashboard();
    await screen.findByRole('button', { name: /^Ravi Kumar/ });
    const toggle = screen.getByRole('switch', { name: 'Open for customers' });

    await user.click(toggle);
    const dialog = screen.getByRole('alertdialog', { name: 'Close with 2 people waiting?' });
    expect(dialog).toHaveAccessibleDescription(
      '2 people are waiting. They keep their place, but nobody new can join until you open again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay open' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(callsTo('/provider/toggle/')).toHaveLength(0);

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close anyway' }));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(JSON.parse(String(callsTo('/provider/toggle/').at(-1)![1]?.body))).toEqual({ is_open: false });
  });

  it('pausing with one person waiting asks first; with nobody waiting it pauses at once', async () => {
    const { state, callsTo } = fakeDesk({ entries: [entry(1, 'Asha Rao', 1)] });
    const { user } = renderDashboard();
    await screen.findByRole('button', { name: /^Asha Rao/ });

    await user.click(screen.getByRole('button', { name: 'Pause queue' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Pause with 1 person waiting?' });
    expect(dialog).toHaveTextContent('1 person is waiting.');
    await user.click(within(dialog).getByRole('button', { name: 'Pause anyway' }));
    expect(await screen.findByRole('button', { name: 'Resume queue' })).toBeInTheDocument();
    expect(state.running).toBe(false);

    // Resuming never asks.
    await user.click(screen.getByRole('button', { name: 'Resume queue' }));
    expect(await screen.findByRole('button', { name: 'Pause queue' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo('/queue/status/').filter(([, init]) => init?.method === 'PATCH')).toHaveLength(2);
  });

  it('shows the go-live checklist ticked from the saved data, each step linking to where it is done', async () => {
    fakeDesk({ own: { is_open: false }, overrides: settingsWith(NO_HOURS) });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Go live checklist' });
    const steps = within(card).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Add a profile photo: done',
      'Set your opening hours: to doSet hours',
      'Open your queue: to doOpen now',
    ]);
    expect(within(card).getByRole('link', { name: 'Set hours' })).toHaveAttribute(
      'href',
      '/provider/appointments/settings',
    );
    expect(within(card).queryByRole('link', { name: 'Add photo' })).not.toBeInTheDocument();
  });

  it('a business with no photo is sent to My profile; "Open now" takes focus to the switch', async () => {
    fakeDesk({ own: NEW_BUSINESS, overrides: settingsWith(MORNINGS) });
    const { user } = renderDashboard();
    const card = await screen.findByRole('region', { name: 'Go live checklist' });
    expect(within(card).getByRole('link', { name: 'Add photo' })).toHaveAttribute('href', '/provider/my-profile');
    expect(within(card).getAllByRole('listitem')[1]).toHaveTextContent('Set your opening hours: done');

    await user.click(within(card).getByRole('button', { name: 'Open now' }));
    expect(screen.getByRole('switch', { name: 'Open for customers' })).toHaveFocus();
  });

  it('disappears once every step is done, and stays away when the business closes again', async () => {
    fakeDesk({ own: { is_open: false }, overrides: settingsWith(MORNINGS) });
    const { user } = renderDashboard();
    expect(await screen.findByRole('region', { name: 'Go live checklist' })).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Open for customers' });

    await user.click(toggle);
    await waitFor(() => expect(checklist()).not.toBeInTheDocument());
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(checklist()).not.toBeInTheDocument();
  });

  it('is not shown to a receptionist, who can neither read the hours nor edit the profile', async () => {
    fakeDesk({
      own: NEW_BUSINESS,
      overrides: { 'GET /provider/appointments/settings/': () => jsonResponse({ message: 'Forbidden' }, 403) },
    });
    renderDashboard();
    expect(await screen.findByRole('switch', { name: 'Open for customers' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Queue is empty')).toBeInTheDocument());
    expect(checklist()).not.toBeInTheDocument();
  });
});
