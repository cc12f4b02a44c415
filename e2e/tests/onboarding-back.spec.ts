import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test.beforeEach(async ({ page }) => {
  // A chosen city keeps the location popup (which opens on a first visit) out of the way.
  await page.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Pune')));
});

test("the browser's Back goes to the wizard's previous step with the answers kept; on step 1 it leaves", async ({
  page,
}) => {
  await page.goto('/about-us');
  await page.goto('/provider/onboarding');
  await expect(stepHeading(page, 'Personal Information')).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Dr. Kavya Menon');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
  await page.getByRole('textbox', { name: 'Email' }).fill('back.button@example.in');
  await page.getByRole('combobox', { name: 'Your role in the business' }).selectOption('owner');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Business Details')).toBeVisible();
  await page.getByRole('textbox', { name: 'Business name' }).fill('Menon Smile Studio');

  await page.goBack();
  await expect(stepHeading(page, 'Personal Information')).toBeVisible();
  await expect(page).toHaveURL(/\/provider\/onboarding$/);
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Dr. Kavya Menon');

  await page.goForward();
  await expect(stepHeading(page, 'Business Details')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Menon Smile Studio');

  // Previous walks back the same way, so Back from step 1 still leaves the wizard.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(stepHeading(page, 'Personal Information')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/about-us$/);
});
