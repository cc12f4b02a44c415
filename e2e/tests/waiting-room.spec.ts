import { expect, test } from '../fixtures/test';

/**
 * An open Bengaluru dental clinic with a demo queue that no other spec uses. Its owner is
 * {username}@kataar.test. The desk calls one person per run of the first test.
 */
const PROVIDER = 'toothville-dental-care';
const OWNER = `${PROVIDER}@kataar.test`;

test.beforeEach(async ({ context }) => {
  // A chosen city keeps the location popup (which opens on a first visit) out of the way.
  await context.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Bengaluru')));
});

test('the "Now serving" display follows the desk live, from another browser', async ({ browser, page, signIn }) => {
  // The TV: a separate browser context, nobody signed in.
  const tvContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const tv = await tvContext.newPage();
  const tvStream = tv.waitForResponse((r) => r.url().endsWith(`/queue/${PROVIDER}/display/events`) && r.ok());
  await tv.goto(`/display/${PROVIDER}`);
  await expect(tv.getByRole('heading', { level: 1, name: 'Toothville Dental Care' })).toBeVisible();
  await tvStream;
  const nextTokens = tv.getByTestId('next-tokens').getByRole('listitem');
  await expect(nextTokens.first()).toBeVisible();
  const first = (await nextTokens.first().textContent())!;
  const waitingBefore = Number(await tv.getByTestId('waiting-count').textContent());
  // Tokens only by default: no name beside the number.
  expect(first).toMatch(/^\d+$/);

  // The desk, signed in, links to the display and calls the next person.
  await signIn(page, OWNER);
  await page.goto('/provider/dashboard');
  const waitingRoom = page.getByRole('region', { name: 'Waiting room' });
  await expect(waitingRoom.getByRole('link', { name: 'Open “Now serving” screen' })).toHaveAttribute(
    'href',
    `/display/${PROVIDER}`,
  );
  await expect(page.getByRole('list', { name: 'Waiting customers' }).getByRole('button').first()).toBeVisible();
  await page.getByRole('button', { name: 'POP', exact: true }).click();

  // The TV follows without a reload.
  await expect(tv.getByTestId('now-serving-token')).toHaveText(first);
  await expect(tv.getByTestId('waiting-count')).toHaveText(String(waitingBefore - 1));
  await expect(nextTokens.first()).not.toHaveText(first);
  await expect(tv.getByText('Reconnecting…')).toHaveCount(0);
  await tvContext.close();
});

test('the QR poster prints on its own: QR code and address, no app header', async ({ page, signIn }) => {
  await signIn(page, OWNER);
  await page.goto('/provider/dashboard');
  await page.getByRole('region', { name: 'Waiting room' }).getByRole('link', { name: 'Print QR poster' }).click();
  await expect(page).toHaveURL(/\/provider\/poster$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Toothville Dental Care' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  const poster = page.getByTestId('poster');
  await expect(poster.getByText('Scan to join the queue')).toBeVisible();
  const qr = poster.getByRole('img', { name: /^QR code: http:\/\/127\.0\.0\.1:\d+\/profile\/toothville-dental-care$/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  await expect(poster.getByTestId('poster-url')).toHaveText(/^127\.0\.0\.1:\d+\/profile\/toothville-dental-care$/);
  // The app's chrome and the page's own buttons stay off the paper.
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  // The poster fills the A4 width (210 mm at 96 dpi).
  expect(Math.round((await poster.boundingBox())!.width)).toBe(Math.round((210 / 25.4) * 96));
});

test('the poster’s QR address opens the profile with the join action in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(`/profile/${PROVIDER}#join`);
  const widget = page.getByRole('region', { name: 'Step In Line, Virtually!' });
  await expect(widget).toBeFocused();
  await expect(widget.getByRole('button', { name: 'Join Queue' })).toBeInViewport();
});
