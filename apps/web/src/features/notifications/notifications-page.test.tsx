import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../lib/session';
import { CONSUMER, loginAnswer } from '../../test/fake-auth-server';
import { useHindi } from '../../test/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { NotificationsPage } from './notifications-page';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function renderPage({
  whatsapp = true,
  publicKey = PUBLIC_KEY,
}: { whatsapp?: boolean; publicKey?: string | null } = {}) {
  signIn(loginAnswer(CONSUMER));
  let prefs = { near_position: 3, push: true, email: true, whatsapp: true };
  const sent: Sent[] = [];
  mockFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, path: url.pathname, body });
    if (url.pathname === '/v1/api/push/public-key/') {
      return jsonResponse({ data: { public_key: publicKey, whatsapp_available: whatsapp } });
    }
    if (url.pathname === '/v1/api/notifications/preferences/') {
      if (method === 'PATCH') prefs = { ...prefs, ...(body as object) };
      return jsonResponse({ data: prefs });
    }
    if (url.pathname === '/v1/api/notifications/test/') {
      return jsonResponse({ message: 'Test notification sent', data: { channels: ['email'] } });
    }
    return jsonResponse({ message: 'not found' }, 404);
  });
  render(<Toaster />);
  renderWithProviders(<NotificationsPage />, { path: '/notifications', initialEntries: ['/notifications'] });
  return { sent, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('Notifications page', () => {
  it('sits inside the layout’s main landmark rather than adding a second one', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('reads in Hindi when Hindi is chosen', async () => {
    await useHindi();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'सूचनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'ई-मेल' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'मुझे तब बताएँ जब मैं इतना पास पहुँच जाऊँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'टेस्ट सूचना भेजें' })).toBeInTheDocument();
    expect(screen.queryByText(/Notifications|E-mail|Send a test/)).toBeNull();
  });

  it('shows the channels, N from 1 to 10 and the test button', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'E-mail' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'WhatsApp' })).toHaveAttribute('aria-checked', 'true');
    const near = screen.getByRole('combobox', { name: 'Tell me when I am this close' });
    expect(near).toHaveValue('3');
    expect(Array.from((near as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(screen.getByRole('button', { name: 'Send a test notification' })).toBeInTheDocument();
  });

  it('says so when this browser has no push (jsdom has no service worker)', async () => {
    renderPage();
    expect(await screen.findByText('This browser cannot receive push notifications.')).toBeInTheDocument();
  });

  it('hides WhatsApp when the server has no WhatsApp set up', async () => {
    renderPage({ whatsapp: false });
    await screen.findByRole('switch', { name: 'E-mail' });
    expect(screen.queryByRole('switch', { name: 'WhatsApp' })).not.toBeInTheDocument();
  });

  it('saves a channel switch and N, and sends a test', async () => {
    const { sent, user } = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'E-mail' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'E-mail' })).toHaveAttribute('aria-checked', 'false'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tell me when I am this close' }), '5');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Tell me when I am this close' })).toHaveValue('5'),
    );
    await user.click(screen.getByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText('Test notification sent')).toBeInTheDocument();
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([
      { method: 'PATCH', path: '/v1/api/notifications/preferences/', body: { email: false } },
      { method: 'PATCH', path: '/v1/api/notifications/preferences/', body: { near_position: 5 } },
      { method: 'POST', path: '/v1/api/notifications/test/', body: undefined },
    ]);
  });

  it('subscribes this device through the service worker with the server key when push is switched on', async () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'p', auth: 'a' } }),
    };
    const subscribe = vi.fn(async (_options: unknown) => subscription);
    let current: typeof subscription | null = null;
    const registration = {
      pushManager: {
        getSubscription: async () => current,
        subscribe: async (options: unknown) => {
          current = await subscribe(options);
          return current;
        },
      },
    };
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => 'granted') });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
    });
    try {
      const { sent, user } = renderPage();
      const push = await screen.findByRole('switch', { name: 'Push notifications on this device' });
      expect(push).toHaveAttribute('aria-checked', 'false');
      await user.click(push);
      await waitFor(() => expect(push).toHaveAttribute('aria-checked', 'true'));
      const [options] = subscribe.mock.calls[0] as unknown as [
        { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
      ];
      expect(options.userVisibleOnly).toBe(true);
      expect(options.applicationServerKey).toHaveLength(65);
      expect(sent.find((s) => s.method === 'POST')).toEqual({
        method: 'POST',
        path: '/v1/api/push/subscriptions/',
        body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'p', auth: 'a' } },
      });
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});
