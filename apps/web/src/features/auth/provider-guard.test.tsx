import { act, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { takeRedirect } from '../../lib/login-popup';
import { finishSessionCheck, restoreSession, signIn } from '../../lib/session';
import { CONSUMER, PROVIDER, loginAnswer } from '../../test/fake-auth-server';
import { renderWithProviders } from '../../test/render';
import { ProviderGuard } from './provider-guard';

const renderGuarded = (url = '/provider/dashboard') =>
  renderWithProviders(
    <ProviderGuard>
      <h1>Provider dashboard</h1>
    </ProviderGuard>,
    { path: '/provider/:page', initialEntries: [url] },
  );

const location = () => screen.getByTestId('location');

describe('provider guard', () => {
  it("says 'Verifying access...' while the stored session is being checked, then lets a provider in", () => {
    window.localStorage.setItem('user', JSON.stringify(PROVIDER));
    restoreSession();
    renderGuarded();
    expect(screen.getByRole('status')).toHaveTextContent('Verifying access...');
    expect(screen.queryByRole('heading', { name: 'Provider dashboard' })).not.toBeInTheDocument();

    act(() => finishSessionCheck());
    expect(screen.getByRole('heading', { name: 'Provider dashboard' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/provider/dashboard');
  });

  it('logged out: remembers the page, opens the login popup and goes to /', async () => {
    const showLoginPopup = vi.fn();
    window.showLoginPopup = showLoginPopup;
    renderGuarded('/provider/my-analytics?range=week');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(showLoginPopup).toHaveBeenCalled();
    expect(takeRedirect()).toBe('/provider/my-analytics?range=week');
    expect(screen.queryByRole('heading', { name: 'Provider dashboard' })).not.toBeInTheDocument();
  });

  it("a logged-in consumer gets the toast 'You must be a provider to access this page' and goes to /", async () => {
    render(<Toaster />);
    const showLoginPopup = vi.fn();
    window.showLoginPopup = showLoginPopup;
    signIn(loginAnswer(CONSUMER));
    renderGuarded('/provider/my-profile');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(await screen.findByText('You must be a provider to access this page')).toBeInTheDocument();
    expect(showLoginPopup).not.toHaveBeenCalled();
    expect(takeRedirect()).toBeNull();
  });

  it('a provider who logs out on the page is sent home without a login popup', async () => {
    const showLoginPopup = vi.fn();
    window.showLoginPopup = showLoginPopup;
    signIn(loginAnswer(PROVIDER));
    renderGuarded();
    expect(screen.getByRole('heading', { name: 'Provider dashboard' })).toBeInTheDocument();
    act(() => {
      window.localStorage.clear();
      restoreSession();
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(showLoginPopup).not.toHaveBeenCalled();
  });
});
