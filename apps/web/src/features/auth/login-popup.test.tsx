import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLoginPopup, rememberRedirect } from '../../lib/login-popup';
import { getSession } from '../../lib/session';
import { CONSUMER, PROVIDER, fakeAuthServer, loginAnswer } from '../../test/fake-auth-server';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { LoginButton } from './login-button';
import { LoginPopupHost } from './login-popup-host';

// Google's widget needs Google's script; a stand-in hands over an ID token or fails like it can.
vi.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ children }: { children: ReactNode }) => children,
  GoogleLogin: ({
    onSuccess,
    onError,
    useOneTap,
  }: {
    onSuccess: (response: { credential?: string }) => void;
    onError?: () => void;
    useOneTap?: boolean;
  }) => (
    <div data-testid="google-widget" data-one-tap={String(useOneTap)}>
      <button type="button" onClick={() => onSuccess({ credential: 'google-id-token' })}>
        Sign in with Google
      </button>
      <button type="button" onClick={() => onError?.()}>
        Google widget error
      </button>
    </div>
  ),
}));

function renderPopupHost(path = '/about-us') {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const view = renderWithProviders(
    <>
      <LoginButton />
      <LoginPopupHost />
    </>,
    { path, initialEntries: [path] },
  );
  return { ...view, alert };
}

const dialog = () => screen.findByRole('dialog', { name: /Get Started|OTP Verification/ });
const location = () => screen.getByTestId('location');

async function openEmailStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await user.click(await screen.findByRole('button', { name: 'Login with Email' }));
  return screen.getByRole('dialog', { name: 'OTP Verification' });
}

async function sendCode(user: ReturnType<typeof userEvent.setup>, email: string) {
  await openEmailStep(user);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
}

const typeCode = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard(code);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('login popup, step 1', () => {
  it("'Get Started': without Google configured, only 'Login with Email', no OR with nothing beside it", async () => {
    const server = fakeAuthServer();
    const user = userEvent.setup();
    renderPopupHost();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const popup = await dialog();
    expect(within(popup).getByRole('heading', { name: 'Get Started' })).toBeInTheDocument();
    expect(await within(popup).findByRole('button', { name: 'Login with Email' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('/auth/config/')).toHaveLength(1));
    expect(within(popup).queryByText(/Google/)).not.toBeInTheDocument();
    expect(within(popup).queryByText('OR')).not.toBeInTheDocument();
    // The Login button opens it in place, with no redirect.
    expect(location()).toHaveTextContent('/about-us');
  });

  it('speaks to everyone who logs in, not to businesses only', async () => {
    fakeAuthServer();
    const user = userEvent.setup();
    renderPopupHost();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const popup = await dialog();
    expect(within(popup).getByText('Log in to join queues and book appointments from your phone.')).toBeInTheDocument();
    expect(within(popup).queryByText(/business/)).not.toBeInTheDocument();
  });

  it('opened with an e-mail (the onboarding form’s), the e-mail step starts with it', async () => {
    fakeAuthServer();
    const user = userEvent.setup();
    renderPopupHost();
    act(() => openLoginPopup({ email: 'desk@raohair.in' }));
    await user.click(await screen.findByRole('button', { name: 'Login with Email' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('desk@raohair.in');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    // Opened again without one (the header's Login), the field starts empty.
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Login with Email' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('opens from the window-level show function, and closes on the close button and on Escape', async () => {
    fakeAuthServer();
    const user = userEvent.setup();
    renderPopupHost();
    act(() => window.showLoginPopup?.());
    expect(await dialog()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => window.showLoginPopup?.());
    await dialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Login with Email' leads to 'OTP Verification'; the back arrow returns to 'Get Started'", async () => {
    fakeAuthServer();
    const user = userEvent.setup();
    renderPopupHost();
    const popup = await openEmailStep(user);
    expect(within(popup).getByRole('heading', { name: 'OTP Verification' })).toBeInTheDocument();
    const email = within(popup).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveFocus();
    await user.click(within(popup).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Get Started' })).toBeInTheDocument();
  });
});

describe('login popup, step 2 (e-mail code)', () => {
  it("'Send OTP' does nothing while the e-mail is empty", async () => {
    const server = fakeAuthServer();
    const user = userEvent.setup();
    renderPopupHost();
    await openEmailStep(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(server.callsTo('/auth/otp/request/')).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Digit 1 of 6' })).not.toBeInTheDocument();
  });

  it('an invalid address is refused in place with the shared message', async () => {
    const server = fakeAuthServer();
    const user = userEvent.setup();
    renderPopupHost();
    await openEmailStep(user);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(server.callsTo('/auth/otp/request/')).toHaveLength(0);
  });

  it('sending locks the e-mail, shows six boxes and the 60 s countdown', async () => {
    const server = fakeAuthServer();
    const user = userEvent.setup();
    renderPopupHost();
    await sendCode(user, ' Asha@Example.in ');
    expect(server.callsTo('/auth/otp/request/')[0]?.body).toEqual({ email: 'asha@example.in' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send OTP' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('We sent a 6-digit code to asha@example.in.');
    expect(screen.getByText('Resend OTP in 60s')).toBeInTheDocument();
  });

  it("countdown: 60 s, then 'Resend' clears the digits and counts again from 56 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeAuthServer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPopupHost();
    await sendCode(user, 'asha@example.in');
    expect(screen.getByText('Resend OTP in 60s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText('Resend OTP in 30s')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    const resend = screen.getByRole('button', { name: 'Resend' });

    await typeCode(user, '123');
    await user.click(resend);
    expect(screen.getByText('Resend OTP in 56s')).toBeInTheDocument();
    for (const box of screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ })) expect(box).toHaveValue('');
    await waitFor(() => expect(server.callsTo('/auth/otp/request/')).toHaveLength(2));

    await act(() => vi.advanceTimersByTimeAsync(56_000));
    expect(screen.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
  });

  it("a missing digit alerts 'Please fill in all OTP digits.' and asks nothing of the server", async () => {
    const server = fakeAuthServer();
    const user = userEvent.setup();
    const { alert } = renderPopupHost();
    await sendCode(user, 'asha@example.in');
    await typeCode(user, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(alert).toHaveBeenCalledWith('Please fill in all OTP digits.');
    expect(server.callsTo('/auth/otp/verify/')).toHaveLength(0);
  });

  it("the server's refusal of the code shows in place, and the boxes clear for another try", async () => {
    fakeAuthServer({ code: '123456' });
    const user = userEvent.setup();
    const { alert } = renderPopupHost();
    await sendCode(user, 'asha@example.in');
    await typeCode(user, '999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect code. 4 attempts left.');
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    expect(getSession().user).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('the sixth digit sends the code by itself: a correct one logs a consumer in, stores the session and goes to /', async () => {
    const server = fakeAuthServer({ users: [CONSUMER] });
    const user = userEvent.setup();
    renderPopupHost();
    await sendCode(user, CONSUMER.email);
    await typeCode(user, '12345');
    expect(server.callsTo('/auth/otp/verify/')).toHaveLength(0);
    await user.keyboard('6');

    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(server.callsTo('/auth/otp/verify/')[0]?.body).toEqual({ email: CONSUMER.email, code: '123456' });
    expect(getSession()).toMatchObject({ user: CONSUMER, access: 'access-u-consumer-1', isLoading: false });
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(CONSUMER);
    // The refresh token stays in the server's HttpOnly cookie: nothing a page script can read holds it.
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('/auth/otp/verify/')).toHaveLength(1);
  });

  it('a pasted code sends itself too', async () => {
    const server = fakeAuthServer({ users: [CONSUMER] });
    const user = userEvent.setup();
    renderPopupHost();
    await sendCode(user, CONSUMER.email);
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(server.callsTo('/auth/otp/verify/')).toHaveLength(1);
  });

  it('a provider goes to /provider/dashboard', async () => {
    fakeAuthServer({ users: [PROVIDER] });
    const user = userEvent.setup();
    renderPopupHost();
    await sendCode(user, PROVIDER.email);
    await typeCode(user, '123456');
    await waitFor(() => expect(location()).toHaveTextContent('/provider/dashboard'));
  });

  it('the page remembered by the guard wins over the default page', async () => {
    fakeAuthServer({ users: [CONSUMER] });
    const user = userEvent.setup();
    renderPopupHost();
    rememberRedirect('/profile/sharma-family-clinic');
    await sendCode(user, CONSUMER.email);
    await typeCode(user, '123456');
    await waitFor(() => expect(location()).toHaveTextContent('/profile/sharma-family-clinic'));
  });

  it('asking again too soon shows the boxes with the seconds the server says are left', async () => {
    const server = fakeAuthServer({
      overrides: {
        '/auth/otp/request/': () =>
          jsonResponse(
            { message: 'Please wait 42 seconds before requesting a new code.', retry_after_seconds: 42 },
            429,
          ),
      },
    });
    const user = userEvent.setup();
    renderPopupHost();
    await sendCode(user, 'asha@example.in');
    expect(screen.getByRole('status')).toHaveTextContent('Please wait 42 seconds before requesting a new code.');
    expect(screen.getByText('Resend OTP in 42s')).toBeInTheDocument();
    expect(server.callsTo('/auth/otp/request/')).toHaveLength(1);
  });

  it('a mail failure is shown under the e-mail and the form stays open', async () => {
    fakeAuthServer({
      overrides: {
        '/auth/otp/request/': () =>
          jsonResponse({ message: 'We could not send the code right now. Please try again in a moment.' }, 503),
      },
    });
    const user = userEvent.setup();
    renderPopupHost();
    await openEmailStep(user);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send the code right now. Please try again in a moment.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    expect(screen.queryByRole('textbox', { name: 'Digit 1 of 6' })).not.toBeInTheDocument();
  });
});

describe('login popup, Google sign-in', () => {
  const GOOGLE = { googleClientId: 'kataar.apps.googleusercontent.com' };

  it('shows Google sign-in with one-tap when the server has a client id, and logs in with its ID token', async () => {
    const server = fakeAuthServer({
      ...GOOGLE,
      overrides: { '/auth/google/': () => jsonResponse({ ...loginAnswer(CONSUMER) }) },
    });
    const user = userEvent.setup();
    renderPopupHost();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('google-widget', {})).toHaveAttribute('data-one-tap', 'true');
    expect(screen.queryByText(/Google sign-in is not available/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(server.callsTo('/auth/google/')[0]).toMatchObject({
      body: { id_token: 'google-id-token' },
      authorization: null,
    });
    expect(getSession().user).toEqual(CONSUMER);
  });

  it("a refusal by the server alerts 'Google login failed. Please try again.'", async () => {
    fakeAuthServer({
      ...GOOGLE,
      overrides: {
        '/auth/google/': () => jsonResponse({ message: 'Google login failed. Please try again.' }, 401),
      },
    });
    const user = userEvent.setup();
    const { alert } = renderPopupHost();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Google login failed. Please try again.'));
    expect(getSession().user).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Get Started' })).toBeInTheDocument();
  });

  it("an error of the widget alerts 'Google login was unsuccessful. Please try again.'", async () => {
    const server = fakeAuthServer(GOOGLE);
    const user = userEvent.setup();
    const { alert } = renderPopupHost();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Google widget error' }));
    expect(alert).toHaveBeenCalledWith('Google login was unsuccessful. Please try again.');
    expect(server.callsTo('/auth/google/')).toHaveLength(0);
  });
});
