import { expect, test } from '../fixtures/test';

test.beforeEach(async ({ page }) => {
  // A chosen city keeps the location popup (which opens on a first visit) out of the way.
  await page.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Pune')));
});

test('Profile opens the account: the name saved there greets the person and fills the Join Queue form @phone', async ({
  page,
  signIn,
}) => {
  const email = `priya.${Date.now()}@example.in`;
  await signIn(page, email);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome!! ${email.split('@')[0]}` })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('main').getByText(email, { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('Priya Sharma');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name saved')).toBeVisible();

  await page.getByRole('link', { name: 'Kataar home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!! Priya Sharma' })).toBeVisible();

  await page.goto('/profile/sharma-family-clinic');
  const widget = page.getByRole('region', { name: 'Step In Line, Virtually!' });
  await widget.getByRole('button', { name: 'Join Queue' }).click();
  const form = page.getByRole('dialog', { name: 'Join Queue' });
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Priya Sharma');
});

test('signing out of all devices asks first, then signs the person out here and sends them home @phone', async ({
  page,
  signIn,
}) => {
  await signIn(page, `devices.${Date.now()}@example.in`);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out of all devices?' });
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You have been signed out on every device.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  // The session is over on the server too: a reload stays signed out.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello there!' })).toBeVisible();
});
