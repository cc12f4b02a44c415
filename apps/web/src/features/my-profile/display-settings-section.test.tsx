import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { DisplaySettingsSection } from './display-settings-section';

const switchName = 'Show first names on the “Now serving” screen';

describe('DisplaySettingsSection', () => {
  it('starts off and lets the owner turn first names on', async () => {
    const patches: unknown[] = [];
    mockFetch(async (url, init) => {
      if (url.pathname !== '/v1/api/provider/display/') return jsonResponse({}, 404);
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { show_names: boolean };
        patches.push(body);
        return jsonResponse({ data: body });
      }
      return jsonResponse({ data: { show_names: false } });
    });
    renderWithProviders(<DisplaySettingsSection readOnly={false} />);
    const toggle = await screen.findByRole('switch', { name: switchName });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(/Phone numbers are never shown/);
    await userEvent.click(toggle);
    await waitFor(() => expect(patches).toEqual([{ show_names: true }]));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('shows the setting to other members without letting them change it', async () => {
    const fetch = mockFetch(() => jsonResponse({ data: { show_names: true } }));
    renderWithProviders(<DisplaySettingsSection readOnly />);
    const toggle = await screen.findByRole('switch', { name: switchName });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(toggle).toBeDisabled();
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
    vi.restoreAllMocks();
  });
});
