import type { SearchResult } from '@kataar/shared/provider';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { HeaderSearch, SEARCH_PLACEHOLDER } from './header-search';

const RESULT: SearchResult = {
  categories: [{ industry: 'healthcare', slug: 'dentist', label: 'Dentist' }],
  providers: [
    {
      username: 'smile-dental',
      business_name: 'Smile Dental Care',
      industry: 'Healthcare',
      category: 'Dentist',
      speciality: 'Implants',
      city: 'Pune',
      state: 'Maharashtra',
      area: 'Kothrud',
      is_open: true,
      profile_photo: null,
      base_pricing: 500,
      latitude: null,
      longitude: null,
    },
  ],
  in_other_cities: [],
  city: 'Pune',
  locality: null,
};

const card = (username: string, business_name: string, city: string, area: string) => ({
  ...RESULT.providers[0]!,
  username,
  business_name,
  city,
  area,
  category: 'Salon',
  industry: 'Personalcare' as const,
});
const MIRROR = card('mirror-and-mane', 'Mirror & Mane Unisex Salon', 'Pune', 'Koregaon Park');

const setup = (result: SearchResult = RESULT, storedCity = 'Pune') => {
  window.localStorage.setItem('selectedCity', JSON.stringify(storedCity));
  const fetchMock = mockFetch(() => jsonResponse({ data: result }));
  const view = renderWithProviders(<HeaderSearch />);
  return { ...view, fetchMock, user: userEvent.setup() };
};

describe('HeaderSearch', () => {
  it('uses the spec placeholder and field name', () => {
    setup();
    const box = screen.getByRole('combobox');
    expect(box).toHaveAttribute('placeholder', 'Search by "Name", "Dentist near me", "Salons near me"');
    expect(box).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER);
    expect(box).toHaveAttribute('name', 'search');
  });

  it('suggests categories and providers for the selected city', async () => {
    const { user, fetchMock } = setup();
    await user.type(screen.getByRole('combobox'), 'dentist near me');
    expect(
      await screen.findByRole('option', { name: /^Dentist\s*Health care and wellness · Pune/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Smile Dental Care/ })).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect(url.pathname).toBe('/v1/api/search');
    expect(url.searchParams.get('q')).toBe('dentist near me');
    expect(url.searchParams.get('city')).toBe('Pune');
  });

  it('asks for Hindi words as typed and fetches the Devanagari font to draw them on an English page', async () => {
    const { user, fetchMock } = setup();
    const font = () => document.head.querySelector('style[data-font="devanagari"]')?.textContent ?? '';
    expect(font()).toBe('');
    await user.type(screen.getByRole('combobox'), 'दांत');
    expect(await screen.findByRole('option', { name: /Smile Dental Care/ })).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect(url.searchParams.get('q')).toBe('दांत');
    // For the Devanagari range alone: the English page's Latin letters keep their own font.
    expect(font()).toMatch(/font-family: 'Noto Sans Devanagari'.*unicode-range: U\+0900-097F/);
  });

  it('does not ask the API for one character', async () => {
    const { user, fetchMock } = setup();
    await user.type(screen.getByRole('combobox'), 'd');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the first category listing in the selected city on Enter', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('combobox'), 'dentist near me{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/healthcare/services/Pune/dentist'));
  });

  it('opens the first provider on Enter when no category matches', async () => {
    const { user } = setup({ ...RESULT, categories: [] });
    await user.type(screen.getByRole('combobox'), 'smile{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/smile-dental'));
  });

  it('moves through suggestions with the arrow keys', async () => {
    const { user } = setup();
    const box = screen.getByRole('combobox');
    await user.type(box, 'dentist');
    await screen.findByRole('option', { name: /Smile Dental Care/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Smile Dental Care/ })).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Smile/ }).id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/smile-dental'));
  });

  it('groups matches in other cities after the selected city, each naming its city', async () => {
    const { user } = setup(
      {
        categories: [],
        providers: [card('mirror-glow', 'Mirror Glow Studio', 'Bengaluru', 'Koramangala')],
        in_other_cities: [MIRROR],
        city: 'Bengaluru',
        locality: null,
      },
      'Bengaluru',
    );
    await user.type(screen.getByRole('combobox'), 'mirror');
    const here = await screen.findByRole('group', { name: 'In Bengaluru' });
    expect(
      within(here).getByRole('option', { name: /Mirror Glow Studio\s*Salon · Koramangala, Bengaluru/ }),
    ).toBeVisible();
    const elsewhere = screen.getByRole('group', { name: 'In other cities' });
    expect(within(elsewhere).getByText('In other cities')).toBeVisible();
    expect(
      within(elsewhere).getByRole('option', { name: /Mirror & Mane Unisex Salon\s*Pune · Salon · Koregaon Park/ }),
    ).toBeVisible();
    // The keyboard walks on from one group into the next.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/mirror-and-mane'));
  });

  it('says the selected city has nothing before offering other cities', async () => {
    const { user } = setup(
      { categories: [], providers: [], in_other_cities: [MIRROR], city: 'Bengaluru', locality: null },
      'Bengaluru',
    );
    await user.type(screen.getByRole('combobox'), 'mirror');
    expect(await screen.findByText('No results in Bengaluru')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'In Bengaluru' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Mirror & Mane/ })).toBeVisible();
    expect(screen.queryByText(/No results for/)).not.toBeInTheDocument();
  });

  it('opens a category in the city the words named and makes it the selected city', async () => {
    const { user } = setup(
      {
        ...RESULT,
        providers: [{ ...RESULT.providers[0]!, city: 'Mumbai', area: 'Bandra West' }],
        city: 'Mumbai',
      },
      'Bengaluru',
    );
    await user.type(screen.getByRole('combobox'), 'dentist in mumbai');
    expect(await screen.findByRole('option', { name: /^Dentist\s*Health care and wellness · Mumbai/ })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'In other cities' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/healthcare/services/Mumbai/dentist'),
    );
    expect(window.localStorage.getItem('selectedCity')).toBe('"Mumbai"');
  });
});
