import { expect, test } from '../fixtures/test';

/** Owner accounts of featured demo providers (README: log in as a provider). */
const DEMO_PROVIDER = 'sharma-family-clinic@kataar.test';
// Another one: a code for the same address can only be asked again after 60 s.
const OTHER_DEMO_PROVIDER = 'dr-meera-iyer-smile-dental-care@kataar.test';

test.beforeEach(async ({ page }) => {
  // A chosen city keeps the location popup (which opens on a first visit) out of the way.
  await page.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Pune')));
});

test('logs in with an e-mailed code, is greeted by name, and logs out @phone', async ({ page, loginAs }) => {
  const email = `asha.${Date.now()}@example.in`;
  const localPart = email.split('@')[0]!;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello there!' })).toBeVisible();

  await loginAs(page, email);

  await expect(page).toHaveURL(/\/$/);
  // A new account has no name yet, so the greeting falls back to the e-mail's local part.
  await expect(page.getByRole('heading', { level: 1, name: `Welcome!! ${localPart}` })).toBeVisible();
  const account = page.getByRole('banner').getByRole('button', { name: email });
  await expect(account).toBeVisible();

  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome!! ${localPart}` })).toBeVisible();

  await account.click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello there!' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('refresh_token'))).toBeNull();
});

test('a consumer opening /provider/dashboard gets the toast and lands on /', async ({ page, signIn }) => {
  await signIn(page, `ravi.${Date.now()}@example.in`);
  await page.goto('/provider/dashboard');

  await expect(page.getByText('You must be a provider to access this page')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome!! ravi/ })).toBeVisible();
});

test('a demo provider who logs in lands on /provider/dashboard', async ({ page, loginAs }) => {
  await page.goto('/about-us');
  await loginAs(page, DEMO_PROVIDER);

  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sharma Family Clinic' })).toBeVisible();
  // The provider pages have their own header: the dashboard's icon link is the active one.
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Provider' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // Its logout logs out and goes to /.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('a logged-out visitor of a provider page is asked to log in, then returns to it', async ({ page, loginAs }) => {
  await page.goto('/provider/my-profile');

  await expect(page.getByRole('dialog', { name: 'Get Started' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await loginAs(page, OTHER_DEMO_PROVIDER);

  await expect(page).toHaveURL(/\/provider\/my-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile >>' })).toBeVisible();
});
