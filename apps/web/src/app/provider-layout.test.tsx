import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectedLocationProvider } from '../lib/selected-location';
import { getSession, signIn } from '../lib/session';
import { PROVIDER, fakeAuthServer, loginAnswer } from '../test/fake-auth-server';
import { EMPTY_ANALYTICS_SUMMARY } from '@kataar/shared/analytics-fixtures';
import { OWN_PROVIDER } from '../test/own-provider';
import { jsonResponse } from '../test/render';
import { createTestRouter } from '../test/test-router';

type Override = (body: Record<string, unknown>) => Response;

function renderProviderPage(url: string, overrides: Record<string, Override> = {}) {
  window.localStorage.setItem('selectedCity', JSON.stringify('Pune'));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  signIn(loginAnswer(PROVIDER));
  const server = fakeAuthServer({
    users: [PROVIDER],
    overrides: {
      '/auth/me/': () => jsonResponse({ data: PROVIDER }),
      '/provider/me/': () => jsonResponse({ message: 'Provider not found' }, 404),
      '/analytics/summary/': () => jsonResponse({ data: EMPTY_ANALYTICS_SUMMARY }),
      ...overrides,
    },
  });
  const router = createTestRouter([url]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SelectedLocationProvider>{router.element}</SelectedLocationProvider>
    </QueryClientProvider>,
  );
  return { router, server, user: userEvent.setup() };
}

describe('provider layout', () => {
  it('has its own header: the logo and icon links to the provider pages, the active one green', async () => {
    const { router, user } = renderProviderPage('/provider/my-analytics');
    const nav = await screen.findByRole('navigation', { name: 'Provider' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Dashboard', '/provider/dashboard'],
      ['Appointments', '/provider/appointments'],
      ['My profile', '/provider/my-profile'],
      ['My analytics', '/provider/my-analytics'],
    ]);
    const active = within(nav).getByRole('link', { name: 'My analytics' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active.className).toContain('bg-emerald-500');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).className).not.toContain('bg-emerald-500');
    expect(screen.getByRole('link', { name: 'Kataar home' })).toHaveAttribute('href', '/');
    // Not the public header: no search, no city.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/dashboard'));
    // The router's state changes before the header has drawn the new location: wait for the drawing.
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('/provider/appointments is the day view under the provider header, its icon active', async () => {
    renderProviderPage('/provider/appointments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Provider' });
    expect(within(nav).getByRole('link', { name: 'Appointments' })).toHaveAttribute('aria-current', 'page');
  });

  it('the logout button logs out and goes to /', async () => {
    const { router, server, user } = renderProviderPage('/provider/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession().user).toBeNull();
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    await waitFor(() => expect(server.callsTo('/auth/logout/')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('mounts the login popup host: the window-level show function opens the popup there', async () => {
    renderProviderPage('/provider/my-analytics');
    await screen.findByRole('navigation', { name: 'Provider' });
    await waitFor(() => expect(window.showLoginPopup).toBeTypeOf('function'));
    act(() => window.showLoginPopup?.());
    expect(await screen.findByRole('dialog', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('has the language switch: choosing Hindi turns the dashboard’s words to Hindi', async () => {
    const { user } = renderProviderPage('/provider/dashboard', {
      '/provider/me/': () => jsonResponse({ data: OWN_PROVIDER }),
      '/queue/status/': () => jsonResponse({ queue_status: true }),
      '/provider/appointments/settings/': () => jsonResponse({ message: 'Forbidden' }, 403),
    });
    expect(await screen.findByRole('switch', { name: 'Open for customers' })).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch to हिन्दी' }));

    expect(await screen.findByRole('button', { name: 'English में बदलें' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'ग्राहकों के लिए खुला' })).toBeInTheDocument();
    expect(screen.getByText('उपलब्ध')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'सेवा प्रदाता' })).getByRole('link', { name: 'डैशबोर्ड' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Available')).not.toBeInTheDocument();
  });
});
