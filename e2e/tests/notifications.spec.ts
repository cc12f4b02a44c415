import { expect, test } from '../fixtures/test';
import { test as testWithPush } from '../fixtures/push-browser';

// Playwright's usual browser contexts are off the record, where Chromium refuses push ("AbortError:
// Registration failed - permission denied", even with the notifications permission granted): what a
// person in a private window sees. The test after this one subscribes in a Chromium profile instead.
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

// Chromium's own push stack makes the subscription: a profile on disk, its GCM client talking to a
// local stand-in for Google's servers (fixtures/fake-gcm.ts). Delivery through Google's push
// service needs the internet; the API tests cover what the server sends to a push service.
testWithPush(
  'turning push on subscribes this browser through Chromium’s push service, and the server stores the subscription @phone',
  async ({ page, context, signIn, baseURL, gcm }) => {
    // A browser of its own, launched for this test, and GCM's start on top of the usual journey.
    testWithPush.slow();
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Pune')));
    const access = await signIn(page, 'push.device.e2e@kataar.test');
    await page.goto('/notifications');
    const push = page.getByRole('switch', { name: 'Push notifications on this device' });
    await expect(push).toHaveAttribute('aria-checked', 'false');

    // Chromium's GCM client takes some seconds to start before it registers (its
    // GCM.DelayedTaskControlledReadyTime histogram), so this waits for the page's call to the server.
    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/v1/api/push/subscriptions/') && r.request().method() === 'POST',
    );
    await push.click();
    expect((await stored).status()).toBe(201);
    await expect(push).toHaveAttribute('aria-checked', 'true');

    // Chromium registered with the push service for the server's VAPID key…
    const keyAnswer = (await (await page.request.get('/v1/api/push/public-key/')).json()) as {
      data: { public_key: string };
    };
    expect(gcm.registrations).toEqual([{ sender: keyAnswer.data.public_key, token: expect.any(String) }]);
    // …and the subscription the page holds is the one that registration made: the push service's
    // token on Google's push host (fcm.googleapis.com, or jmt17.google.com for builds other than
    // Chrome Stable), with keys Chromium made.
    const subscription = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.pushManager.getSubscription())?.toJSON();
    });
    const endpoint = new URL(subscription?.endpoint ?? '');
    expect(['fcm.googleapis.com', 'jmt17.google.com']).toContain(endpoint.hostname);
    expect(endpoint.pathname).toBe(`/fcm/send/${gcm.registrations[0]?.token ?? ''}`);
    expect(subscription?.keys).toEqual({ p256dh: expect.any(String), auth: expect.any(String) });

    // The server stored exactly this endpoint for this person: only then can it be removed.
    const removed = await page.request.delete('/v1/api/push/subscriptions/', {
      headers: { Authorization: `Bearer ${access}` },
      data: { endpoint: endpoint.href },
    });
    expect(removed.status()).toBe(200);
  },
);
