import type { SearchResult } from '@kataar/shared/provider';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useHindi } from '../../test/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { HeaderSearch } from './header-search';

const RESULT: SearchResult = {
  categories: [{ industry: 'healthcare', slug: 'dentist', label: 'Dentist' }],
  providers: [],
  in_other_cities: [],
  city: 'Pune',
  locality: null,
};

describe('HeaderSearch in Hindi', () => {
  it('names the box and its suggestions in Hindi', async () => {
    await useHindi();
    window.localStorage.setItem('selectedCity', JSON.stringify('Pune'));
    mockFetch(() => jsonResponse({ data: RESULT }));
    renderWithProviders(<HeaderSearch />);
    const box = screen.getByRole('combobox', { name: 'डॉक्टर, सैलून और श्रेणियाँ खोजें' });
    expect(box).toHaveAttribute('placeholder', 'खोजें: "नाम", "पास के डेंटिस्ट", "पास के सैलून"');

    await userEvent.setup().type(box, 'dent');
    const option = await screen.findByRole('option', { name: /डेंटिस्ट/ });
    expect(option).toHaveTextContent('स्वास्थ्य और वेलनेस · Pune');
    expect(screen.getByRole('group', { name: 'श्रेणियाँ' })).toBeInTheDocument();
    expect(screen.queryByText(/Dentist|Health care|Search/)).toBeNull();
  });
});
