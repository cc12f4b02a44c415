import { overviewOf } from '@kataar/shared/queue-fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BASE_PROVIDER, BOOKABLE } from '../features/appointments/test-data';
import { SelectedLocationProvider } from '../lib/selected-location';
import { jsonResponse, mockFetch } from '../test/render';
import { createTestRouter } from '../test/test-router';

const OVERVIEW = overviewOf({ count: 2 });

const renderProfile = (provider: object) => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  mockFetch((url) => {
    if (url.pathname === '/v1/api/provider/sharma-clinic') return jsonResponse({ data: provider });
    if (url.pathname.endsWith('/overview/')) return jsonResponse({ data: OVERVIEW });
    if (url.pathname.endsWith('/map/config/')) {
      return jsonResponse({ data: { tile_url: 'https://tiles.test/{z}/{x}/{y}.png', attribution: 'Tiles' } });
    }
    return jsonResponse({ data: [] });
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SelectedLocationProvider>{createTestRouter(['/profile/sharma-clinic']).element}</SelectedLocationProvider>
    </QueryClientProvider>,
  );
};

describe('profile page: Book appointment', () => {
  it('sits beside Join Queue in the sticky bar when the provider takes bookings', async () => {
    renderProfile(BOOKABLE);
    const bar = await screen.findByTestId('queue-action-bar', {});
    expect(within(bar).getByRole('button', { name: 'Join Queue' })).toBeInTheDocument();
    expect(await within(bar).findByRole('button', { name: 'Book appointment' })).toBeInTheDocument();
  });

  it('is absent when the provider does not take bookings', async () => {
    renderProfile({ ...BASE_PROVIDER, takes_bookings: false, booking_fee: null, payment: null });
    const bar = await screen.findByTestId('queue-action-bar', {});
    expect(within(bar).getByRole('button', { name: 'Join Queue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book appointment' })).not.toBeInTheDocument();
  });
});
