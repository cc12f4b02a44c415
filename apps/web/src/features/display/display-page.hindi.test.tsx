import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source';
import { useHindi } from '../../test/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { DisplayPage } from './display-page';

describe('DisplayPage in Hindi', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    mockFetch(() => jsonResponse({ message: 'Route not found' }, 404));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('labels the board in Hindi and writes the wait in hours and minutes', async () => {
    await useHindi();
    renderWithProviders(<DisplayPage />, { path: '/display/:username', initialEntries: ['/display/sharma'] });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() =>
      FakeEventSource.opened.at(-1)!.emit('display', {
        business_name: 'Sharma Family Clinic',
        now_serving: null,
        next: [],
        count: 0,
        eta_minutes: 70,
        is_open: true,
        queue_status: false,
        desks: [],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'अभी बारी' })).toBeInTheDocument();
    expect(screen.getByText('अभी तक किसी को नहीं बुलाया गया')).toBeInTheDocument();
    expect(screen.getByText('कोई इंतज़ार में नहीं है')).toBeInTheDocument();
    expect(screen.getByText('कतार रुकी हुई है')).toBeInTheDocument();
    expect(screen.getByText('~1 घंटा 10 मिनट')).toBeInTheDocument();
    expect(screen.queryByText(/Now serving|Nobody|Waiting|min/)).toBeNull();
  });
});
