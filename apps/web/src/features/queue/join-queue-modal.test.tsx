import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import type { PublicDesk, PublicService } from '@kataar/shared/desk-line';
import type { MyQueue } from '@kataar/shared/queue';
import { ApiError } from '../../lib/api';
import { takeRedirect } from '../../lib/login-popup';
import { signIn } from '../../lib/session';
import { CONSUMER, loginAnswer } from '../../test/fake-auth-server';
import { useHindi } from '../../test/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { joinErrorMessage } from './join-error-message';
import { JoinQueueModal } from './join-queue-modal';

const JOINED = {
  count: 4,
  position: 4,
  eta_minutes: 40,
  token: 4,
  is_open: true,
  queue_status: true,
  rejoin_until: null,
};

const WAITING_AT_SHARMA: MyQueue = {
  username: 'sharma-clinic',
  business_name: 'Sharma Family Clinic',
  position: 3,
  token: 12,
  eta_minutes: 30,
  status: 'waiting',
};

function renderModal({
  refusal = null,
  answer,
  whatsappAvailable = false,
  mine = null,
  desks,
  services,
}: {
  desks?: PublicDesk[];
  services?: PublicService[];
  refusal?: string | null;
  answer?: () => Response | Promise<Response>;
  whatsappAvailable?: boolean;
  /** Where GET /queue/mine/ says the person waits. */
  mine?: MyQueue | null;
} = {}) {
  signIn(loginAnswer({ ...CONSUMER, name: '' }));
  const onClose = vi.fn();
  const state = { mine };
  const everyCall = mockFetch((url) => {
    if (url.pathname === '/v1/api/queue/mine/') return jsonResponse({ data: state.mine });
    if (url.pathname === '/v1/api/queue/leave/') {
      state.mine = null;
      return jsonResponse({ message: 'Left queue successfully' });
    }
    return answer ? answer() : jsonResponse({ message: 'Successfully joined the queue!', data: JOINED });
  });
  // The calls the form makes; where the person waits is asked on opening.
  const fetchMock = {
    get mock() {
      return { calls: everyCall.mock.calls.filter(([input]) => !String(input).includes('/queue/mine/')) };
    },
  };
  render(<Toaster />);
  renderWithProviders(
    <JoinQueueModal
      username="glow-salon"
      refusal={refusal}
      whatsappAvailable={whatsappAvailable}
      desks={desks}
      services={services}
      onClose={onClose}
    />,
    {
      path: '/profile/:username',
      initialEntries: ['/profile/glow-salon'],
    },
  );
  const dialog = screen.getByRole('dialog');
  const user = userEvent.setup();
  const fill = async (values: { name?: string; age?: string; phone?: string; gender?: 'Male' | 'Female' }) => {
    if (values.name !== undefined) await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), values.name);
    if (values.age !== undefined) await user.type(within(dialog).getByRole('textbox', { name: 'Age' }), values.age);
    if (values.phone !== undefined) {
      await user.type(within(dialog).getByRole('textbox', { name: 'Phone Number' }), values.phone);
    }
    if (values.gender) await user.click(within(dialog).getByRole('radio', { name: values.gender }));
  };
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Join Queue' }));
  const valid = () => fill({ name: 'Asha Rao', age: '31', phone: '9876543210', gender: 'Female' });
  return { dialog, onClose, fetchMock, everyCall, fill, submit, valid, user };
}

describe('Join Queue modal', () => {
  it('shows Name, Age, Phone Number with a fixed +91, and male/female radios', () => {
    const { dialog } = renderModal();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Age' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('type', 'tel');
    expect(within(dialog).getByText('+91')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Gender' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['male', 'female']);
  });

  it('asks who to see and what for at a provider with several desks, "First available" first', async () => {
    const desk = (id: number, name: string, waiting: number, taking = true): PublicDesk => ({
      id,
      name,
      token_prefix: null,
      is_open: true,
      queue_running: taking,
      waiting,
      eta_minutes: waiting * 10 + 10,
      now_serving: null,
    });
    const { dialog, valid, submit, fetchMock, user } = renderModal({
      desks: [desk(1, 'Dr. Anita Rao', 3), desk(2, 'Dr. Mehta', 0, false)],
      services: [{ id: 7, name: 'Consultation', duration_minutes: 15, price: 500 }],
    });
    const who = within(dialog).getByRole('group', { name: 'Who would you like to see?' });
    expect(within(who).getByRole('radio', { name: /First available/ })).toBeChecked();
    expect(within(who).getByRole('radio', { name: /Dr. Anita Rao/ })).toHaveAccessibleName(
      'Dr. Anita Rao 3 waiting · about 40 min',
    );
    expect(within(who).getByRole('radio', { name: /Dr. Mehta/ })).toBeDisabled();
    await valid();
    await user.click(within(who).getByRole('radio', { name: /Dr. Anita Rao/ }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'What for?' }),
      'Consultation · 15 min · ₹500',
    );
    await submit();
    await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ desk_id: 1, service_id: 7 });
  });

  it('an empty form shows every required message and sends nothing', async () => {
    const { dialog, submit, fetchMock } = renderModal();
    await submit();
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Age is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a gender')).toBeInTheDocument();
    expect(fetchMock.mock.calls).toHaveLength(0);
  });

  it('checks the name length, the minimum age and the phone pattern', async () => {
    const { dialog, fill, submit, fetchMock } = renderModal();
    await fill({ name: 'A', age: '0', phone: '5123456789', gender: 'Male' });
    await submit();
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Age must be at least 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls).toHaveLength(0);
  });

  it("joins with the spec's payload, says 'Successfully joined the queue!' and closes", async () => {
    const { valid, submit, onClose, fetchMock } = renderModal();
    await valid();
    await submit();
    expect(await screen.findByText('Successfully joined the queue!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).toBe('/v1/api/queue/join/glow-salon/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      consumer_name: 'Asha Rao',
      consumer_age: 31,
      consumer_contact: '9876543210',
      consumer_gender: 'female',
    });
  });

  it('offers WhatsApp updates on the typed number only when WhatsApp is set up, and sends the consent', async () => {
    const { dialog, valid, submit, fetchMock, onClose, user } = renderModal({ whatsappAvailable: true });
    await valid();
    const box = within(dialog).getByRole('checkbox', { name: 'Send me WhatsApp updates on +91 9876543210' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await submit();
    // Toasts of earlier tests may still be on screen: the modal closing is what says it joined.
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ consumer_contact: '9876543210', whatsapp_updates: true });
  });

  it('has no WhatsApp box when WhatsApp is not set up', () => {
    const { dialog } = renderModal();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it.each(['+91 98765 43210', '+91-98765-43210', '098765 43210', '919876543210'])(
    'keeps the 10 digits of a pasted %j and joins with them',
    async (pasted) => {
      const { dialog, fill, submit, fetchMock, onClose, user } = renderModal();
      await fill({ name: 'Asha Rao', age: '31', gender: 'Female' });
      const phone = within(dialog).getByRole('textbox', { name: 'Phone Number' });
      await user.click(phone);
      await user.paste(pasted);
      expect(phone).toHaveValue('9876543210');
      await submit();
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).consumer_contact).toBe('9876543210');
    },
  );

  it('a pasted number replaces a half-typed one when it is all selected', async () => {
    const { dialog, user } = renderModal();
    const phone = within(dialog).getByRole('textbox', { name: 'Phone Number' });
    await user.type(phone, '98765');
    await user.tripleClick(phone);
    await user.paste('+91 91234 56780');
    expect(phone).toHaveValue('9123456780');
    expect(within(dialog).queryByText('Please enter a valid 10-digit phone number')).not.toBeInTheDocument();
  });

  it("shows 'Joining...' while the join is on its way", async () => {
    const { valid, submit, dialog } = renderModal({ answer: () => new Promise<Response>(() => undefined) });
    await valid();
    await submit();
    expect(within(dialog).getByRole('button', { name: 'Joining...' })).toBeDisabled();
  });

  it('a refusal from the server is toasted with its non_field_errors message and the modal stays open', async () => {
    const message = 'You are already in a queue. Leave it before joining another.';
    const { valid, submit, onClose } = renderModal({
      answer: () => jsonResponse({ message, errors: { non_field_errors: [message] } }, 409),
    });
    await valid();
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a 401 closes the modal and opens the login popup, returning to the profile', async () => {
    const showLoginPopup = vi.fn();
    window.showLoginPopup = showLoginPopup;
    const { valid, submit, onClose } = renderModal({
      answer: () => jsonResponse({ message: 'Authentication required' }, 401),
    });
    await valid();
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(showLoginPopup).toHaveBeenCalled();
    expect(takeRedirect()).toBe('/profile/glow-salon');
  });

  it('a closed provider is refused locally, without a call', async () => {
    const refusal = "Glow Salon is currently unavailable. You can't join the queue right now.";
    const { valid, submit, onClose, fetchMock } = renderModal({ refusal });
    await valid();
    await submit();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock.mock.calls).toHaveLength(0);
  });
});

describe('Join Queue for someone already waiting at another provider', () => {
  it('says so before the form, with the way to that queue, and asks nothing to be filled', async () => {
    const { dialog, onClose } = renderModal({ mine: WAITING_AT_SHARMA });
    expect(
      await within(dialog).findByText(
        'You are already in the queue at Sharma Family Clinic. Leave it before joining another.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('You are number 3 there · Token 12')).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'Go to Sharma Family Clinic' });
    expect(link).toHaveAttribute('href', '/profile/sharma-clinic');
    await userEvent.click(link);
    expect(onClose).toHaveBeenCalled();
  });

  it('leaving that queue shows the form for this one', async () => {
    const { dialog, user, everyCall } = renderModal({ mine: WAITING_AT_SHARMA });
    await user.click(await within(dialog).findByRole('button', { name: 'Leave that queue and join here' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByText('Left queue successfully')).toBeInTheDocument();
    expect(within(dialog).queryByText(/already in the queue/)).not.toBeInTheDocument();
    const leave = everyCall.mock.calls.find(([input]) => String(input).includes('/queue/leave/'));
    expect(leave?.[1]?.method).toBe('POST');
  });

  it('shows the form to someone waiting in this very queue or nowhere', async () => {
    renderModal({ mine: { ...WAITING_AT_SHARMA, username: 'glow-salon', business_name: 'Glow Salon' } });
    const dialog = screen.getByRole('dialog', { name: 'Join Queue' });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/already in the queue/)).not.toBeInTheDocument();
  });

  it('says it in Hindi', async () => {
    await useHindi();
    const { dialog } = renderModal({ mine: WAITING_AT_SHARMA });
    expect(await within(dialog).findByRole('link', { name: 'Sharma Family Clinic पर जाएँ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'वह कतार छोड़कर यहाँ शामिल हों' })).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent(/already|Leave it/);
  });
});

describe("join error toast: the server's first message, else the default", () => {
  it('prefers the first non_field_errors message', () => {
    const error = new ApiError('first field', 409, {
      consumer_name: ['Name is required'],
      non_field_errors: ['Glow Salon has paused the queue. Please try again in a little while.'],
    });
    expect(joinErrorMessage(error)).toBe('Glow Salon has paused the queue. Please try again in a little while.');
  });

  it('else the first message of the first field error', () => {
    const error = new ApiError('Some of the values sent are not valid.', 400, {
      consumer_contact: ['Please enter a valid 10-digit phone number', 'second'],
      consumer_age: ['Age must be at least 1'],
    });
    expect(joinErrorMessage(error)).toBe('Please enter a valid 10-digit phone number');
  });

  it("else the error's own message, and 'Failed to join the queue' when it has none", () => {
    expect(joinErrorMessage(new ApiError('Provider not found', 404))).toBe('Provider not found');
    expect(joinErrorMessage(new ApiError('', 500))).toBe('Failed to join the queue');
    expect(joinErrorMessage('boom')).toBe('Failed to join the queue');
  });
});
