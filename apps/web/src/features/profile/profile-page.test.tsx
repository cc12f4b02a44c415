import type { ProviderPublic } from '@kataar/shared/provider';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useHindi } from '../../test/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { ProfilePage } from './profile-page';

const PROVIDER: ProviderPublic = {
  username: 'glow-salon',
  business_name: 'Glow Salon',
  industry: 'Personalcare',
  category: 'NailArt',
  speciality: 'Gel and acrylic nails',
  city: 'Mumbai',
  state: 'Maharashtra',
  area: 'Bandra West',
  is_open: false,
  profile_photo: '/uploads/demo/glow.webp',
  base_pricing: 700,
  latitude: 18.5074,
  longitude: 73.8077,
  display_photo_1: '/uploads/demo/glow-1.webp',
  display_photo_2: null,
  display_photo_3: '/uploads/demo/glow-3.webp',
  address_line_1: '12 Hill Road',
  address_line_2: 'Near the church',
  pincode: '400050',
  business_contact: '9876543210',
  business_email: null,
};

// The router hands in the real queue widget (features/queue); here a stand-in shows what it receives.
const queueWidget = (provider: ProviderPublic) => (
  <section data-testid="queue-widget-slot">
    <h2>Queue of {provider.username}</h2>
  </section>
);

const renderProfile = () =>
  renderWithProviders(<ProfilePage queueWidget={queueWidget} />, {
    path: '/profile/:username',
    initialEntries: ['/profile/glow-salon'],
  });

describe('ProfilePage', () => {
  it("shows 'Loading...' first", async () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    renderProfile();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it("says 'Provider not found' for an unknown username", async () => {
    mockFetch(() => jsonResponse({ message: 'Provider not found' }, 404));
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Provider not found' })).toBeInTheDocument();
    expect(document.title).toBe('Provider not found · Kataar');
  });

  it('shows the gallery, the details card and the queue widget slot', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ data: PROVIDER }));
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Glow Salon' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/v1/api/provider/glow-salon');

    const gallery = screen.getByRole('region', { name: 'Photos' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/uploads/demo/glow-1.webp', '/uploads/demo/glow-3.webp']);

    expect(screen.getByText('Personal care • Nail Artist')).toBeInTheDocument();
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByText('FEES - ₹700')).toBeInTheDocument();
    expect(screen.getByText('12 Hill Road')).toBeInTheDocument();
    expect(screen.getByText('Near the church')).toBeInTheDocument();
    expect(screen.getByText('Mumbai, Maharashtra')).toBeInTheDocument();
    expect(screen.getByText('400050')).toBeInTheDocument();

    const slot = screen.getByTestId('queue-widget-slot');
    expect(within(slot).getByRole('heading', { name: 'Queue of glow-salon' })).toBeInTheDocument();
    expect(document.title).toBe('Glow Salon · Nail Artist in Mumbai · Kataar');
  });

  it('falls back to the profile photo when there are no display photos', async () => {
    mockFetch(() =>
      jsonResponse({ data: { ...PROVIDER, display_photo_1: null, display_photo_3: null, is_open: true } }),
    );
    renderProfile();
    const gallery = await screen.findByRole('region', { name: 'Photos' });
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', '/uploads/demo/glow.webp');
    expect(screen.getByText('Available')).toBeInTheDocument();
  });

  it('the Available pill follows the open state the queue widget hears live', async () => {
    mockFetch((url) =>
      url.pathname.endsWith('/map/config/')
        ? jsonResponse({ data: { tile_url: 'https://tiles.test/{z}/{x}/{y}.png', attribution: 'Tiles' } })
        : jsonResponse({ data: { ...PROVIDER, is_open: true } }),
    );
    renderWithProviders(
      <ProfilePage
        queueWidget={(_, onOpenChange) => (
          <button type="button" onClick={() => onOpenChange(false)}>
            Provider closes
          </button>
        )}
      />,
      { path: '/profile/:username', initialEntries: ['/profile/glow-salon'] },
    );
    expect(await screen.findByText('Available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Provider closes' }));
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Available')).not.toBeInTheDocument();
  });
});

describe('ProfilePage in Hindi', () => {
  it('shows the details card in Hindi and the provider’s own words as entered', async () => {
    await useHindi();
    mockFetch(() => jsonResponse({ data: PROVIDER }));
    renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Glow Salon' })).toBeInTheDocument();
    expect(screen.getByText('पर्सनल केयर • नेल आर्टिस्ट')).toBeInTheDocument();
    expect(screen.getByText('उपलब्ध नहीं')).toBeInTheDocument();
    expect(screen.getByText('फ़ीस - ₹700')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वापस' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रास्ता देखें' })).toBeInTheDocument();
    expect(screen.getByText('Gel and acrylic nails')).toBeInTheDocument();
    expect(document.title).toBe('Glow Salon · Mumbai में नेल आर्टिस्ट · Kataar');
    expect(screen.queryByText(/FEES|Available|Directions|Personal care|Nail Artist|^Back$/)).toBeNull();
  });
});
