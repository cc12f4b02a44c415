import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

const ADMIN = 'admin@kataar.test';
/** Small real images, committed so the journey needs no image library. */
const file = (name: string) => fileURLToPath(new URL(`../fixtures/files/${name}`, import.meta.url));

test.beforeEach(async ({ page }) => {
  // A chosen city keeps the location popup (which opens on a first visit) out of the way.
  await page.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Pune')));
});

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('a new user applies in five steps, the admin approves, and the new provider is listed @phone', async ({
  browser,
  page,
  loginAs,
  signIn,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const applicant = `applicant.${stamp}@example.in`;
  const business = `Bright Smile Dental ${stamp}`;

  await page.goto('/provider/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Register your business' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // Step 1: Next refuses an empty step with the spec's messages.
  await next(page);
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Please select your role')).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Dr. Kavya Menon');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
  await page.getByRole('textbox', { name: 'Email' }).fill(applicant);
  await page.getByRole('combobox', { name: 'Your role in the business' }).selectOption('owner');
  await next(page);

  // Step 2: the category list follows the industry.
  await expect(stepHeading(page, 'Business Details')).toBeVisible();
  await page.getByRole('textbox', { name: 'Business name' }).fill(business);
  await page.getByRole('combobox', { name: 'Industry' }).selectOption('Healthcare');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Dentist');
  await page.getByRole('textbox', { name: 'Speciality' }).fill('Painless root canals');
  await page.getByRole('textbox', { name: 'Business contact number' }).fill('9123456780');
  await page.getByRole('combobox', { name: 'Business type' }).selectOption('SoleProprietorship');
  await page.getByRole('textbox', { name: 'Base service pricing' }).fill('450');
  await next(page);

  // Step 3: a real PIN code fills City and State (read-only) and offers its localities.
  await expect(stepHeading(page, 'Location Information')).toBeVisible();
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('12, Paud Road');
  await page.getByRole('textbox', { name: 'Pincode' }).fill('411038');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Pune');
  await expect(page.getByRole('textbox', { name: 'State' })).toHaveValue('Maharashtra');
  await expect(page.getByRole('textbox', { name: 'City' })).not.toBeEditable();
  await page.getByRole('combobox', { name: 'Area / locality' }).fill('Kothrud');

  // A reload midway loses nothing: the draft lives in localStorage under `onboard`.
  await page.reload();
  await expect(stepHeading(page, 'Location Information')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Area / locality' })).toHaveValue('Kothrud');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Pune');
  await next(page);

  // Step 4: uploads belong to an account, so the wizard asks to log in and carries on after.
  await expect(stepHeading(page, 'Required Documents')).toBeVisible();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Get Started' })).toBeVisible();
  await loginAs(page, applicant);
  await expect(page).toHaveURL(/\/provider\/onboarding$/);
  await expect(stepHeading(page, 'Required Documents')).toBeVisible();

  await page.getByLabel('Profile photo', { exact: true }).setInputFiles(file('profile-photo.png'));
  await page.getByLabel('PAN card photo', { exact: true }).setInputFiles(file('document.jpg'));
  await page.getByLabel('Licence photo', { exact: true }).setInputFiles(file('document.jpg'));
  await page.getByRole('textbox', { name: 'PAN card number' }).fill('abcde1234f');
  for (const name of ['Profile photo', 'PAN card photo', 'Licence photo']) {
    await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
    await expect(page.getByRole('img', { name: `${name} preview` })).toHaveAttribute('src', /^\/uploads\//);
  }
  await next(page);

  // Step 5: everything read-only, then submit.
  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
  const documents = page.getByRole('region', { name: 'Required Documents' });
  await expect(documents.getByText('Uploaded', { exact: true })).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Business Details' })).toContainText(business);
  await expect(page.getByRole('region', { name: 'Location Information' })).toContainText('N/A');
  await expect(page.getByText(/notified of the status within 2-3 business days/)).toBeVisible();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page).toHaveURL(/\/provider\/application$/);
  await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible();
  await expect(page.getByText(/within 2-3 business days/)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('onboard'))).toBeNull();
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
  await expect(page.getByRole('menuitem', { name: 'My application' })).toHaveAttribute('href', '/provider/application');
  await page.keyboard.press('Escape');

  // The admin approves it, in a browser of their own.
  const adminContext = await browser.newContext();
  await adminContext.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Pune')));
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await admin.getByRole('link', { name: new RegExp(business) }).click();
  await expect(admin.getByRole('heading', { level: 1, name: business })).toBeVisible();
  await expect(admin.getByRole('img', { name: 'Licence photo' })).toBeVisible();
  await admin.getByRole('button', { name: 'Approve' }).click();
  // Approving asks first: it lists the business and mails the applicant.
  const confirm = admin.getByRole('alertdialog', { name: 'Approve this application?' });
  await expect(confirm).toContainText(business);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Application approved')).toBeVisible();
  await expect(admin.getByRole('link', { name: 'View the public page' })).toBeVisible();
  await adminContext.close();

  // The applicant's session learns the new role on the next load: the dashboard of their business.
  await page.goto('/provider/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${business}` })).toBeVisible();

  // The new provider is listed under its city and category.
  await page.goto('/healthcare/services/Pune/dentist');
  const card = page.getByRole('link', { name: new RegExp(business) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Painless root canals');
});
