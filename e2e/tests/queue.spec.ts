import type { Page } from '@playwright/test';
import { submitJoinQueue } from '../fixtures/customer-form';
import { expect, test } from '../fixtures/test';

/**
 * An open Bengaluru clinic with a short demo queue that no other spec signs in as (a code for the
 * same address can only be asked again after 60 s). Its owner is {username}@kataar.test. The
 * journey calls everyone, so a second run (the phone project's) finds the queue empty.
 */
const PROVIDER = 'swasthya-clinic';
const PROVIDER_EMAIL = `${PROVIDER}@kataar.test`;

const widget = (page: Page) => page.getByRole('region', { name: 'Step In Line, Virtually!' });
const waiting = (page: Page) => page.getByRole('list', { name: 'Waiting customers' }).getByRole('button');

test.beforeEach(async ({ context }) => {
  // A chosen city keeps the location popup (which opens on a first visit) out of the way.
  await context.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Bengaluru')));
});

test('a consumer joins from the profile; the desk sees it live, calls them, and their widget celebrates @phone', async ({
  browser,
  page: consumer,
  loginAs,
  signIn,
}) => {
  test.setTimeout(90_000);
  const name = `Kavya ${Date.now() % 100_000}`;

  // The provider's desk, in a second browser context, open before anyone joins.
  const deskContext = await browser.newContext();
  await deskContext.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Bengaluru')));
  const desk = await deskContext.newPage();
  // The dashboard follows its own queue's event stream (not only the 5-second polling).
  const deskStream = desk.waitForResponse((r) => r.url().includes(`/queue/${PROVIDER}/events?token=`) && r.ok());
  await signIn(desk, PROVIDER_EMAIL);
  await desk.goto('/provider/dashboard');
  await expect(desk.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(
    desk.getByRole('navigation', { name: 'Provider' }).getByRole('link', { name: 'Dashboard' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(desk.getByRole('region', { name: 'Today' }).getByText('Customers today')).toBeVisible();
  await expect(waiting(desk).first().or(desk.getByText('Queue is empty'))).toBeVisible();
  const before = await waiting(desk).count();
  await deskStream;

  // The consumer opens the profile logged out: Join asks to log in first, and comes back here.
  const stream = consumer.waitForResponse((r) => r.url().includes(`/queue/${PROVIDER}/events?token=`) && r.ok());
  await consumer.goto(`/profile/${PROVIDER}`);
  await expect(widget(consumer).getByText('Not in queue')).toBeVisible();
  await expect(
    widget(consumer).getByText(before === 0 ? 'Queue is empty' : `People in queue: ${before}`),
  ).toBeVisible();
  await stream;
  await widget(consumer).getByRole('button', { name: 'Join Queue' }).click();
  await expect(consumer.getByText('Please login to join the queue')).toBeVisible();
  await expect(consumer.getByRole('dialog', { name: 'Get Started' })).toBeVisible();
  await loginAs(consumer, `kavya.${Date.now()}@example.in`);
  await expect(consumer).toHaveURL(new RegExp(`/profile/${PROVIDER}$`));

  // Logging in from 'Join Queue' reopens the Join Queue modal where the person left off.
  const modal = consumer.getByRole('dialog', { name: 'Join Queue' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await submitJoinQueue(consumer, { name, age: '29', phone: '9876501234', gender: 'Female' });
  const position = before + 1;
  await expect(widget(consumer).getByText('Your position', { exact: true })).toBeVisible();
  await expect(widget(consumer).getByRole('listitem', { name: `Position ${position} (you)` })).toBeVisible();
  await expect(widget(consumer).getByText(/Estimated wait: about \d+/)).toBeVisible();
  // The token the desk will call out, on the consumer's widget and on the desk's circle alike.
  const token = (await widget(consumer)
    .getByText(/^Token \d+$/)
    .textContent())!;
  await expect(widget(consumer).getByRole('button', { name: 'Leave Queue' })).toBeVisible();
  const celebrationsBefore = Number(await widget(consumer).getAttribute('data-celebrations'));

  // The desk sees the new circle without reloading.
  const circle = desk.getByRole('button', { name: `${name}, position ${position}, ${token}` });
  await expect(circle).toBeVisible();
  await circle.click();
  const details = desk.getByRole('dialog', { name: 'Customer Details' });
  await expect(details.getByText('29 years')).toBeVisible();
  await expect(details.getByText('+91 9876501234')).toBeVisible();
  await expect(details.getByText('Token', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    token.replace(/^Token /, ''),
  );
  await details.getByRole('button', { name: 'Close' }).click();

  // Calls everyone ahead, then the consumer.
  for (let called = 1; called <= position; called += 1) {
    await expect(waiting(desk).first()).toBeVisible();
    const first = (await waiting(desk).first().getAttribute('aria-label'))!.replace(/, position 1, Token \d+$/, '');
    await desk.getByRole('button', { name: 'POP', exact: true }).click();
    await expect(desk.getByText(`Next Customer: ${first}`)).toBeVisible();
    await expect(waiting(desk)).toHaveCount(before + 1 - called);
    if (called < position) {
      await expect(widget(consumer).getByText('Your position', { exact: true }).locator('..')).toContainText(
        String(position - called),
      );
    }
  }
  await expect(waiting(desk).and(desk.getByRole('button', { name: new RegExp(name) }))).toHaveCount(0);

  // The consumer's widget follows without a reload: not waiting any more, and confetti.
  await expect(widget(consumer).getByText('Not in queue')).toBeVisible();
  await expect(widget(consumer).getByRole('button', { name: 'Join Queue' })).toBeVisible();
  await expect
    .poll(async () => Number(await widget(consumer).getAttribute('data-celebrations')))
    .toBeGreaterThan(celebrationsBefore);
  await expect(consumer.locator('body > canvas')).toBeAttached();

  await deskContext.close();
});
