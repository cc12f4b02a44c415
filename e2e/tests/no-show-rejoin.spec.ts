import type { Page } from '@playwright/test';
import { fillCustomer, submitJoinQueue } from '../fixtures/customer-form';
import { openDeskForCustomers } from '../fixtures/desk';
import { expect, test } from '../fixtures/test';

/** A demo provider no other spec uses; it may have people waiting from the demo data. */
const PROVIDER = 'suraksha-clinic';

const pune = (page: Page) =>
  page.context().addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Pune')));

test('a no-show rejoins at their old place: ahead of a later walk-in, with the same token @phone', async ({
  browser,
  page: desk,
  signIn,
}) => {
  test.setTimeout(120_000);
  // Both projects run against one server: each has its own Nina, who may still wait from the other run.
  const nina = `Nina ${test.info().project.name}`;
  await pune(desk);
  await signIn(desk, `${PROVIDER}@kataar.test`);
  await openDeskForCustomers(desk);

  // The consumer joins from their phone, in a context of their own.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await pune(phone);
  await signIn(phone, `noshow.${Date.now()}@example.in`);
  await phone.goto(`/profile/${PROVIDER}`);
  await phone.getByRole('button', { name: 'Join Queue' }).click();
  await submitJoinQueue(phone, { name: nina, age: '29', phone: '9876500011', gender: 'Female' });
  const widget = phone.getByRole('region', { name: 'Step In Line, Virtually!' });
  await expect(widget.getByText('Your position', { exact: true })).toBeVisible();
  const token = (await widget.getByText(/^Token \d+$/).textContent())!;

  // Someone walks in after her.
  await desk.getByRole('button', { name: '+ ADD' }).click();
  const form = desk.getByRole('dialog', { name: 'Customer Details' });
  await fillCustomer(form, { name: 'Walk Later', age: '50', phone: '9123456701', gender: 'Male' });
  await form.getByRole('button', { name: 'Add Patient' }).click();
  await expect(form).toBeHidden();

  // The desk calls people until Nina is called.
  const waiting = desk.getByRole('list', { name: 'Waiting customers' }).getByRole('button');
  const ninaWaiting = waiting.filter({ hasText: nina });
  await expect(ninaWaiting).toHaveCount(1);
  while ((await ninaWaiting.count()) > 0) {
    const before = await waiting.count();
    await desk.getByRole('button', { name: 'POP', exact: true }).click();
    await expect(waiting).toHaveCount(before - 1);
  }
  // Her phone calls her to the desk.
  await expect(phone.getByRole('alert').filter({ hasText: "It's your turn" })).toBeVisible();
  const called = desk.getByRole('region', { name: 'Called' });
  const markNina = called.getByRole('button', { name: `No-show: ${nina}, ${token}` });
  await expect(markNina).toBeVisible();

  // She does not come: the desk marks her a no-show, and her phone says so in one voice, with her place
  // offered back at once as the action of the sticky bar (not Join Queue, which would put her last).
  await markNina.click();
  await desk
    .getByRole('alertdialog', { name: 'Mark as no-show?' })
    .getByRole('button', { name: 'Mark no-show' })
    .click();
  await expect(desk.getByText('Marked as no-show').first()).toBeVisible();
  await expect(markNina).toBeHidden();
  await expect(widget.getByRole('heading', { name: 'You missed your turn' })).toBeVisible();
  await expect(phone.getByText(/your turn at|go to the desk/i)).toHaveCount(0);
  const bar = phone.getByTestId('queue-action-bar');
  await expect(bar).toContainText('You missed your turn');
  await expect(bar.getByText(/^Your place is kept for (10:00|0\d:\d\d)$/)).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Join Queue' })).toHaveCount(0);
  const rejoin = bar.getByRole('button', { name: 'Rejoin at my old place' });
  await expect(rejoin).toBeInViewport();

  await rejoin.click();
  await expect(phone.getByText('You are back at your old place in the queue.')).toBeVisible();
  await expect(widget.getByText('Your position', { exact: true })).toBeVisible();
  await expect(widget.getByText(token, { exact: true })).toBeVisible();

  // On the desk, live: Nina first, ahead of the walk-in who came after her, with her token.
  await expect(waiting.first()).toHaveAccessibleName(`${nina}, position 1, ${token}`);
  await expect(waiting.nth(1)).toHaveAccessibleName(/^Walk Later, position 2, Token \d+$/);
  await phoneContext.close();
});
