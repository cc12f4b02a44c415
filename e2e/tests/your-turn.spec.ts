import type { Page } from '@playwright/test';
import { submitJoinQueue } from '../fixtures/customer-form';
import { expect, test } from '../fixtures/test';

/**
 * An open Lucknow clinic with a short demo queue that no other spec signs in as (a code for the
 * same address can only be asked again after 60 s). The desk calls everyone up to the consumer, so
 * a second run (the phone project's) finds only its own consumer left to call.
 */
const PROVIDER = 'healing-touch-clinic';
const BUSINESS = 'Healing Touch Clinic';
const CITY = 'Lucknow';

const widget = (page: Page) => page.getByRole('region', { name: 'Step In Line, Virtually!' });
const waiting = (page: Page) => page.getByRole('list', { name: 'Waiting customers' }).getByRole('button');
const banner = (page: Page) => page.getByRole('complementary', { name: 'My queue' });

test.beforeEach(async ({ context }) => {
  // A chosen city keeps the location popup (which opens on a first visit) out of the way.
  await context.addInitScript((city) => window.localStorage.setItem('selectedCity', JSON.stringify(city)), CITY);
});

test('a waiting consumer follows their place on every page and sees "It\'s your turn" when the desk calls @phone', async ({
  browser,
  page: consumer,
  signIn,
}) => {
  test.setTimeout(90_000);
  const name = `Imran ${Date.now() % 100_000}`;

  // The desk, in a second browser context.
  const deskContext = await browser.newContext();
  await deskContext.addInitScript((city) => window.localStorage.setItem('selectedCity', JSON.stringify(city)), CITY);
  const desk = await deskContext.newPage();
  await signIn(desk, `${PROVIDER}@kataar.test`);
  await desk.goto('/provider/dashboard');
  await expect(waiting(desk).first().or(desk.getByText('Queue is empty'))).toBeVisible();
  const before = await waiting(desk).count();

  // The consumer joins from the profile.
  await signIn(consumer, `imran.${Date.now()}@example.in`);
  const stream = consumer.waitForResponse((r) => r.url().includes(`/queue/${PROVIDER}/events?token=`) && r.ok());
  await consumer.goto(`/profile/${PROVIDER}`);
  await stream;
  await widget(consumer).getByRole('button', { name: 'Join Queue' }).click();
  await submitJoinQueue(consumer, { name, age: '41', phone: '9876505678', gender: 'Male' });
  const position = before + 1;
  await expect(widget(consumer).getByRole('listitem', { name: `Position ${position} (you)` })).toBeVisible();
  const token = (await widget(consumer)
    .getByText(/^Token \d+$/)
    .textContent())!;
  // The place shows in the tab title, for a tab in the background.
  await expect(consumer).toHaveTitle(`(${position}) ${BUSINESS} · Kataar`);

  // On another page, the My queue banner names the queue, the place and the token, and leads back.
  await consumer.getByRole('link', { name: 'Kataar home' }).click();
  await expect(banner(consumer)).toContainText(BUSINESS);
  await expect(banner(consumer)).toContainText(`You are number ${position} · ${token}`);
  await consumer.screenshot({ path: test.info().outputPath('my-queue-banner.png') });
  await banner(consumer).getByRole('link').click();
  await expect(consumer).toHaveURL(new RegExp(`/profile/${PROVIDER}$`));
  await expect(widget(consumer).getByText(token, { exact: true })).toBeVisible();
  await expect(banner(consumer)).toHaveCount(0);

  // The desk calls everyone ahead, then the consumer.
  for (let called = 1; called <= position; called += 1) {
    await expect(waiting(desk)).toHaveCount(before + 1 - called + 1);
    await desk.getByRole('button', { name: 'POP', exact: true }).click();
    await expect(desk.getByText(/^Next Customer: /).last()).toBeVisible();
  }
  await expect(waiting(desk).and(desk.getByRole('button', { name: new RegExp(name) }))).toHaveCount(0);

  // The consumer's page, not reloaded, says so at once.
  const card = consumer.getByRole('alert').filter({ hasText: `It's your turn at ${BUSINESS}` });
  await expect(card).toBeVisible({ timeout: 2_000 });
  await expect(card).toContainText(token);
  await expect(card).toContainText('Please go to the desk');
  await consumer.screenshot({ path: test.info().outputPath('your-turn-card.png') });
  await card.getByRole('button', { name: 'Dismiss' }).click();
  await expect(card).toHaveCount(0);
  await expect(widget(consumer).getByText('Not in queue')).toBeVisible();

  await deskContext.close();
});
