import { expect, test } from '../fixtures/test';

const PROVIDER = 'sharma-family-clinic';

test.beforeEach(async ({ page }) => {
  // A chosen city keeps the location popup (which opens on a first visit) out of the way.
  await page.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Pune')));
});

test('a session ended elsewhere does not break a provider page: it opens signed out @phone', async ({
  page,
  signIn,
}) => {
  await signIn(page, `stale.${Date.now()}@example.in`);
  // The session ends on the server (a logout on another device); this browser still remembers the user.
  const ended = await page.request.post('/v1/api/auth/logout/', { data: {} });
  expect(ended.ok()).toBe(true);

  await page.goto(`/profile/${PROVIDER}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Sharma Family Clinic' })).toBeVisible();
  await expect(page.getByText('Provider not found')).toHaveCount(0);
  await expect(page.getByText('Authentication required')).toHaveCount(0);
  // Signed out quietly: the header offers Login, and no login popup covers the page.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
});
