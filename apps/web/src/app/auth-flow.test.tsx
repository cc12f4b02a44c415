import type { User } from '@kataar/shared/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectedLocationProvider } from '../lib/selected-location';
import { getSession, restoreSession } from '../lib/session';
import { CONSUMER, PROVIDER, fakeAuthServer } from '../test/fake-auth-server';
import { EMPTY_ANALYTICS_SUMMARY } from '@kataar/shared/analytics-fixtures';
import { OWN_PROVIDER as OWN } from '../test/own-provider';
import { jsonResponse } from '../test/render';
import { loadLocationPopup } from './location-popup-host';
import { createTestRouter } from '../test/test-router';
import { preloadScreens } from '../test/preload-screens';

preloadScreens(
  () => import('./layout/side-menu'),
  () => import('../features/home/home-page'),
  () => import('../features/about/story-page'),
  () => import('../features/about/partner-page'),
  () => import('../features/onboarding/onboarding-page'),
  () => import('../features/dashboard/dashboard-page'),
);

/** Stores a session as a previous visit would have left it: the user here, the refresh token in its cookie. */
const storeSession = (user: User) => {
  window.localStorage.setItem('user', JSON.stringify(user));
  restoreSession();
};

function renderApp(url: string, server: ReturnType<typeof fakeAuthServer>, city: string | null = 'Pune') {
  if (city) window.localStorage.setItem('selectedCity', JSON.stringify(city));
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createTestRouter([url]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SelectedLocationProvider>{router.element}</SelectedLocationProvider>
    </QueryClientProvider>,
  );
  return { router, server, user: userEvent.setup() };
}

/** What GET /provider/me/ answers for the provider the dashboard opens with. */
const OWN_PROVIDER = { ...OWN, speciality: '', profile_photo: null };
const ownProviderAnswers = {
  '/provider/me/': () => jsonResponse({ data: OWN_PROVIDER }),
  '/analytics/summary/': () => jsonResponse({ data: EMPTY_ANALYTICS_SUMMARY }),
};
const DASHBOARD_HEADING = { name: 'Welcome, Sharma Family Clinic' };

/** /auth/me/ answers with the given user (the session check on load). */
const meAnswers = (user: User) => ({ '/auth/me/': () => jsonResponse({ data: user }) });

describe('accounts in the app', () => {
  it("home greets a logged-in user with 'Welcome!!' and their name; the user menu shows it too", async () => {
    storeSession(CONSUMER);
    const { user } = renderApp('/', fakeAuthServer({ overrides: meAnswers(CONSUMER) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!! Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Asha Rao' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/account');
    expect(within(menu).queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Appointments' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'My appointments' })).toHaveAttribute('href', '/appointments');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();

    // The side menu lists them too, right after Home, for a signed-in person only.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const side = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(side).getAllByRole('link')[1]).toHaveAttribute('href', '/appointments');
    expect(within(side).getAllByRole('link')[1]).toHaveTextContent('My appointmentsYour bookings, upcoming and past');
  });

  it('a user without a name is greeted by the local part of the e-mail; the menu shows the e-mail', async () => {
    const nameless = { ...CONSUMER, name: '' };
    storeSession(nameless);
    renderApp('/', fakeAuthServer({ overrides: meAnswers(nameless) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!! asha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'asha@example.in' })).toBeInTheDocument();
  });

  it('a provider sees Dashboard and Appointments; Profile is their account, as everyone’s', async () => {
    storeSession(PROVIDER);
    const { user } = renderApp('/about-us', fakeAuthServer({ overrides: meAnswers(PROVIDER) }));
    await user.click(await screen.findByRole('button', { name: 'Dr. Rohan Sharma' }));
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/provider/dashboard');
    expect(screen.getByRole('menuitem', { name: 'Appointments' })).toHaveAttribute('href', '/provider/appointments');
  });

  it('Logout in the user menu ends the session on the server and here, and goes to /', async () => {
    storeSession(CONSUMER);
    const { user, router, server } = renderApp('/about-us', fakeAuthServer({ overrides: meAnswers(CONSUMER) }));
    await user.click(await screen.findByRole('button', { name: 'Asha Rao' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The refresh cookie names the session; the body is an empty JSON object.
    expect(server.callsTo('/auth/logout/')[0]?.body).toEqual({});
    expect(getSession()).toMatchObject({ user: null, access: null });
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('Logout in the side menu logs out too', async () => {
    storeSession(CONSUMER);
    const { user, server } = renderApp('/about-us', fakeAuthServer({ overrides: meAnswers(CONSUMER) }));
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: /Logout/ }));
    await waitFor(() => expect(getSession().user).toBeNull());
    expect(server.callsTo('/auth/logout/')).toHaveLength(1);
  });

  it("the partner page's 'Login' opens the login popup", async () => {
    const { user } = renderApp('/about-us/partner-with-us', fakeAuthServer());
    await screen.findByRole('heading', { level: 1, name: 'Partner with us' });
    const hero = screen.getByRole('heading', { level: 1, name: 'Partner with us' }).parentElement!;
    await user.click(within(hero).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('the guard sends a logged-out visitor home with the login popup, and back to the page after login', async () => {
    const { user, router } = renderApp(
      '/provider/dashboard',
      fakeAuthServer({ users: [PROVIDER], overrides: ownProviderAnswers }),
    );
    await screen.findByRole('dialog', { name: 'Get Started' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The popup the visitor uses is the home page's (the provider layout's host hands it over).
    await screen.findByRole('heading', { level: 1, name: 'Hello there!' });
    const popup = await screen.findByRole('dialog', { name: 'Get Started' });

    await user.click(within(popup).getByRole('button', { name: 'Login with Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), PROVIDER.email);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    // The sixth digit sends the code.
    await user.paste('123456');

    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/dashboard'));
    expect(await screen.findByRole('heading', DASHBOARD_HEADING)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);

  it('signed out at a provider page on a first visit: the login popup first, the city picker once it closes', async () => {
    const { user } = renderApp('/provider/dashboard', fakeAuthServer(), null);
    const login = await screen.findByRole('dialog', { name: 'Get Started' });
    await screen.findByRole('heading', { level: 1, name: 'Hello there!' });
    // The picker's code and words are in, and the turn in which it opens by itself has passed.
    await act(() => loadLocationPopup());
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(screen.getAllByRole('dialog')).toEqual([login]);

    await user.click(within(login).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Select your city' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('a consumer opening a provider page gets the toast and lands on /', async () => {
    storeSession(CONSUMER);
    const { router } = renderApp('/provider/my-profile', fakeAuthServer({ overrides: meAnswers(CONSUMER) }));
    expect(await screen.findByText('You must be a provider to access this page', {})).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('onboarding stays open to everyone', async () => {
    renderApp('/provider/onboarding', fakeAuthServer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Register your business' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);

  it('on load the stored session is checked with the server: a role granted since login opens the dashboard', async () => {
    storeSession(CONSUMER);
    const server = fakeAuthServer({
      overrides: { ...meAnswers({ ...CONSUMER, is_provider: true }), ...ownProviderAnswers },
    });
    const { router } = renderApp('/provider/dashboard', server);
    expect(await screen.findByRole('heading', DASHBOARD_HEADING)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider/dashboard');
    // The access token lives in memory only, so the reload first gets one through the refresh cookie.
    expect(server.calls.map((call) => call.path).indexOf('/auth/token/refresh/')).toBeLessThan(
      server.calls.map((call) => call.path).indexOf('/auth/me/'),
    );
    expect(server.callsTo('/auth/token/refresh/')).toHaveLength(1);
    expect(server.callsTo('/auth/me/')[0]?.authorization).toBe('Bearer access-restored');
    expect(getSession()).toMatchObject({ isLoading: false, user: { is_provider: true } });
  });
});
