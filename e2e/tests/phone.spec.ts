import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { submitJoinQueue } from '../fixtures/customer-form';
import { expect, test } from '../fixtures/test';

/**
 * The phone layout at 390×844 (the phone project): menus open as sheets inside the screen, the
 * header stays short, the profile's queue action is always in view, Leave asks first, a desk's POP
 * can be undone, and Back closes whatever popup is open instead of leaving the page.
 */

const LISTING = '/healthcare/services/Bengaluru/generalphysician';
/** A demo salon with a short queue; only viewed and joined here. */
const SALON = 'the-grooming-room';

/** A chosen city keeps the location popup (which opens on a first visit) out of the way. */
const storeCity = (context: BrowserContext, city: string) =>
  context.addInitScript((c) => window.localStorage.setItem('selectedCity', JSON.stringify(c)), city);

const widget = (page: Page) => page.getByRole('region', { name: 'Step In Line, Virtually!' });
const waiting = (page: Page) => page.getByRole('list', { name: 'Waiting customers' }).getByRole('button');

/** The element's box lies wholly on the screen (390×844 in the phone project). */
async function expectOnScreen(locator: Locator) {
  const screen = locator.page().viewportSize()!;
  const box = await locator.boundingBox();
  expect(box, 'rendered').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(screen.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(screen.height);
}

/** Fills and sends the Join Queue form. */
async function joinQueue(page: Page, name: string) {
  await widget(page).getByRole('button', { name: 'Join Queue' }).click();
  await submitJoinQueue(page, { name, age: '34', phone: '9876505050', gender: 'Female' });
}

/** A provider's desk in a browser context of its own, signed in as the demo owner. */
async function openDesk(browser: Browser, signIn: (page: Page, email: string) => Promise<unknown>, username: string) {
  const context = await browser.newContext();
  await storeCity(context, 'Bengaluru');
  const desk = await context.newPage();
  await signIn(desk, `${username}@kataar.test`);
  await desk.goto('/provider/dashboard');
  await expect(desk.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  return desk;
}

test.beforeEach(async ({ context }) => {
  await storeCity(context, 'Bengaluru');
});

test('the sort and filter sheets open inside the screen, with Clear filters in reach @phone', async ({ page }) => {
  await page.goto(LISTING);
  await expect(page.getByRole('heading', { level: 1, name: 'General Physician near you in Bengaluru' })).toBeVisible();

  await page.getByRole('button', { name: 'Sort By' }).tap();
  const sort = page.getByRole('menu', { name: 'Sort By' });
  await expect(sort).toBeVisible();
  await expectOnScreen(sort);
  for (const item of await sort.getByRole('menuitemradio').all()) await expectOnScreen(item);
  await sort.getByRole('menuitemradio', { name: 'Price: low to high' }).tap();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(sort).toBeHidden();

  await page.getByRole('button', { name: /Filter By/ }).tap();
  const filters = page.getByRole('group', { name: 'Filters' });
  await expect(filters).toBeVisible();
  await expectOnScreen(filters);
  await filters.getByText('Available now').tap();
  await expect(page).toHaveURL(/open_now=true/);
  const clear = filters.getByRole('button', { name: 'Clear filters' });
  await expect(clear).toBeInViewport({ ratio: 1 });
  await expect(clear).toBeEnabled();
  await clear.tap();
  await expect(page).not.toHaveURL(/open_now/);
});

test('the header is at most 120 px tall on the home, listing and profile pages @phone', async ({ page }) => {
  for (const [path, ready] of [
    ['/', page.getByRole('main')],
    [LISTING, page.getByRole('heading', { level: 1 })],
    [`/profile/${SALON}`, widget(page)],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height, `header height on ${path}`).toBeLessThanOrEqual(120);
  }
});

test("the profile's action bar shows Join Queue and the count without scrolling, and stays @phone", async ({
  page,
}) => {
  await page.goto(`/profile/${SALON}`);
  const join = widget(page).getByRole('button', { name: 'Join Queue' });
  const count = widget(page).getByText(/^(\d+ waiting|Nobody waiting)$/);
  await expect(join).toBeInViewport({ ratio: 1 });
  await expect(count).toBeInViewport({ ratio: 1 });

  // Still in view at the foot of the page.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(join).toBeInViewport({ ratio: 1 });
});

test('Leave Queue asks first: Stay keeps the place, Leave gives it up @phone', async ({ page, signIn }) => {
  const name = `Nisha ${Date.now() % 100_000}`;
  await signIn(page, `leave.${Date.now()}@example.in`);
  await page.goto(`/profile/${SALON}`);
  await joinQueue(page, name);
  const number = page.getByText(/^You are number \d+$/);
  await expect(number).toBeInViewport();
  const position = Number((await number.textContent())!.replace(/\D/g, ''));

  const leave = widget(page).getByRole('button', { name: 'Leave Queue' });
  await leave.tap();
  const confirm = page.getByRole('alertdialog', { name: 'Leave the queue?' });
  await expect(confirm).toContainText(new RegExp(`You are number ${position}\\b.*You will lose your place\\.`));
  await confirm.getByRole('button', { name: 'Stay in queue' }).tap();
  await expect(confirm).toBeHidden();
  await expect(number).toHaveText(`You are number ${position}`);

  await leave.tap();
  await confirm.getByRole('button', { name: 'Leave Queue' }).tap();
  await expect(confirm).toBeHidden();
  await expect(widget(page).getByText('Not in queue')).toBeVisible();
  await expect(widget(page).getByRole('button', { name: 'Join Queue' })).toBeVisible();
});

test('Undo after POP puts the person back at number 1, on the desk and on their phone @phone', async ({
  browser,
  page: consumer,
  signIn,
}) => {
  test.setTimeout(60_000);
  // A demo clinic with a short queue that no other journey uses.
  const provider = 'smile-arc-orthodontics';
  const name = `Arjun ${Date.now() % 100_000}`;
  const desk = await openDesk(browser, signIn, provider);

  await signIn(consumer, `undo.${Date.now()}@example.in`);
  await consumer.goto(`/profile/${provider}`);
  await joinQueue(consumer, name);

  // Anyone who was waiting before is called first.
  const circle = desk.getByRole('button', { name: new RegExp(`^${name}, position \\d+, Token \\d+$`) });
  await expect(circle).toBeVisible();
  const pop = desk.getByRole('button', { name: 'POP', exact: true });
  for (
    let ahead = Number(/position (\d+)/.exec((await circle.getAttribute('aria-label'))!)![1]) - 1;
    ahead > 0;
    ahead -= 1
  ) {
    await pop.tap();
    await expect(circle).toHaveAccessibleName(new RegExp(`^${name}, position ${ahead}, Token \\d+$`));
  }
  await expect(consumer.getByText('You are number 1', { exact: true })).toBeVisible();
  const token = /Token \d+$/.exec((await circle.getAttribute('aria-label'))!)![0];

  await pop.tap();
  const toast = desk.getByRole('status').filter({ hasText: `Next Customer: ${name}` });
  await expect(toast).toBeVisible();
  await expect(circle).toHaveCount(0);
  await toast.getByRole('button', { name: 'Undo' }).tap();

  // Back at the head of the line with the token they had, so the desk can still call it out.
  await expect(waiting(desk).first()).toHaveAccessibleName(`${name}, position 1, ${token}`);
  await expect(consumer.getByText('You are number 1', { exact: true })).toBeVisible();
  await expect(widget(consumer).getByRole('listitem', { name: 'Position 1 (you)' })).toBeVisible();

  // Leave the queue as it was found.
  await pop.tap();
  await expect(circle).toHaveCount(0);
  await desk.context().close();
});

test('Back closes each popup, sheet and modal and stays on the page @phone', async ({ browser, page, signIn }) => {
  test.setTimeout(60_000);
  /** Back closes the overlay, and the page is the one it was. */
  const backCloses = async (target: Page, overlay: Locator) => {
    await expect(overlay).toBeVisible();
    const url = target.url();
    await target.goBack();
    await expect(overlay).toBeHidden();
    expect(target.url()).toBe(url);
  };

  await page.goto(LISTING);
  await expect(page.getByRole('heading', { level: 1, name: 'General Physician near you in Bengaluru' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).tap();
  await backCloses(page, page.getByRole('dialog', { name: 'Get Started' }));

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Location: Bengaluru/ })
    .tap();
  await backCloses(page, page.getByRole('dialog', { name: 'Select your city' }));

  await page.getByRole('button', { name: 'Sort By' }).tap();
  await backCloses(page, page.getByRole('menu', { name: 'Sort By' }));

  await page.getByRole('button', { name: /Filter By/ }).tap();
  await backCloses(page, page.getByRole('group', { name: 'Filters' }));

  // The side menu's toggle shows from tablet width up; where a phone has it, Back closes it too.
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) {
    await menuButton.tap();
    await backCloses(page, page.getByRole('dialog', { name: 'Menu' }));
  }
  await expect(page).toHaveURL(LISTING);

  await signIn(page, `back.${Date.now()}@example.in`);
  await page.goto(`/profile/${SALON}`);
  await widget(page).getByRole('button', { name: 'Join Queue' }).tap();
  await backCloses(page, page.getByRole('dialog', { name: 'Join Queue' }));

  const desk = await openDesk(browser, signIn, SALON);
  await waiting(desk).first().tap();
  await backCloses(desk, desk.getByRole('dialog', { name: 'Customer Details' }));
  await expect(desk).toHaveURL(/\/provider\/dashboard$/);
  await desk.context().close();
});
