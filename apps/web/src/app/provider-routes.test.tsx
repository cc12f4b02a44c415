import type { User } from '@kataar/shared/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectedLocationProvider } from '../lib/selected-location';
import { restoreSession } from '../lib/session';
import { CONSUMER, PROVIDER } from '../test/fake-auth-server';
import { jsonResponse, mockFetch } from '../test/render';
import { createTestRouter } from '../test/test-router';
import { preloadScreens } from '../test/preload-screens';

preloadScreens(
  () => import('./layout/side-menu'),
  () => import('../features/dashboard/dashboard-page'),
  () => import('../features/my-profile/my-profile-page'),
  () => import('../features/onboarding/onboarding-page'),
  () => import('../features/admin/applications-page'),
);

const storeSession = (user: User) => {
  window.localStorage.setItem('user', JSON.stringify(user));
  restoreSession();
};

function renderApp(url: string, user: User | null, application: unknown = null, myQueue: unknown = null) {
  window.localStorage.setItem('selectedCity', JSON.stringify('Pune'));
  if (user) storeSession(user);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const fetchMock = mockFetch((u) => {
    const path = u.pathname.replace('/v1/api', '');
    // A reload has no access token in memory: the refresh cookie (the browser's) gets one.
    if (path === '/auth/token/refresh/' && user) return jsonResponse({ access: 'access-restored', refresh: 'r' });
    if (path === '/auth/me/' && user) return jsonResponse({ data: user });
    if (path === '/application/mine/') {
      return application ? jsonResponse({ data: application }) : jsonResponse({ message: 'none' }, 404);
    }
    if (path === '/queue/mine/') return jsonResponse({ data: myQueue });
    if (path === '/provider/cities') return jsonResponse({ data: ['Pune'] });
    return jsonResponse({ message: 'Not found' }, 404);
  });
  const router = createTestRouter([url]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SelectedLocationProvider>{router.element}</SelectedLocationProvider>
    </QueryClientProvider>,
  );
  const asked = (path: string) => fetchMock.mock.calls.some(([input]) => String(input).includes(path));
  return { router, user: userEvent.setup(), asked };
}

describe('becoming a provider: routes and menu', () => {
  it('/provider/onboarding opens the wizard without a login', async () => {
    renderApp('/provider/onboarding', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Register your business' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeInTheDocument();
  });

  it("the user menu links to 'My application' for an applicant, and to 'Admin' for an admin", async () => {
    const applicant = { ...CONSUMER, has_application: true };
    const { user } = renderApp('/about-us', applicant, { status: 'pending', business_name: 'Rao Hair Studio' });
    await user.click(await screen.findByRole('button', { name: 'Asha Rao' }));
    const menu = screen.getByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: 'My application' })).toHaveAttribute(
      'href',
      '/provider/application',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it("no application, no 'My application'; an admin sees 'Admin'", async () => {
    const admin = { ...CONSUMER, is_admin: true };
    const { user } = renderApp('/about-us', admin);
    await user.click(await screen.findByRole('button', { name: 'Asha Rao' }));
    expect(screen.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'My application' })).not.toBeInTheDocument());
  });

  it("the side menu gives an admin 'Admin'; signed in, nobody is offered 'Login as service provider'", async () => {
    const { user } = renderApp('/about-us', { ...CONSUMER, is_admin: true });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: /^Admin/ })).toHaveAttribute('href', '/admin');
    expect(within(menu).queryByRole('link', { name: /Login as service provider/ })).not.toBeInTheDocument();
  });

  it("a signed-in person who is no admin has no 'Admin' in the side menu", async () => {
    const { user } = renderApp('/about-us', CONSUMER);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: /^Home/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /^Admin/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /Login as service provider/ })).not.toBeInTheDocument();
  });

  it('someone who never applied is not asked about an application on any page', async () => {
    const { user, asked } = renderApp('/about-us', { ...CONSUMER, has_application: false });
    await user.click(await screen.findByRole('button', { name: 'Asha Rao' }));
    expect(await screen.findByRole('menuitem', { name: 'Notifications' })).toBeInTheDocument();
    expect(asked('/queue/mine/')).toBe(true);
    expect(asked('/application/mine/')).toBe(false);
  });

  it("while waiting, every page has the My queue banner and the user menu 'My queue'; both lead to the queue", async () => {
    const waitingAt = {
      username: 'sharma-family-clinic',
      business_name: 'Sharma Family Clinic',
      position: 3,
      token: 14,
      eta_minutes: 30,
      status: 'waiting',
    };
    const { user } = renderApp('/about-us', CONSUMER, null, waitingAt);
    const banner = await screen.findByRole('complementary', { name: 'My queue' });
    expect(banner).toHaveTextContent('Sharma Family ClinicYou are number 3 · Token 14 · about 30 min');
    expect(within(banner).getByRole('link')).toHaveAttribute('href', '/profile/sharma-family-clinic');
    await user.click(await screen.findByRole('button', { name: 'Asha Rao' }));
    expect(screen.getByRole('menuitem', { name: /^My queue/ })).toHaveAttribute(
      'href',
      '/profile/sharma-family-clinic',
    );
  });

  it("waiting nowhere: no banner, no 'My queue' in the menu", async () => {
    const { user } = renderApp('/about-us', CONSUMER);
    await user.click(await screen.findByRole('button', { name: 'Asha Rao' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /^My queue/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'My queue' })).not.toBeInTheDocument();
  });

  it('/provider/my-profile is the profile editor, behind the provider guard', async () => {
    renderApp('/provider/my-profile', PROVIDER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit your profile >>' })).toBeInTheDocument();
  });

  it('/admin turns a non-admin away', async () => {
    const { router } = renderApp('/admin', CONSUMER);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
