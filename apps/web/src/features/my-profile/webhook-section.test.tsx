import { WEBHOOK_MESSAGES, type WebhookDelivery } from '@kataar/shared/webhook';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { WebhookSection } from './webhook-section';

const SECRET = `whsec_${'ab'.repeat(32)}`;
const DELIVERIES: WebhookDelivery[] = [
  {
    id: 'e2',
    event: 'entry.called',
    attempt: 2,
    status_code: 200,
    error: null,
    at: '2026-11-23T09:15:00.000Z',
  },
  {
    id: 'e2',
    event: 'entry.called',
    attempt: 1,
    status_code: null,
    error: 'timed out',
    at: '2026-11-23T09:13:00.000Z',
  },
];

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function renderSection(url: string | null) {
  const calls: Call[] = [];
  mockFetch((request, init) => {
    const method = init?.method ?? 'GET';
    const path = request.pathname.replace('/v1/api', '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (path === '/provider/webhook/' && method === 'PUT') {
      const sent = (body as { url: string }).url;
      if (sent.includes('10.0.0.5'))
        return jsonResponse({ message: 'Invalid', errors: { url: [WEBHOOK_MESSAGES.privateAddress] } }, 400);
      return jsonResponse({ message: WEBHOOK_MESSAGES.saved, data: { url: sent, secret: url ? null : SECRET } });
    }
    if (path === '/provider/webhook/rotate/') {
      return jsonResponse({ message: WEBHOOK_MESSAGES.rotated, data: { url, secret: `${SECRET}new` } });
    }
    if (path === '/provider/webhook/' && method === 'DELETE')
      return jsonResponse({ message: WEBHOOK_MESSAGES.removed });
    if (path === '/provider/webhook/') return jsonResponse({ data: url ? { url } : null });
    if (path === '/provider/webhook/deliveries/') return jsonResponse({ data: DELIVERIES });
    return jsonResponse({ message: 'Not found' }, 404);
  });
  render(<Toaster />);
  renderWithProviders(<WebhookSection url={url} />, { path: '/', initialEntries: ['/'] });
  return { calls, user: userEvent.setup() };
}

describe('webhook settings', () => {
  it('refuses an http URL before sending it, then saves an https one and shows the secret once', async () => {
    const { calls, user } = renderSection(null);
    const field = screen.getByLabelText('Webhook URL');
    await user.type(field, 'http://clinic.example.in/hook');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.httpsOnly)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, 'https://clinic.example.in/hook');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent(SECRET);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ url: 'https://clinic.example.in/hook' });

    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(screen.getByRole('button', { name: 'Secret copied' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument();
  });

  it("shows the server's message for a private address on the field", async () => {
    const { user } = renderSection(null);
    await user.type(screen.getByLabelText('Webhook URL'), 'https://10.0.0.5/hook');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.privateAddress)).toBeInTheDocument();
  });

  it('lists the deliveries with time, event and status', async () => {
    renderSection('https://clinic.example.in/hook');
    const table = await screen.findByRole('table', { name: 'Recent webhook deliveries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('entry.called');
    expect(rows[0]).toHaveTextContent('(try 2)');
    expect(rows[0]).toHaveTextContent('200');
    expect(rows[1]).toHaveTextContent('timed out');
  });

  it('rotates the secret and removes the webhook after asking', async () => {
    const { calls, user } = renderSection('https://clinic.example.in/hook');
    expect(screen.getByLabelText('Webhook URL')).toHaveValue('https://clinic.example.in/hook');
    await user.click(screen.getByRole('button', { name: 'New secret' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Create new secret' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent(`${SECRET}new`);

    await user.click(screen.getByRole('button', { name: 'Remove webhook' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove webhook' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.removed)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/provider/webhook/')).toBe(true));
  });
});
