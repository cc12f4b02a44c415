import { DESK_MESSAGES, type Desk, type Service } from '@kataar/shared/desks';
import type { StaffMember } from '@kataar/shared/staff';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../lib/session';
import { useHindi } from '../../test/i18n';
import { PROVIDER, loginAnswer } from '../../test/fake-auth-server';
import { OWN_PROVIDER } from '../../test/own-provider';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { MyProfilePage } from './my-profile-page';

const RAO = '0d7e1b8a-8f1c-4d6e-9a51-0e6f4b6f7a11';
const STAFF: StaffMember[] = [
  {
    user_id: 'u-owner',
    email: PROVIDER.email,
    name: 'Dr. Rohan Sharma',
    role: 'owner',
    added_at: '2026-01-01T00:00:00Z',
  },
  { user_id: RAO, email: 'rao@sharma.in', name: 'Dr. Rao', role: 'practitioner', added_at: '2026-01-02T00:00:00Z' },
];
const MAIN: Desk = {
  id: 1,
  name: 'Main desk',
  token_prefix: null,
  is_open: true,
  queue_running: true,
  service_ids: [7],
  member_ids: ['u-owner'],
  waiting: 3,
};
const CONSULTATION: Service = { id: 7, name: 'Consultation', duration_minutes: 15, price: 300, desk_ids: [1] };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** My profile against a fake API; `role` decides what the staff and desk lists answer. */
function renderPage(role: 'owner' | 'manager' | 'receptionist') {
  const calls: Call[] = [];
  let desks = [MAIN];
  const forbidden = () => jsonResponse({ message: 'Only the owner can do this.' }, 403);
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace('/v1/api', '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (path === '/provider/me/') return jsonResponse({ data: OWN_PROVIDER });
    if (path === '/provider/staff/') return role === 'owner' ? jsonResponse({ data: STAFF }) : forbidden();
    if (role === 'receptionist') return forbidden();
    if (path === '/provider/desks/' && method === 'GET') return jsonResponse({ data: desks });
    if (path === '/provider/services/') return jsonResponse({ data: [CONSULTATION] });
    if (path === '/provider/desks/' && method === 'POST') {
      const created = { ...MAIN, ...(body as object), id: 2, waiting: 0 } as Desk;
      desks = [...desks, created];
      return jsonResponse({ data: created }, 201);
    }
    if (path === '/provider/desks/1/' && method === 'PATCH')
      return jsonResponse({ data: { ...MAIN, ...(body as object) } });
    if (path === '/provider/desks/1/' && method === 'DELETE')
      return jsonResponse({ message: DESK_MESSAGES.peopleWaiting, errors: {} }, 409);
    return jsonResponse({ message: 'Not found' }, 404);
  });
  render(<Toaster />);
  renderWithProviders(<MyProfilePage />, { path: '/provider/my-profile', initialEntries: ['/provider/my-profile'] });
  return { calls, user: userEvent.setup() };
}

const section = async () => screen.findByRole('region', { name: 'Desks and services' });

describe('desks and services in my profile', () => {
  it('lists each desk with its letter, state, waiting count, services and staff', async () => {
    signIn(loginAnswer(PROVIDER));
    renderPage('owner');
    const desks = within(await section()).getByRole('list', { name: 'Desks' });
    const main = within(desks).getByRole('listitem');
    expect(within(main).getByText('Main desk')).toBeInTheDocument();
    expect(within(main).getByLabelText('No token letter')).toBeInTheDocument();
    expect(within(main).getByText('Open')).toBeInTheDocument();
    expect(within(main).getByText('Queue running')).toBeInTheDocument();
    expect(within(main).getByText('Waiting: 3')).toBeInTheDocument();
    expect(within(main).getByText('Services: Consultation')).toBeInTheDocument();
    expect(within(main).getByText('Staff: Dr. Rohan Sharma')).toBeInTheDocument();
    const services = within(await section()).getByRole('list', { name: 'Services' });
    expect(within(services).getByText('15 min · ₹300')).toBeInTheDocument();
    expect(within(services).getByText('Desks: Main desk')).toBeInTheDocument();
  });

  it('adds a desk with a letter, a service and a member', async () => {
    signIn(loginAnswer(PROVIDER));
    const { calls, user } = renderPage('owner');
    await user.click(within(await section()).getByRole('button', { name: 'Add desk' }));
    const form = screen.getByRole('form', { name: 'Add desk' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(DESK_MESSAGES.nameRequired)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Dr Rao');
    await user.type(within(form).getByRole('textbox', { name: /Token letter/ }), 'r');
    await user.click(within(form).getByRole('checkbox', { name: 'Consultation' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Dr. Rao' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dr Rao')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Dr Rao',
      token_prefix: 'R',
      service_ids: [7],
      member_ids: [RAO],
    });
  });

  it('asks before deleting a desk and shows why the desk stays', async () => {
    signIn(loginAnswer(PROVIDER));
    const { calls, user } = renderPage('owner');
    await user.click(within(await section()).getByRole('button', { name: 'Delete Main desk' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this desk?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(await section()).findByRole('alert')).toHaveTextContent(DESK_MESSAGES.peopleWaiting);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/provider/desks/1/']);
  });

  it('refuses a duration outside 1–480 minutes before asking the server', async () => {
    signIn(loginAnswer(PROVIDER));
    const { calls, user } = renderPage('owner');
    await user.click(within(await section()).getByRole('button', { name: 'Add service' }));
    const form = screen.getByRole('form', { name: 'Add service' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Dressing');
    await user.type(within(form).getByRole('textbox', { name: /Minutes/ }), '0');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(DESK_MESSAGES.durationRange)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/provider/services/' && c.method === 'POST')).toEqual([]);
  });

  it('lets a manager change a desk but not pick its staff', async () => {
    signIn(loginAnswer(PROVIDER));
    const { calls, user } = renderPage('manager');
    const main = within(within(await section()).getByRole('list', { name: 'Desks' })).getByRole('listitem');
    expect(within(main).getByText('Staff: 1')).toBeInTheDocument();
    await user.click(within(main).getByRole('button', { name: 'Edit Main desk' }));
    const form = screen.getByRole('form', { name: 'Edit desk Main desk' });
    expect(within(form).getByText('Only the owner chooses the staff of a desk.')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Queue running' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Main desk',
      token_prefix: null,
      is_open: true,
      queue_running: false,
      service_ids: [7],
    });
  });

  it('is not shown to a receptionist', async () => {
    signIn(loginAnswer(PROVIDER));
    const { calls } = renderPage('receptionist');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByText(/Only the owner of this business/);
    expect(calls.some((c) => c.path === '/provider/desks/')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Desks and services' })).not.toBeInTheDocument();
  });

  it('reads in Hindi, the API’s refusal included', async () => {
    await useHindi();
    signIn(loginAnswer(PROVIDER));
    const { user } = renderPage('owner');
    const card = await screen.findByRole('region', { name: 'डेस्क और सेवाएँ' });
    expect(within(card).getByText('इंतज़ार में: 3')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Main desk हटाएँ' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'हटाएँ' }));
    // The fake API answers in English; the page shows the sentence in the active language.
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'इस डेस्क पर लोग इंतज़ार कर रहे हैं। पहले उन्हें दूसरे डेस्क पर भेजें।',
    );
  });
});
