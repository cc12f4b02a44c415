import { DEFAULT_APPOINTMENT_SETTINGS } from '@kataar/shared/appointments';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../lib/session';
import { PROVIDER, loginAnswer } from '../../test/fake-auth-server';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import type { AppointmentSettingsAnswer } from '../../lib/appointment-settings';
import { AppointmentSettingsPage } from './settings-page';
import { useHindi } from '../../test/i18n';

const SAVED: AppointmentSettingsAnswer = {
  ...DEFAULT_APPOINTMENT_SETTINGS,
  weekly: { ...DEFAULT_APPOINTMENT_SETTINGS.weekly, mon: [['10:00', '13:00']] },
  razorpay_available: false,
};

/** GET/PUT of the settings in memory; `put` replaces the server's answer to a save. */
function fakeSettings(answer: AppointmentSettingsAnswer | number = SAVED, put?: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  mockFetch(async (url, init) => {
    if (url.pathname !== '/v1/api/provider/appointments/settings/') return jsonResponse({ message: 'x' }, 404);
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as unknown;
      bodies.push(body);
      return put ? put(body) : jsonResponse({ data: { ...(body as object), razorpay_available: false } });
    }
    return typeof answer === 'number'
      ? jsonResponse({ message: 'You do not have permission to do this.' }, answer)
      : jsonResponse({ data: answer });
  });
  return bodies;
}

const renderSettings = () => {
  signIn(loginAnswer(PROVIDER));
  render(<Toaster />);
  const user = userEvent.setup();
  renderWithProviders(<AppointmentSettingsPage />, {
    path: '/provider/appointments/settings',
    initialEntries: ['/provider/appointments/settings'],
  });
  return { user };
};

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save settings' }));

describe('appointment settings', () => {
  it('turns booking on, adds evening hours, copies them to every day and saves UPI in advance', async () => {
    const bodies = fakeSettings();
    const { user } = renderSettings();
    await user.click(await screen.findByRole('switch', { name: 'Take bookings' }));
    await user.click(screen.getByRole('button', { name: 'Add hours: Monday' }));
    expect(screen.getByLabelText('Monday From 2')).toHaveValue('14:00');
    await user.clear(screen.getByLabelText('Monday From 2'));
    await user.type(screen.getByLabelText('Monday From 2'), '17:00');
    await user.clear(screen.getByLabelText('Monday To 2'));
    await user.type(screen.getByLabelText('Monday To 2'), '20:00');
    await user.click(screen.getByRole('button', { name: 'Copy to every day: Monday' }));
    await user.click(screen.getByRole('button', { name: 'Remove these hours: Sunday 10:00–13:00' }));
    await user.click(screen.getByRole('button', { name: 'Remove these hours: Sunday 17:00–20:00' }));

    await user.clear(screen.getByLabelText('Seats per slot'));
    await user.type(screen.getByLabelText('Seats per slot'), '3');
    await user.click(screen.getByRole('radio', { name: 'UPI in advance' }));
    await user.type(screen.getByRole('textbox', { name: /UPI ID/ }), 'sharmaclinic@okhdfc');
    await user.type(screen.getByRole('spinbutton', { name: /Booking fee/ }), '200');
    await save(user);

    expect(await screen.findByText('Appointment settings saved')).toBeInTheDocument();
    const day: [string, string][] = [
      ['10:00', '13:00'],
      ['17:00', '20:00'],
    ];
    expect(bodies).toEqual([
      {
        ...DEFAULT_APPOINTMENT_SETTINGS,
        enabled: true,
        seats_per_slot: 3,
        weekly: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: [] },
        payment: 'upi_advance',
        upi_id: 'sharmaclinic@okhdfc',
        booking_fee: 200,
      },
    ]);
  });

  it('checks the form with the shared rules before sending anything', async () => {
    const bodies = fakeSettings();
    const { user } = renderSettings();
    await user.clear(await screen.findByLabelText('Slot length (minutes)'));
    await user.type(screen.getByLabelText('Slot length (minutes)'), '300');
    await user.clear(screen.getByLabelText('Monday To 1'));
    await user.type(screen.getByLabelText('Monday To 1'), '09:00');
    await user.click(screen.getByRole('radio', { name: 'UPI in advance' }));
    await user.type(screen.getByRole('textbox', { name: /UPI ID/ }), 'not-a-upi');
    await save(user);

    expect(await screen.findByText('Slot length must be between 5 and 240 minutes.')).toBeInTheDocument();
    expect(screen.getByText('Each interval must end after it starts.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid UPI ID, like name@bank.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('an empty booking fee means the base price (null), and days off are added and removed', async () => {
    const bodies = fakeSettings();
    const { user } = renderSettings();
    const offSection = (await screen.findByRole('heading', { name: 'Days off' })).closest('section')!;
    const dateField = within(offSection).getByLabelText('Days off');
    await user.type(dateField, '2030-01-26');
    await user.click(within(offSection).getByRole('button', { name: 'Add day off' }));
    await user.type(dateField, '2030-01-01');
    await user.click(within(offSection).getByRole('button', { name: 'Add day off' }));
    await user.type(dateField, '2030-08-15');
    await user.click(within(offSection).getByRole('button', { name: 'Add day off' }));
    await user.click(within(offSection).getByRole('button', { name: /Remove .*15 Aug/ }));
    await user.click(screen.getByRole('radio', { name: 'UPI in advance' }));
    await user.type(screen.getByRole('textbox', { name: /UPI ID/ }), 'sharmaclinic@okhdfc');
    await save(user);

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ days_off: ['2030-01-01', '2030-01-26'], booking_fee: null });
  });

  it("shows the server's field errors next to their fields", async () => {
    fakeSettings(SAVED, () =>
      jsonResponse(
        {
          message: 'Please correct the errors below.',
          errors: { booking_fee: ['Set a base price in your profile or a booking fee to take payment in advance.'] },
        },
        400,
      ),
    );
    const { user } = renderSettings();
    await user.click(await screen.findByRole('radio', { name: 'UPI in advance' }));
    await user.type(screen.getByRole('textbox', { name: /UPI ID/ }), 'sharmaclinic@okhdfc');
    await save(user);
    const fee = await screen.findByRole('spinbutton', { name: /Booking fee/ });
    expect(fee).toHaveAccessibleDescription(
      expect.stringContaining('Set a base price in your profile or a booking fee to take payment in advance.'),
    );
    expect(screen.getByText('Please correct the errors below.')).toBeInTheDocument();
  });

  it('offers Razorpay only when the server has it', async () => {
    fakeSettings();
    renderSettings();
    await screen.findByRole('radio', { name: 'UPI in advance' });
    expect(screen.queryByRole('radio', { name: 'Online payment (Razorpay)' })).not.toBeInTheDocument();
  });

  it('with Razorpay on the server, it is a payment choice', async () => {
    fakeSettings({ ...SAVED, razorpay_available: true });
    renderSettings();
    expect(await screen.findByRole('radio', { name: 'Online payment (Razorpay)' })).toBeInTheDocument();
  });

  it('a receptionist is told that only the owner or a manager changes these', async () => {
    fakeSettings(403);
    renderSettings();
    expect(
      await screen.findByText('Only the owner or a manager can change the appointment settings.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });
});

describe('appointment settings in Hindi', () => {
  it("labels the form in Hindi and shows the shared rules' messages in Hindi", async () => {
    fakeSettings();
    await useHindi();
    const { user } = renderSettings();
    expect(await screen.findByRole('heading', { name: 'अपॉइंटमेंट सेटिंग', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'बुकिंग लें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'समय जोड़ें: सोमवार' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'आने पर भुगतान करें' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('स्लॉट की अवधि (मिनट)'));
    await user.type(screen.getByLabelText('स्लॉट की अवधि (मिनट)'), '1');
    await user.click(screen.getByRole('button', { name: 'सेटिंग सेव करें' }));
    expect(await screen.findByText('स्लॉट की अवधि 5 से 240 मिनट के बीच होनी चाहिए।')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Weekly hours|Take bookings|Monday|Save settings|Slot length/);
  });
});
