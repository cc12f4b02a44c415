import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

const cardNames = (page: Page) => page.getByRole('region', { name: 'Providers' }).getByRole('heading', { level: 2 });
const prices = async (page: Page) =>
  (
    await page
      .getByRole('region', { name: 'Providers' })
      .getByText(/^₹\d+$/)
      .allTextContents()
  ).map((t) => Number(t.replace('₹', '')));

test('a first visit picks a city, opens a category, sorts, filters and opens a profile @phone', async ({ page }) => {
  await page.goto('/');

  // No stored city: the popup opens by itself and cannot be dismissed without a choice.
  const popup = page.getByRole('dialog', { name: 'Select your city' });
  await expect(popup).toBeVisible();
  await popup.getByPlaceholder('Enter your location').fill('pun');
  await popup.getByRole('button', { name: 'Pune' }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('selectedCity'))).toBe('"Pune"');
  await expect(page.getByRole('button', { name: /Pune/ }).first()).toBeVisible();
  // The choice travels in a cookie too, so the screen the server draws on the next visit says Pune
  // from its first paint.
  const nextVisit = await (await page.request.get('/')).text();
  expect(/<div id="first-screen"[\s\S]*Showing results in Pune/.test(nextVisit)).toBe(true);

  await page.getByRole('link', { name: 'General Physician' }).first().click();
  await expect(page).toHaveURL(/\/healthcare\/services\/Pune\/generalphysician$/);
  await expect(page.getByRole('heading', { level: 1, name: 'General Physician near you in Pune' })).toBeVisible();
  await expect(page.getByText(/^\d+ providers found$/)).toBeVisible();
  const everyone = await cardNames(page).allTextContents();
  expect(everyone.length).toBeGreaterThanOrEqual(4);
  // Other journeys open closed demo providers, so how many are closed depends on what ran before.
  const closed = await page.getByRole('region', { name: 'Providers' }).getByText('Currently unavailable').count();

  await page.getByRole('button', { name: 'Sort By' }).click();
  await page.getByRole('menuitemradio', { name: 'Price: low to high' }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect
    .poll(async () => {
      const list = await prices(page);
      return list.length > 1 && list.every((p, i) => i === 0 || list[i - 1]! <= p);
    })
    .toBe(true);

  await page
    .getByRole('button', { name: 'Price: low to high' })
    .or(page.getByRole('button', { name: 'Sort By' }))
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'Price: high to low' }).click();
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect
    .poll(async () => {
      const list = await prices(page);
      return list.length > 1 && list.every((p, i) => i === 0 || list[i - 1]! >= p);
    })
    .toBe(true);

  await page.getByRole('button', { name: /Filter By/ }).click();
  await page.getByRole('group', { name: 'Filters' }).getByText('Available now').click();
  await expect(page).toHaveURL(/open_now=true/);
  await expect(page.getByText('Currently unavailable')).toHaveCount(0);
  await expect(cardNames(page)).toHaveCount(everyone.length - closed);
  // On a phone the filters are a sheet over the list: Done puts it away (a dropdown elsewhere).
  await page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Done' }).click();

  const first = (await cardNames(page).first().textContent()) ?? '';
  await cardNames(page).first().click();
  await expect(page).toHaveURL(/\/profile\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { name: first })).toBeVisible();
  await expect(page.getByText(/^FEES - ₹\d+$/)).toBeVisible();
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
});

test('a shared listing link keeps its city and offers to switch the saved one @phone', async ({ page }) => {
  const link = '/personalcare/services/Pune/salon';
  await page.goto('/about-us');
  await page.evaluate(() => localStorage.setItem('selectedCity', JSON.stringify('Bengaluru')));
  // The app writes the saved city to its cookie as it starts, so the server reads it too.
  await page.reload();
  const pill = page.getByRole('banner').getByRole('button', { name: /^Location: Bengaluru/ });
  await expect(pill).toBeVisible();
  // The cookie is written just after the app's first paint; the request below must carry it.
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'city')?.value)
    .toBe('Bengaluru');

  // The server's first screen of the link already shows Pune and the question: no Bengaluru first.
  const firstScreen = /<div id="first-screen"[^>]*>([\s\S]*?)<\/div><div id="root">/.exec(
    await (await page.request.get(link)).text(),
  )?.[1];
  expect(firstScreen).toContain('Salon near you in Pune');
  expect(firstScreen).toContain('Switch to Pune?');
  expect(firstScreen).not.toContain('near you in Bengaluru');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Salon near you in Pune' })).toBeVisible();
  const pune = (await (await page.request.get('/v1/api/provider/Pune/salon/?industry=personalcare')).json()) as {
    data: { business_name: string }[];
  };
  expect(pune.data.length).toBeGreaterThan(0);
  await expect(cardNames(page)).toHaveText(pune.data.map((p) => p.business_name));
  await expect(page).toHaveURL(new RegExp(`${link}$`));

  const prompt = page.getByRole('region', { name: 'Switch to Pune?' });
  await expect(prompt).toContainText('Your saved city is Bengaluru.');
  await expect(pill).toBeVisible();
  await prompt.getByRole('button', { name: 'Switch' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Location: Pune/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selectedCity'))).toBe('"Pune"');
  await expect(page).toHaveURL(new RegExp(`${link}$`));
});

test('the header search understands "dentist near me" @phone', async ({ page, isMobile }) => {
  await page.goto('/about-us');
  await page.evaluate(() => localStorage.setItem('selectedCity', JSON.stringify('Mumbai')));
  await page.reload();
  // A phone's header keeps the search box behind a button.
  if (isMobile) await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search doctors, salons and categories' });
  // The whole hint where it fits; a phone's narrower box shows a shorter one.
  if (!isMobile)
    await expect(search).toHaveAttribute('placeholder', 'Search by "Name", "Dentist near me", "Salons near me"');
  await search.fill('dentist near me');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/healthcare\/services\/Mumbai\/dentist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dentist near you in Mumbai' })).toBeVisible();
});

test('unknown pages and providers say so', async ({ page }) => {
  await page.goto('/profile/nobody-by-this-name');
  await expect(page.getByText('Provider not found')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|404/i);
});

test('Back closes the side menu and stays on the page', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Pune')));
  await page.goto('/about-us');
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await page.goBack();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/about-us$/);
});
