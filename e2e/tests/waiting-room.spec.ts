import { fillCustomer } from '../fixtures/customer-form';
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

/**
 * A Bengaluru clinic no other spec uses. Each project (desktop, phone) empties its queue, adds its
 * own two walk-ins, calls one of them, and leaves first names off again, as it found them.
 */
const DISPLAY_PROVIDER = 'malleshwaram-medical-centre';
const NAMES_SWITCH = 'Show first names on the “Now serving” screen';

test('the "Now serving" display fits the screen, shows first names only when the owner allows, and follows the desk @phone', async ({
  browser,
  page: tv,
  signIn,
}) => {
  test.setTimeout(120_000);
  // Distinct first names per project: the display shows only the first word of a name.
  const [ahead, behind] =
    test.info().project.name === 'phone' ? ['Meher Sethi', 'Kabir Rao'] : ['Zoya Kapoor', 'Arjun Nair'];

  // The desk, in a browser context of its own, starts from an empty queue and adds two walk-ins.
  const deskContext = await browser.newContext();
  await deskContext.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Bengaluru')));
  const desk = await deskContext.newPage();
  await signIn(desk, `${DISPLAY_PROVIDER}@kataar.test`);
  await desk.goto('/provider/dashboard');
  const waiting = desk.getByRole('list', { name: 'Waiting customers' }).getByRole('button');
  await expect(waiting.first().or(desk.getByText('Queue is empty'))).toBeVisible();
  while ((await waiting.count()) > 0) {
    const before = await waiting.count();
    await desk.getByRole('button', { name: 'POP', exact: true }).click();
    await expect(waiting).toHaveCount(before - 1);
  }
  for (const [i, name] of [ahead, behind].entries()) {
    await desk.getByRole('button', { name: '+ ADD' }).click();
    const form = desk.getByRole('dialog', { name: 'Customer Details' });
    await fillCustomer(form, { name, age: '34', phone: `912345670${i}`, gender: i === 0 ? 'Female' : 'Male' });
    await form.getByRole('button', { name: 'Add Patient' }).click();
    await expect(form).toBeHidden();
  }
  await expect(waiting).toHaveCount(2);

  // First names are off (the default) before the screen opens; a run that failed midway may have
  // left them on.
  await desk.goto('/provider/my-profile');
  const namesSwitch = desk.getByRole('switch', { name: NAMES_SWITCH });
  await expect(namesSwitch).toBeEnabled();
  if ((await namesSwitch.getAttribute('aria-checked')) === 'true') await namesSwitch.click();
  await expect(namesSwitch).toHaveAttribute('aria-checked', 'false');

  // The screen, at this project's size, nobody signed in: tokens only, nothing cut off sideways.
  const stream = tv.waitForResponse((r) => r.url().endsWith(`/queue/${DISPLAY_PROVIDER}/display/events`) && r.ok());
  await tv.goto(`/display/${DISPLAY_PROVIDER}`);
  await expect(tv.getByRole('heading', { level: 1, name: 'Malleshwaram Medical Centre' })).toBeVisible();
  await stream;
  const next = tv.getByTestId('next-tokens').getByRole('listitem');
  await expect(next).toHaveCount(2);
  await expect(tv.getByTestId('waiting-count')).toHaveText('2');
  const [aheadToken, behindToken] = await next.allTextContents();
  expect(aheadToken).toMatch(/^\d+$/);
  expect(behindToken).toMatch(/^\d+$/);
  await expect(tv.getByTestId('now-serving-token').or(tv.getByText('Nobody called yet'))).toBeInViewport();
  await expect(tv.getByTestId('next-tokens')).toBeInViewport();
  expect(await tv.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(tv.viewportSize()!.width);

  // The owner turns first names on: the open screen shows them at once, never a surname.
  await namesSwitch.click();
  await expect(namesSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(next.nth(0)).toHaveText(`${aheadToken}${ahead.split(' ')[0]}`);
  await expect(next.nth(1)).toHaveText(`${behindToken}${behind.split(' ')[0]}`);
  await tv.screenshot({ path: test.info().outputPath('display-with-names.png') });

  // The desk calls the next person: the screen follows without a reload.
  await desk.goto('/provider/dashboard');
  await expect(waiting).toHaveCount(2);
  await desk.getByRole('button', { name: 'POP', exact: true }).click();
  await expect(tv.getByTestId('now-serving-token')).toHaveText(aheadToken!);
  await expect(tv.getByTestId('waiting-count')).toHaveText('1');
  await expect(next).toHaveCount(1);
  await expect(next.first()).toHaveText(`${behindToken}${behind.split(' ')[0]}`);
  await expect(tv.getByTestId('now-serving-token')).toBeInViewport();

  // Names off again: tokens only.
  await desk.goto('/provider/my-profile');
  await expect(namesSwitch).toHaveAttribute('aria-checked', 'true');
  await namesSwitch.click();
  await expect(namesSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(next.first()).toHaveText(behindToken!);
  await expect(tv.getByText('Reconnecting…')).toHaveCount(0);
  await deskContext.close();
});
