import type { Locator, Page } from '@playwright/test';
import { fillCustomer, submitJoinQueue } from '../fixtures/customer-form';
import { expect, test } from '../fixtures/test';

/**
 * A demo clinic that starts closed with nobody waiting today (demo history ends yesterday), used by
 * no other spec, so today's figures are exactly what this journey does.
 */
const PROVIDER = 'mediwell-clinic';

/** The value shown under a figure's label in a <dl>. */
const figure = (root: Locator, label: string) =>
  root
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function addWalkIn(desk: Page, name: string) {
  await desk.getByRole('button', { name: '+ ADD' }).click();
  const form = desk.getByRole('dialog', { name: 'Customer Details' });
  await fillCustomer(form, { name, age: '41', phone: '9123456780', gender: 'Male' });
  await form.getByRole('button', { name: 'Add Patient' }).click();
  await expect(desk.getByText('Patient Added Successfully').first()).toBeVisible();
  await expect(form).toBeHidden();
}

test('a provider serves three people; the dashboard card and the analytics page show 3 served, 1 online and 2 walk-ins', async ({
  browser,
  page: desk,
  signIn,
}) => {
  test.setTimeout(120_000);
  await desk.context().addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Pune')));
  await signIn(desk, `${PROVIDER}@kataar.test`);
  await desk.goto('/provider/dashboard');
  const today = desk.getByRole('region', { name: 'Today' });
  await expect(figure(today, 'Customers today')).toHaveText('0');

  // Open for customers, then one person joins from their phone and two walk in.
  await desk.getByRole('switch', { name: 'Open for customers' }).click();
  await expect(desk.getByText('Available', { exact: true })).toBeVisible();
  const phoneContext = await browser.newContext();
  await phoneContext.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Pune')));
  const phone = await phoneContext.newPage();
  await signIn(phone, `served.${Date.now()}@example.in`);
  await phone.goto(`/profile/${PROVIDER}`);
  await phone.getByRole('button', { name: 'Join Queue' }).click();
  const modal = phone.getByRole('dialog', { name: 'Join Queue' });
  await expect(modal).toBeVisible();
  await submitJoinQueue(phone, { name: 'Ritu Online', age: '33', phone: '9876512345', gender: 'Female' });
  await phoneContext.close();

  await addWalkIn(desk, 'Walk In One');
  await addWalkIn(desk, 'Walk In Two');
  const waiting = desk.getByRole('list', { name: 'Waiting customers' }).getByRole('button');
  await expect(waiting).toHaveCount(3);

  // Serve all three.
  for (let served = 1; served <= 3; served++) {
    await desk.getByRole('button', { name: 'POP', exact: true }).click();
    await expect(waiting).toHaveCount(3 - served);
  }
  await expect(desk.getByText('Queue is empty')).toBeVisible();

  await expect(figure(today, 'Customers today')).toHaveText('3');
  await expect(figure(today, 'Served')).toHaveText('3');
  await expect(figure(today, 'Online')).toHaveText('1');
  await expect(figure(today, 'Offline \\(walk-in\\)')).toHaveText('2');

  await today.getByRole('link', { name: 'Analytics' }).click();
  await expect(desk).toHaveURL(/\/provider\/my-analytics$/);
  const main = desk.getByRole('main');
  await expect(figure(main, 'Customers today')).toHaveText('3');
  await expect(figure(main, 'Served')).toHaveText('3');
});
