import { expect, test } from '../fixtures/test';

/** An open demo provider whose queue no other spec joins. */
const PROVIDER = 'dr-meera-iyer-smile-dental-care';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ context }) => {
  // A chosen city keeps the location popup (which opens on a first visit) out of the way.
  await context.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Mumbai')));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('on a phone, a number pasted as "+91 98765 43210" keeps its 10 digits and the join succeeds', async ({
  page,
  loginAs,
}) => {
  await page.goto(`/profile/${PROVIDER}`);
  const widget = page.getByRole('region', { name: 'Step In Line, Virtually!' });
  await widget.getByRole('button', { name: 'Join Queue' }).click();
  await expect(page.getByRole('dialog', { name: 'Get Started' })).toBeVisible();
  await loginAs(page, `paste.${Date.now()}@example.in`);

  // Logging in from 'Join Queue' reopens the modal.
  const modal = page.getByRole('dialog', { name: 'Join Queue' });
  await expect(modal).toBeVisible();
  await modal.getByRole('textbox', { name: 'Name' }).fill('Ishaan Mehta');
  await modal.getByRole('textbox', { name: 'Age' }).fill('41');

  // A real paste from the clipboard, as a phone's long-press 'Paste' does it.
  const phone = modal.getByRole('textbox', { name: 'Phone Number' });
  await page.evaluate(() => navigator.clipboard.writeText('+91 98765 43210'));
  await phone.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(phone).toHaveValue('9876543210');
  await expect(modal.getByText('Please enter a valid 10-digit phone number')).toBeHidden();

  await modal.getByRole('radio', { name: 'Male', exact: true }).check();
  await modal.getByRole('button', { name: 'Join Queue' }).click();
  await expect(page.getByText('Successfully joined the queue!')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(widget.getByText('Your position', { exact: true })).toBeVisible();
});
