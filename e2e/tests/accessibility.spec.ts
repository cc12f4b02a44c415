import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/**
 * Accessibility: axe (WCAG 2.1 A and AA) finds nothing serious or critical on the main
 * screens, modals keep focus inside and close on Escape, and the OTP boxes and the queue token row
 * work with a keyboard and a screen reader.
 */

/** A demo salon no other spec logs in as (a code for the same address is sent again only after 60 s). */
const DASHBOARD_PROVIDER_EMAIL = 'mirror-and-mane-unisex-salon@kataar.test';
/** An open demo clinic with a demo queue; only viewed here, never joined. */
const QUEUE_PROVIDER = 'swasthya-clinic';

const consumerEmail = (n: number) => `a11y-${n}-${Date.now()}@example.in`;

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .map(
            (n) =>
              `    ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, ' ')}` : ''}`,
          )
          .join('\n')}`,
    )
    .join('\n');
  expect(
    serious.map((v) => v.id),
    `axe on ${what}:\n${report}`,
  ).toEqual([]);
}

const storeCity = (page: Page, city: string) =>
  page.addInitScript((c) => window.localStorage.setItem('selectedCity', JSON.stringify(c)), city);

/** Presses Tab (or Shift+Tab) enough times to go round the dialog and checks focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
  const count = await dialog
    .locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea')
    .count();
  for (let i = 0; i < count + 2; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inside(), `focus after Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < count + 2; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside(), `focus after Shift+Tab ${i + 1}`).toBe(true);
  }
}

test('home: the first-visit location popup, then the page with a city chosen', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Select your city' });
  await expect(popup).toBeVisible();
  await expectNoSeriousViolations(page, 'home with the location popup open');

  // Without a stored city the popup cannot be dismissed with Escape.
  await page.keyboard.press('Escape');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Pune' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoSeriousViolations(page, 'home');

  // With a city stored, the popup opened from the header closes on Escape and gives focus back.
  const opener = page.getByRole('banner').getByRole('button', { name: /Pune/ }).first();
  await opener.click();
  await expect(popup).toBeVisible();
  await expectNoSeriousViolations(page, 'home with the location popup reopened');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a listing page', async ({ page }) => {
  await storeCity(page, 'Pune');
  await page.goto('/healthcare/services/Pune/generalphysician');
  await expect(page.getByRole('heading', { level: 1, name: 'General Physician near you in Pune' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Providers' }).getByRole('heading', { level: 2 }).first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the listing page');
});

test('a profile page with the queue widget; the token row is named and changes are announced', async ({ page }) => {
  await storeCity(page, 'Bengaluru');
  await page.goto(`/profile/${QUEUE_PROVIDER}`);
  const widget = page.getByRole('region', { name: 'Step In Line, Virtually!' });
  await expect(widget.getByText('Not in queue')).toBeVisible();
  const tokens = widget.getByRole('region', { name: 'Queue positions' });
  await expect(tokens).toBeVisible();
  await expect(tokens.getByRole('listitem', { name: 'Position 1' })).toBeVisible();
  // The row scrolls with the keyboard: it takes focus.
  await tokens.focus();
  await expect(tokens).toBeFocused();
  // Position changes are spoken through a polite live region inside the widget.
  await expect(widget.locator('[aria-live="polite"]')).toHaveCount(1);
  await expectNoSeriousViolations(page, 'the profile page');
});

test('login popup: both steps pass axe, Tab stays inside, OTP boxes work with the keyboard, Escape closes', async ({
  page,
}) => {
  await storeCity(page, 'Pune');
  await page.goto('/');
  const login = page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
  await login.click();
  const start = page.getByRole('dialog', { name: 'Get Started' });
  await expect(start).toBeVisible();
  await expectNoSeriousViolations(page, 'the login popup (Get Started)');
  await expectFocusTrapped(page, start);
  await page.keyboard.press('Escape');
  await expect(start).toBeHidden();
  await expect(login).toBeFocused();

  await login.click();
  await start.getByRole('button', { name: 'Login with Email' }).click();
  const otp = page.getByRole('dialog', { name: 'OTP Verification' });
  await otp.getByRole('textbox', { name: 'Email' }).fill(consumerEmail(1));
  await otp.getByRole('button', { name: 'Send OTP' }).click();
  const group = otp.getByRole('group', { name: 'One-time code' });
  await expect(group).toBeVisible();
  const boxes = group.getByRole('textbox');
  await expect(boxes).toHaveCount(6);
  for (let i = 1; i <= 6; i += 1) await expect(otp.getByRole('textbox', { name: `Digit ${i} of 6` })).toBeVisible();
  await expectNoSeriousViolations(page, 'the login popup (OTP Verification)');

  // Typing moves along the boxes, arrows move back and forth, Backspace on an empty box goes back.
  await expect(boxes.nth(0)).toBeFocused();
  await page.keyboard.type('123');
  await expect(boxes.nth(3)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(boxes.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(boxes.nth(3)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(boxes.nth(2)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(boxes.nth(2)).toHaveValue('');
  await expect(boxes.nth(0)).toHaveValue('1');
  await expect(boxes.nth(1)).toHaveValue('2');

  await expectFocusTrapped(page, otp);
  await page.keyboard.press('Escape');
  await expect(otp).toBeHidden();
});

test('the Join Queue modal keeps focus inside and closes on Escape', async ({ page, signIn }) => {
  await storeCity(page, 'Bengaluru');
  await signIn(page, consumerEmail(2));
  await page.goto(`/profile/${QUEUE_PROVIDER}`);
  const widget = page.getByRole('region', { name: 'Step In Line, Virtually!' });
  const join = widget.getByRole('button', { name: 'Join Queue' });
  await join.click();
  const modal = page.getByRole('dialog', { name: 'Join Queue' });
  await expect(modal).toBeVisible();
  await expectNoSeriousViolations(page, 'the Join Queue modal');
  await expectFocusTrapped(page, modal);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(join).toBeFocused();
});

test('the provider dashboard', async ({ page, signIn }) => {
  await storeCity(page, 'Pune');
  await signIn(page, DASHBOARD_PROVIDER_EMAIL);
  await page.goto('/provider/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Today' }).getByText('Customers today')).toBeVisible();
  await expectNoSeriousViolations(page, 'the provider dashboard');
});

test('the onboarding wizard, step 1', async ({ page }) => {
  await storeCity(page, 'Pune');
  await page.goto('/provider/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Register your business' })).toBeVisible();
  await expectNoSeriousViolations(page, 'onboarding step 1');
  // The errors of an empty step are reachable too.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expectNoSeriousViolations(page, 'onboarding step 1 with errors');
});
