import type { ProviderCard } from '@kataar/shared/provider';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useHindi } from '../../test/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { ListingPage } from './listing-page';

const CARD: ProviderCard = {
  username: 'smile-dental',
  business_name: 'Smile Dental Care',
  industry: 'Healthcare',
  category: 'Dentist',
  speciality: null,
  city: 'Pune',
  state: 'Maharashtra',
  area: 'Kothrud',
  is_open: true,
  profile_photo: null,
  base_pricing: 500,
  latitude: null,
  longitude: null,
};

describe('ListingPage in Hindi', () => {
  it('shows the title, count, strip, sort and filter sheets and cards in Hindi, with no English left', async () => {
    await useHindi();
    window.localStorage.setItem('selectedCity', JSON.stringify('Pune'));
    mockFetch(() => jsonResponse({ data: [CARD] }));
    renderWithProviders(<ListingPage industry="healthcare" />, {
      path: '/healthcare/services/:city/:category?',
      initialEntries: ['/healthcare/services/Pune/dentist'],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Pune में आपके आस-पास डेंटिस्ट' })).toBeInTheDocument();
    expect(await screen.findByText('1 सेवा प्रदाता मिला')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'स्वास्थ्य और वेलनेस' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /सभी/ })).toBeInTheDocument();
    const card = screen.getByRole('link', { name: /Smile Dental Care/ });
    expect(within(card).getByText('कतार में शामिल हों')).toBeInTheDocument();
    expect(within(card).getByText('अभी उपलब्ध!')).toBeInTheDocument();
    expect(within(card).getByText('शुरुआती फ़ीस')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'नाम से खोजें' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'क्रम बदलें' }));
    expect(screen.getByRole('menuitemradio', { name: 'क़ीमत: कम से ज़्यादा' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'फ़िल्टर करें' }));
    const filters = screen.getByRole('group', { name: 'फ़िल्टर' });
    expect(within(filters).getByRole('switch', { name: /अभी उपलब्ध/ })).toBeInTheDocument();
    expect(within(filters).getByRole('option', { name: '₹500 तक' })).toBeInTheDocument();

    expect(document.body.textContent).not.toMatch(
      /Sort By|Filter By|JOIN QUEUE|Join Queue|providers? found|near you|Available|Base Pricing|Health care|Dentist|Search by name/,
    );
    expect(document.title).toBe('Pune में आपके आस-पास डेंटिस्ट · Kataar');
  });
});
