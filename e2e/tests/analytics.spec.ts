import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test';

/**
 * A demo provider no other journey logs in as (a code for one address can only be asked again
 * after 60 s). Demo data gives every provider five weeks of queue history before today.
 */
const PROVIDER_EMAIL = 'dr-sathes-clinic@kataar.test';
/** Another demo provider for the phone check, so neither sign-in waits out the other's 60 s. */
const PHONE_PROVIDER_EMAIL = 'dr-sayali-sathe-family-physician@kataar.test';

test.beforeEach(async ({ page }) => {
  // A chosen city keeps the location popup (which opens on a first visit) out of the way.
  await page.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Pune')));
});

test('a demo provider sees charts and the daily table of their last 30 days, passes axe, and exports it', async ({
  page,
  signIn,
}) => {
  await signIn(page, PROVIDER_EMAIL);
  await page.goto('/provider/my-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'My analytics' })).toBeVisible();
  await expect(page).toHaveTitle('My analytics · Kataar');

  // Each chart is drawn, and described for assistive tech.
  for (const name of [/customers per day/i, /average wait in minutes per day/i, /arrivals per hour/i]) {
    const chart = page.getByRole('img', { name });
    await expect(chart.locator('svg .recharts-rectangle, svg .recharts-line-curve').first()).toBeVisible();
  }

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const table = page.getByRole('table', { name: /Daily figures/ });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(30);
  const totals = (await rows.locator('td:nth-of-type(3)').allTextContents()).map(Number);
  expect(totals.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0);

  // The summary follows the range picker.
  const summaryRequest = page.waitForRequest((request) => /\/analytics\/summary\/\?from=.+&to=/.test(request.url()));
  await page.getByText('Last 7 days', { exact: true }).click();
  const asked = new URL((await summaryRequest).url());
  expect(asked.searchParams.get('from')! < asked.searchParams.get('to')!).toBe(true);
  await expect(page.getByText('Customers', { exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kataar-analytics-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe(
    'date,online,walk_ins,total,served,no_shows,avg_wait_minutes,bookings,booking_no_shows,advance_rupees',
  );
  expect(lines).toHaveLength(31);
});

test('on a phone, the daily figures are a card per day that fits the screen and passes axe @phone', async ({
  page,
  signIn,
  isMobile,
}) => {
  test.skip(!isMobile, 'the cards replace the table below the md breakpoint only');
  await signIn(page, PHONE_PROVIDER_EMAIL);
  await page.goto('/provider/my-analytics');
  const cards = page.getByRole('list', { name: /Daily figures/ }).getByRole('listitem');
  await expect(cards).toHaveCount(30);
  await expect(page.getByRole('table', { name: /Daily figures/ })).toHaveCount(0);

  const first = cards.first();
  await first.scrollIntoViewIfNeeded();
  await expect(first.getByRole('heading', { level: 4 })).toBeVisible();
  await expect(first.getByRole('term')).toHaveText([
    'Online',
    'Walk-ins',
    'Total',
    'Served',
    'No-shows',
    'Avg wait (min)',
    'Bookings',
    'Booking no-shows',
    'Paid in advance',
  ]);
  const width = page.viewportSize()!.width;
  for (const value of await first.getByRole('definition').all()) {
    const box = (await value.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  // Once the charts are drawn, nothing on the page makes it scroll sideways.
  await expect(
    page
      .getByRole('img', { name: /customers per day/i })
      .locator('svg .recharts-rectangle')
      .first(),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // The rest of the page is checked by the desktop journey; axe over all of it is most of this test's time.
  const axe = await new AxeBuilder({ page })
    .include('ol[aria-label^="Daily figures"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
