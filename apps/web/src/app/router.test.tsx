import { CATEGORIES } from '@kataar/shared/categories';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectedLocationProvider } from '../lib/selected-location';
import { jsonResponse, mockFetch } from '../test/render';
import { createTestRouter } from '../test/test-router';
import { preloadScreens } from '../test/preload-screens';

preloadScreens(
  () => import('./layout/side-menu'),
  () => import('../features/home/home-page'),
  () => import('../features/listing/listing-page'),
  () => import('../features/about/story-page'),
  () => import('../features/about/partner-page'),
  () => import('../features/about/contact-page'),
  () => import('../features/onboarding/onboarding-page'),
);

const renderApp = (url: string, city: string | null = 'Pune') => {
  if (city) window.localStorage.setItem('selectedCity', JSON.stringify(city));
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  mockFetch((u) =>
    u.pathname.endsWith('/cities') ? jsonResponse({ data: ['Mumbai', 'Pune'] }) : jsonResponse({ data: [] }),
  );
  const router = createTestRouter([url]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SelectedLocationProvider>{router.element}</SelectedLocationProvider>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
};

describe('public routes', () => {
  it('home: both sections link to the whole industry and every tile to its listing, in table order', async () => {
    renderApp('/');
    const health = await screen.findByRole('link', { name: 'Health care & welness' });
    expect(health).toHaveAttribute('href', '/healthcare/services/Pune');
    expect(screen.getByRole('link', { name: 'Personal care & beauty' })).toHaveAttribute(
      'href',
      '/personalcare/services/Pune',
    );

    for (const industry of ['healthcare', 'personalcare'] as const) {
      const section = screen.getByRole('region', {
        name: industry === 'healthcare' ? 'Health care & welness' : 'Personal care & beauty',
      });
      const hrefs = within(section)
        .getAllByRole('link')
        .slice(1)
        .map((link) => link.getAttribute('href'));
      const expected = CATEGORIES.filter((c) => c.tile && c.industry.toLowerCase() === industry).map(
        (c) => `/${industry}/services/Pune/${c.slug}`,
      );
      expect(hrefs).toEqual(expected);
    }
    expect(screen.getByRole('link', { name: 'Nail Artist' })).toHaveAttribute(
      'href',
      '/personalcare/services/Pune/nailartist',
    );
    // The carousel and the queue demo load lazily (as they scroll into view in a browser).
    expect((await screen.findAllByRole('img', { name: 'clinic photo' })).length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByRole('button', { name: 'Join Queue' })).toBeEnabled();
    const why = screen.getByRole('region', { name: 'Why partner with us' });
    expect(within(why).getByRole('link', { name: 'Partner with us' })).toHaveAttribute(
      'href',
      '/about-us/partner-with-us',
    );
    expect(document.title).toBe('Kataar · Skip your "call to book" era');
  });

  it('header: shortcuts use the selected city, the location button shows it', async () => {
    renderApp('/about-us');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Health care' })).toHaveAttribute(
      'href',
      '/healthcare/services/Pune/generalphysician',
    );
    expect(within(nav).getByRole('link', { name: 'Personal care' })).toHaveAttribute(
      'href',
      '/personalcare/services/Pune/salon',
    );
    expect(screen.getByRole('button', { name: /Location: Pune/ })).toHaveTextContent('Pune');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  });

  it("header: without a city the button reads 'Location' and the popup is open", async () => {
    renderApp('/', null);
    expect(screen.getByRole('button', { name: /Location/ })).toHaveTextContent('Location');
    expect(await screen.findByRole('dialog', { name: 'Select your city' })).toBeInTheDocument();
  });

  it('side menu lists the six entries with their sub-labels and locks scrolling', async () => {
    const { user } = renderApp('/about-us');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const entries: [label: string, subLabel: string, href: string][] = [
      ['Home', '', '/'],
      ['Partner with us', 'Collaborate or join our platform', '/about-us/partner-with-us'],
      ['How it started', 'Learn origin or founding story', '/about-us/how-it-started'],
      ['Login as service provider', 'Access portal for service professionals', '/about-us/partner-with-us'],
      ['Contact us', 'Reach out for assistance', '/about-us'],
    ];
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      entries.map(([label, subLabel, href]) => [label + subLabel, href]),
    );
    expect(within(menu).getByRole('button', { name: /Logout/ })).toHaveTextContent('Logoutsign out from account');
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(screen.getByTestId('side-menu-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
  });

  it('footer: brand, four social links, two enquiry e-mails and the About us links', async () => {
    renderApp('/about-us/how-it-started');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Story Behind the product' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Kataar' })).toBeInTheDocument();
    expect(within(footer).getAllByRole('link', { name: /^Kataar on / })).toHaveLength(4);
    expect(within(footer).getByRole('link', { name: 'enquiry@kataar.in' })).toHaveAttribute(
      'href',
      'mailto:enquiry@kataar.in',
    );
    expect(within(footer).getByRole('link', { name: 'partners@kataar.in' })).toHaveAttribute(
      'href',
      'mailto:partners@kataar.in',
    );
    const about = within(footer).getByRole('navigation', { name: 'About us' });
    expect(
      within(about)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Partner with us', 'How it started', 'Login as service provider', 'Contact us']);
    // The last two stand in for the side menu, which phones do not have; wider screens hide them.
    expect(within(about).getByRole('link', { name: 'Contact us' }).closest('li')).toHaveClass('md:hidden');
  });

  it('partner page: Register goes to onboarding and there are three steps', async () => {
    renderApp('/about-us/partner-with-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner with us' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Register' })) {
      expect(link).toHaveAttribute('href', '/provider/onboarding');
    }
    expect(
      screen.getByRole('heading', { name: 'Get listed in 3 steps' }).nextElementSibling?.querySelectorAll('li'),
    ).toHaveLength(3);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('story page: four timeline entries in order', async () => {
    renderApp('/about-us/how-it-started');
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["The founder's need", 'The hatred of waiting', 'The birth of the idea', 'The journey']);
  });

  it("listing: a 'null' city opens the location popup, and the pick replaces it in the URL", async () => {
    const { router, user } = renderApp('/healthcare/services/null/dentist', null);
    const dialog = await screen.findByRole('dialog', { name: 'Select your city' });
    await user.click(await within(dialog).findByRole('button', { name: 'Mumbai' }));
    expect(window.localStorage.getItem('selectedCity')).toBe('"Mumbai"');
    await waitFor(() => expect(router.state.location.pathname).toBe('/healthcare/services/Mumbai/dentist'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('No providers found in Mumbai for this category', {})).toBeInTheDocument();
  });

  it('listing: a city picked in the popup while a linked city is open takes the listing there', async () => {
    const { router, user } = renderApp('/healthcare/services/Mumbai/dentist?sort=name', 'Pune');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dentist near you in Mumbai' })).toBeVisible();
    // The saved city alone does not move a shared link.
    expect(router.state.location.pathname).toBe('/healthcare/services/Mumbai/dentist');

    await user.click(screen.getByRole('button', { name: /Location: Pune/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select your city' });
    await user.click(await within(dialog).findByRole('button', { name: 'Pune' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/healthcare/services/Pune/dentist'));
    expect(router.state.location.search).toBe('?sort=name');
    expect(router.state.historyAction).toBe('REPLACE');
  });
  it('unknown paths get a real 404 page', async () => {
    renderApp('/this/does/not/exist');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Kataar');
  });

  it('an unknown /provider/ path is a 404 too, not a placeholder', async () => {
    renderApp('/provider/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('onboarding is the application wizard, open to everyone', async () => {
    renderApp('/provider/onboarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Register your business' })).toBeInTheDocument();
  });
});
