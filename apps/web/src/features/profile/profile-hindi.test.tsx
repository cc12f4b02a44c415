import type { ProviderPublic } from '@kataar/shared/provider';
import { screen } from '@testing-library/react';
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
  is_open: true,
  profile_photo: null,
  base_pricing: 700,
  latitude: 18.5074,
  longitude: 73.8077,
  display_photo_1: null,
  display_photo_2: null,
  display_photo_3: null,
  address_line_1: '12 Hill Road',
  address_line_2: null,
  pincode: '400050',
  business_contact: null,
  business_email: null,
};

describe('ProfilePage in Hindi', () => {
  it('shows the details card in Hindi and the provider’s own words as entered', async () => {
    await useHindi();
    mockFetch(() => jsonResponse({ data: PROVIDER }));
    renderWithProviders(<ProfilePage />, { path: '/profile/:username', initialEntries: ['/profile/glow-salon'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Glow Salon' })).toBeInTheDocument();
    expect(screen.getByText('पर्सनल केयर • नेल आर्टिस्ट')).toBeInTheDocument();
    expect(screen.getByText('उपलब्ध')).toBeInTheDocument();
    expect(screen.getByText('फ़ीस - ₹700')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वापस' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रास्ता देखें' })).toBeInTheDocument();
    expect(screen.getByText('Gel and acrylic nails')).toBeInTheDocument();
    expect(document.title).toBe('Glow Salon · Mumbai में नेल आर्टिस्ट · Kataar');
    expect(screen.queryByText(/FEES|Available|Directions|Personal care|Nail Artist|^Back$/)).toBeNull();
  });
});
