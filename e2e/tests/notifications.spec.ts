import { expect, test } from '../fixtures/test';

// Headless Chromium cannot complete pushManager.subscribe: Playwright's browser contexts are
// off-the-record profiles, where Chromium refuses push ("AbortError: Registration failed -
// permission denied", even with the notifications and push permissions granted), and a persistent
// profile waits for a registration with Google's push service that this build cannot make. The
// request a push service receives and its decryption are covered by the API tests instead
// (notifications.test.ts), with a push endpoint of their own.
test('the Notifications page asks the service worker to subscribe, and its channel switches and test work', async ({
  page,
  context,
  signIn,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Pune')));
  await signIn(page, 'push.e2e@kataar.test');
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  // The production build's service worker, which shows pushed alerts, is installed and imports the push handler.
  const worker = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.scriptURL));
  expect(worker).toBe(`${baseURL}/sw.js`);
  expect((await page.request.get('/push-handler.js')).ok()).toBe(true);
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');

  const push = page.getByRole('switch', { name: 'Push notifications on this device' });
  await push.click();
  await expect(page.getByText('This browser cannot receive push notifications.')).toBeVisible();
  await expect(push).toHaveAttribute('aria-checked', 'false');

  const email = page.getByRole('switch', { name: 'E-mail' });
  await email.click();
  await expect(email).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(page.getByText('Turn on at least one channel first.')).toBeVisible();
  await email.click();
  await expect(email).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(page.getByText('Test notification sent')).toBeVisible();
});
