import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test';

/**
 * A demo provider no other journey logs in as (a code for one address can only be asked again
 * after 60 s). Demo data gives every provider five weeks of queue history before today.
 */
const PROVIDER_EMAIL = 'dr-sathes-clinic@kataar.test';

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
