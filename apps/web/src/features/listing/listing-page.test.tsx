import type { ProviderCard } from '@kataar/shared/provider';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useHindi } from '../../test/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { ListingPage } from './listing-page';

const PATH = '/healthcare/services/:city/:category?';

const provider = (overrides: Partial<ProviderCard>): ProviderCard => ({
  username: 'smile-dental',
  business_name: 'Smile Dental Care',
  industry: 'Healthcare',
  category: 'Dentist',
  speciality: 'Root canals and implants',
  city: 'Pune',
  state: 'Maharashtra',
  area: 'Kothrud',
  is_open: true,
  profile_photo: '/uploads/demo/smile.webp',
  base_pricing: 500,
  latitude: 18.5074,
  longitude: 73.8077,
  ...overrides,
});

const renderListing = (url: string, storedCity?: string) => {
  if (storedCity) window.localStorage.setItem('selectedCity', JSON.stringify(storedCity));
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  return renderWithProviders(<ListingPage industry="healthcare" />, {
    path: PATH,
    initialEntries: ['/', url],
    initialIndex: 1,
  });
};

const listingCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.startsWith('/v1/api/provider/') && !url.pathname.endsWith('/cities'));

describe('ListingPage', () => {
  it('shows the loading state while providers are on their way', async () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    renderListing('/healthcare/services/Pune/dentist', 'Pune');
    expect(await screen.findByText('Loading providers...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dentist near you in Pune' })).toBeInTheDocument();
    expect(document.title).toBe('Dentist near you in Pune · Kataar');
  });

  it('shows the failure state with the error message', async () => {
    mockFetch(() => jsonResponse({ message: 'Database unavailable' }, 503));
    renderListing('/healthcare/services/Pune/dentist', 'Pune');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load providers');
    expect(alert).toHaveTextContent('Database unavailable');
  });

  it('shows the empty state naming the city', async () => {
    mockFetch(() => jsonResponse({ data: [] }));
    renderListing('/healthcare/services/Pune/dentist', 'Pune');
    expect(await screen.findByText('No providers found in Pune for this category')).toBeInTheDocument();
    expect(screen.getByText('0 providers found')).toBeInTheDocument();
  });

  it('says one provider, not "1 providers"', async () => {
    mockFetch(() => jsonResponse({ data: [provider({})] }));
    renderListing('/healthcare/services/Pune/dentist', 'Pune');
    expect(await screen.findByText('1 provider found')).toBeInTheDocument();
  });

  it('says when the filters hid every provider, and Clear filters brings them back', async () => {
    const fetchMock = mockFetch((url) =>
      jsonResponse({
        data: url.searchParams.has('open_now')
          ? []
          : ['a', 'b', 'c', 'd'].map((id) => provider({ username: id, business_name: `Clinic ${id}` })),
      }),
    );
    const { router } = renderListing('/healthcare/services/Pune/dentist?sort=price_asc&open_now=true', 'Pune');
    expect(await screen.findByText('Your filters hide 4 providers.')).toBeInTheDocument();
    expect(screen.queryByText('No providers found in Pune for this category')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc'));
    expect(await screen.findByText('4 providers found')).toBeInTheDocument();
    expect(listingCalls(fetchMock).at(-1)?.searchParams.get('sort')).toBe('price_asc');
  });

  it('keeps the spec message when the city has none even without filters', async () => {
    mockFetch(() => jsonResponse({ data: [] }));
    renderListing('/healthcare/services/Pune/dentist?open_now=true', 'Pune');
    expect(await screen.findByText('No providers found in Pune for this category')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('renders a card per provider with every element of the spec', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({
        data: [
          provider({}),
          provider({
            username: 'bright-teeth',
            business_name: 'Bright Teeth Clinic',
            is_open: false,
            base_pricing: null,
            profile_photo: null,
            area: 'Baner',
          }),
        ],
      }),
    );
    renderListing('/healthcare/services/Pune/dentist', 'Pune');

    const open = await screen.findByRole('link', { name: /Smile Dental Care/ });
    expect(open).toHaveAttribute('href', '/profile/smile-dental');
    expect(within(open).getByText('Root canals and implants')).toBeInTheDocument();
    expect(within(open).getByText('Kothrud, Maharashtra')).toBeInTheDocument();
    expect(within(open).getByText('Dentist')).toBeInTheDocument();
    expect(within(open).getByText('Base Pricing')).toBeInTheDocument();
    expect(within(open).getByText('₹500')).toBeInTheDocument();
    expect(within(open).getByText('Available Now!')).toBeInTheDocument();
    expect(within(open).getByText('JOIN QUEUE')).toBeInTheDocument();
    expect(within(open).getByTestId('provider-photo-ring')).toHaveClass('ring-emerald-500');

    const closed = screen.getByRole('link', { name: /Bright Teeth Clinic/ });
    expect(closed).toHaveAttribute('href', '/profile/bright-teeth');
    expect(within(closed).getByText('Not available')).toBeInTheDocument();
    expect(within(closed).getByText('Currently unavailable')).toBeInTheDocument();
    expect(within(closed).getByTestId('provider-photo-ring')).toHaveClass('ring-rose-500');

    expect(screen.getByText('2 providers found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dentist', current: 'page' })).toBeInTheDocument();
    // Physiotherapist has no home tile but is still in the strip.
    expect(screen.getByRole('link', { name: 'Physiotherapist' })).toHaveAttribute(
      'href',
      '/healthcare/services/Pune/physiotherapist',
    );

    const [call] = listingCalls(fetchMock);
    expect(call?.pathname).toBe('/v1/api/provider/Pune/dentist/');
    expect(call?.searchParams.get('industry')).toBe('healthcare');
  });

  it("lists a linked city's providers without rewriting the link, and offers to switch the saved city", async () => {
    const fetchMock = mockFetch((url) =>
      jsonResponse({ data: url.pathname.startsWith('/v1/api/provider/Mumbai/') ? [provider({ city: 'Mumbai' })] : [] }),
    );
    const { router } = renderListing('/healthcare/services/Mumbai/dentist?sort=name', 'Pune');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dentist near you in Mumbai' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Smile Dental Care/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/healthcare/services/Mumbai/dentist');
    expect(router.state.location.search).toBe('?sort=name');
    // The saved city was never asked for: the link's city is the page's.
    expect(listingCalls(fetchMock).every((url) => url.pathname.startsWith('/v1/api/provider/Mumbai/'))).toBe(true);

    const prompt = screen.getByRole('region', { name: 'Switch to Mumbai?' });
    expect(prompt).toHaveTextContent('Your saved city is Pune.');
    await userEvent.setup().click(within(prompt).getByRole('button', { name: 'Switch' }));
    expect(window.localStorage.getItem('selectedCity')).toBe('"Mumbai"');
    expect(screen.queryByRole('region', { name: 'Switch to Mumbai?' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/healthcare/services/Mumbai/dentist');
  });

  it('keeps the saved city when the switch is dismissed, and does not ask again on this listing', async () => {
    mockFetch(() => jsonResponse({ data: [provider({ city: 'Mumbai' })] }));
    const { router } = renderListing('/healthcare/services/Mumbai/dentist', 'Pune');
    const user = userEvent.setup();
    const prompt = await screen.findByRole('region', { name: 'Switch to Mumbai?' });
    await user.click(within(prompt).getByRole('button', { name: 'Keep Pune' }));
    expect(screen.queryByRole('region', { name: 'Switch to Mumbai?' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('selectedCity')).toBe('"Pune"');
    // Another category of the same city keeps the answer.
    await user.click(screen.getByRole('link', { name: 'Physiotherapist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/healthcare/services/Mumbai/physiotherapist'));
    expect(screen.queryByRole('region', { name: 'Switch to Mumbai?' })).not.toBeInTheDocument();
  });

  it('offers the city as listed, from the city list when the listing is empty', async () => {
    mockFetch((url) => jsonResponse({ data: url.pathname.endsWith('/cities') ? ['Navi Mumbai', 'Pune'] : [] }));
    renderListing('/healthcare/services/navi%20mumbai/dentist', 'Pune');
    const prompt = await screen.findByRole('region', { name: 'Switch to Navi Mumbai?' });
    await userEvent.setup().click(within(prompt).getByRole('button', { name: 'Switch' }));
    expect(window.localStorage.getItem('selectedCity')).toBe('"Navi Mumbai"');
  });

  it('does not offer a city that no provider is listed in', async () => {
    const fetchMock = mockFetch((url) => jsonResponse({ data: url.pathname.endsWith('/cities') ? ['Pune'] : [] }));
    renderListing('/healthcare/services/Atlantis/dentist', 'Pune');
    expect(await screen.findByText('No providers found in Atlantis for this category')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/cities'))).toBe(true));
    expect(screen.queryByRole('region', { name: /Switch to/ })).not.toBeInTheDocument();
  });

  it("draws the link's city where only the server's city cookie is known (the server's first screen)", async () => {
    mockFetch(() => jsonResponse({ data: [provider({ city: 'Mumbai' })] }));
    window.localStorage.removeItem('selectedCity');
    renderWithProviders(<ListingPage industry="healthcare" />, {
      path: PATH,
      initialEntries: ['/healthcare/services/Mumbai/dentist'],
      serverCity: 'Pune',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dentist near you in Mumbai' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Switch to Mumbai?' })).toHaveTextContent(
      'Your saved city is Pune.',
    );
  });

  it('asks nothing when the saved city differs only in case', async () => {
    mockFetch(() => jsonResponse({ data: [] }));
    const { router } = renderListing('/healthcare/services/pune/dentist', 'Pune');
    expect(await screen.findByText('No providers found in Pune for this category')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/healthcare/services/pune/dentist');
    expect(screen.queryByRole('region', { name: /Switch to/ })).not.toBeInTheDocument();
  });

  it('asks for a city instead of loading when the URL city is the literal null', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ data: [] }));
    renderListing('/healthcare/services/null/dentist');
    expect(await screen.findByRole('button', { name: 'Choose city' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dentist near you' })).toBeInTheDocument();
    expect(document.title).toBe('Dentist near you · Kataar');
    expect(listingCalls(fetchMock)).toHaveLength(0);
  });

  it('lists the whole industry when the category is absent', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ data: [] }));
    renderListing('/healthcare/services/Pune', 'Pune');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Health care and wellness near you in Pune' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(listingCalls(fetchMock)[0]?.pathname).toBe('/v1/api/provider/Pune/all/'));
  });

  it('shows the not-found page for an unknown category slug', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ data: [] }));
    renderListing('/healthcare/services/Pune/astrologer', 'Pune');
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
    expect(document.title).toBe('Category not found · Kataar');
    expect(listingCalls(fetchMock)).toHaveLength(0);
  });

  it('sorts and filters through the URL and the API query', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ data: [provider({})] }));
    const { router } = renderListing('/healthcare/services/Pune/dentist', 'Pune');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: /Smile Dental Care/ });

    await user.click(screen.getByRole('button', { name: 'Sort By' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Price: low to high' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc'));

    await user.click(screen.getByRole('button', { name: /Filter By/ }));
    await user.click(screen.getByRole('switch', { name: /Available now/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Max price' }), '1000');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc&open_now=true&max_price=1000'));

    await waitFor(() => {
      const last = listingCalls(fetchMock).at(-1);
      expect(last?.searchParams.get('sort')).toBe('price_asc');
      expect(last?.searchParams.get('open_now')).toBe('true');
      expect(last?.searchParams.get('max_price')).toBe('1000');
      expect(last?.searchParams.get('industry')).toBe('healthcare');
    });
  });

  it('searches by name once typing settles', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ data: [provider({})] }));
    const { router } = renderListing('/healthcare/services/Pune/dentist', 'Pune');
    await screen.findByRole('link', { name: /Smile Dental Care/ });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search by name' }), 'smile');
    await waitFor(() => expect(router.state.location.search).toBe('?q=smile'));
    await waitFor(() => expect(listingCalls(fetchMock).at(-1)?.searchParams.get('q')).toBe('smile'));
  });
});

describe('ListingPage in Hindi', () => {
  it('shows the title, count, strip, sort and filter sheets and cards in Hindi, with no English left', async () => {
    await useHindi();
    mockFetch(() => jsonResponse({ data: [provider({})] }));
    renderListing('/healthcare/services/Pune/dentist', 'Pune');

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

  it('asks to switch the saved city in Hindi', async () => {
    await useHindi();
    mockFetch(() => jsonResponse({ data: [provider({ city: 'Mumbai' })] }));
    renderListing('/healthcare/services/Mumbai/dentist', 'Pune');
    const prompt = await screen.findByRole('region', { name: 'क्या शहर बदलकर Mumbai करें?' });
    expect(prompt).toHaveTextContent('आपका चुना हुआ शहर Pune है।');
    expect(within(prompt).getByRole('button', { name: 'बदलें' })).toBeInTheDocument();
    expect(within(prompt).getByRole('button', { name: 'Pune ही रखें' })).toBeInTheDocument();
  });
});
