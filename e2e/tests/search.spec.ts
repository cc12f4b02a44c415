import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/**
 * Finding a provider as a visitor types it, at both sizes: a city named in the query wins over the
 * chosen one, the city picker knows the old names, and matches elsewhere are offered by city.
 */

const storeCity = (page: Page, city: string) =>
  page.addInitScript((c) => window.localStorage.setItem('selectedCity', JSON.stringify(c)), city);

/** The header's search box; on a phone it waits behind the Search button. */
async function headerSearch(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search doctors, salons and categories' });
  await expect(box).toBeVisible();
  return box;
}

test("'dentist in mumbai' lists Mumbai's dentists although Bengaluru is chosen @phone", async ({ page, isMobile }) => {
  await storeCity(page, 'Bengaluru');
  await page.goto('/');
  const box = await headerSearch(page, isMobile);
  await box.fill('dentist in mumbai');

  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('option', { name: /Dr\. Meera Iyer — Smile Dental Care/ })).toBeVisible();
  const providers = suggestions.getByRole('group', { name: 'In Mumbai' }).getByRole('option');
  await expect(providers.first()).toBeVisible();
  for (const line of await providers.allTextContents()) expect(line).toMatch(/Dentist · .*Mumbai$/);
  await expect(suggestions).not.toContainText('Bengaluru');

  await box.press('Enter');
  await expect(page).toHaveURL(/\/healthcare\/services\/Mumbai\/dentist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dentist near you in Mumbai' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Providers' })
      .getByRole('heading', { name: 'Dr. Meera Iyer — Smile Dental Care' }),
  ).toBeVisible();
});

test("the city picker offers Bengaluru for 'bangalore', and Enter picks it @phone", async ({ page }) => {
  await storeCity(page, 'Pune');
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Location: Pune/ })
    .click();
  const popup = page.getByRole('dialog', { name: 'Select your city' });
  const search = popup.getByRole('searchbox', { name: 'Search for your city' });
  await search.fill('bangalore');
  await expect(popup.getByRole('list', { name: 'Cities' }).getByRole('button')).toHaveText(['Bengaluru (Bangalore)']);

  await search.press('Enter');
  await expect(popup).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Location: Bengaluru/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selectedCity'))).toBe('"Bengaluru"');
});

test("'Mirror' with Bengaluru chosen offers the Pune salon under 'In other cities' @phone", async ({
  page,
  isMobile,
}) => {
  await storeCity(page, 'Bengaluru');
  await page.goto('/');
  const box = await headerSearch(page, isMobile);
  await box.fill('Mirror');

  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  const elsewhere = suggestions.getByRole('group', { name: 'In other cities' });
  await expect(elsewhere.getByText('In other cities', { exact: true })).toBeVisible();
  const salon = elsewhere.getByRole('option', { name: /Mirror & Mane Unisex Salon/ });
  await expect(salon).toContainText('Pune · Salon · Baner');
  await expect(page.getByText('No results in Bengaluru')).toBeVisible();

  await salon.click();
  await expect(page).toHaveURL(/\/profile\/mirror-and-mane-unisex-salon$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mirror & Mane Unisex Salon' })).toBeVisible();
});
