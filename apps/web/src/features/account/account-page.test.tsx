import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { getLanguage } from '../../lib/language';
import { clearSession, getSession, signIn } from '../../lib/session';
import { CONSUMER, loginAnswer } from '../../test/fake-auth-server';
import { useHindi } from '../../test/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { AccountPage } from './account-page';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function renderPage(user = CONSUMER) {
  signIn(loginAnswer(user));
  const sent: Sent[] = [];
  let me = { ...user };
  mockFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const path = url.pathname.replace('/v1/api', '');
    sent.push({ method, path, body });
    if (path === '/auth/me/' && method === 'PATCH') {
      me = { ...me, ...(body as object) };
      return jsonResponse({ data: me });
    }
    if (path === '/auth/logout-all/') return jsonResponse({ message: 'You have been signed out on every device.' });
    return jsonResponse({ message: 'Not found' }, 404);
  });
  render(<Toaster />);
  const view = renderWithProviders(<AccountPage />, { path: '/account', initialEntries: ['/account'] });
  return { ...view, sent, user: userEvent.setup() };
}

afterEach(() => clearSession());

describe('Account page', () => {
  it('shows the name (editable), the e-mail, the language and a way to the notification settings', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao');
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('link', { name: /Notification settings/ })).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('button', { name: 'Sign out of all devices' })).toBeInTheDocument();
    expect(document.title).toBe('Your account · Kataar');
  });

  it('saves a new name, which the session (greetings, forms) uses from then on', async () => {
    const { sent, user } = renderPage();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, '  Priya Sharma ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Name saved')).toBeInTheDocument();
    expect(sent).toContainEqual({ method: 'PATCH', path: '/auth/me/', body: { name: 'Priya Sharma' } });
    expect(getSession().user?.name).toBe('Priya Sharma');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Priya Sharma' });
  });

  it('refuses a one-letter name with the shared rule’s words, without asking the server', async () => {
    const { sent, user } = renderPage();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'A');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((s) => s.method === 'PATCH')).toEqual([]);
  });

  it('switches the language of the page and saves it on the account', async () => {
    const { sent, user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'हिन्दी' }));

    await waitFor(() => expect(getLanguage()).toBe('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'आपका खाता' })).toBeInTheDocument();
    expect(sent).toContainEqual({ method: 'PATCH', path: '/auth/me/', body: { language: 'hi' } });
  });

  it('signs out of all devices only after a confirmation, then is signed out here too and goes home', async () => {
    const { sent, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Sign out of all devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent.some((s) => s.path === '/auth/logout-all/')).toBe(false);
    expect(getSession().user).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText('You have been signed out on every device.')).toBeInTheDocument();
    expect(sent).toContainEqual({ method: 'POST', path: '/auth/logout-all/', body: {} });
    expect(getSession().user).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('reads in Hindi when Hindi is chosen', async () => {
    await useHindi();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'आपका खाता' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'नाम' })).toHaveValue('Asha Rao');
    expect(screen.getByRole('button', { name: 'सभी डिवाइस से लॉग आउट करें' })).toBeInTheDocument();
    expect(screen.queryByText(/Your account|Save name|Sign out of all devices/)).toBeNull();
  });
});
