import type { APIRequestContext, Page } from '@playwright/test';
import { indiaToday, openAllDay, providerApi } from '../fixtures/appointments';
import { openDeskForCustomers } from '../fixtures/desk';
import { expect, test } from '../fixtures/test';

/** A demo clinic no other spec uses; this journey rewrites its appointment settings. */
const PROVIDER = 'dhanvantari-clinic';
const UPI_ID = 'dhanvantari@okhdfc';

const istToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** The owner's settings through the UI: open all day every day, 3 seats, no cutoff, UPI in advance, ₹100. */
async function setUpBookings(desk: Page): Promise<void> {
  await desk.goto('/provider/appointments');
  await desk.getByRole('link', { name: 'Settings' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Appointment settings' })).toBeVisible();

  const take = desk.getByRole('switch', { name: 'Take bookings' });
  if ((await take.getAttribute('aria-checked')) !== 'true') await take.click();
  await expect(take).toHaveAttribute('aria-checked', 'true');

  const weekly = desk.getByRole('region', { name: 'Weekly hours' });
  const removeMonday = weekly.getByRole('button', { name: /^Remove these hours: Monday / });
  while ((await removeMonday.count()) > 0) await removeMonday.first().click();
  await weekly.getByRole('button', { name: 'Add hours: Monday' }).click();
  // Whatever the hour the suite runs at, today has free slots ahead.
  await weekly.getByLabel('Monday From 1').fill('00:00');
  await weekly.getByLabel('Monday To 1').fill('23:45');
  await weekly.getByRole('button', { name: 'Copy to every day: Monday' }).click();
  await expect(weekly.getByLabel('Sunday To 1')).toHaveValue('23:45');

  await desk.getByLabel('Slot length (minutes)').fill('15');
  await desk.getByLabel('Seats per slot').fill('3');
  await desk.getByLabel('Days ahead people may book').fill('14');
  await desk.getByLabel('Booking closes (minutes before the slot)').fill('0');

  const daysOff = desk.getByRole('region', { name: 'Days off' });
  const removeDayOff = daysOff.getByRole('button', { name: /^Remove / });
  while ((await removeDayOff.count()) > 0) await removeDayOff.first().click();

  await desk.getByRole('radio', { name: 'UPI in advance' }).check();
  await desk.getByRole('textbox', { name: /UPI ID/ }).fill(UPI_ID);
  await desk.getByRole('spinbutton', { name: /Booking fee/ }).fill('100');
  await desk.getByRole('button', { name: 'Save settings' }).click();
  await expect(desk.getByText('Appointment settings saved')).toBeVisible();
}

/** The customer's bearer token: the refresh cookie their sign-in left in the context, traded once. */
async function accessToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/v1/api/auth/token/refresh/', { data: {} });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { access: string }).access;
}

test('the owner opens bookings with UPI; a phone booking shows up live, the desk confirms the payment and checks in @phone', async ({
  browser,
  page: desk,
  signIn,
}) => {
  test.setTimeout(120_000);
  // Both projects, and a retry after a failed attempt, run against one server: each books its own
  // person, so the desk never shows an earlier attempt's row under the same name.
  const { project, retry } = test.info();
  const name = `Anita ${project.name}${retry > 0 ? ` retry ${retry}` : ''}`;
  await signIn(desk, `${PROVIDER}@kataar.test`);
  await openDeskForCustomers(desk);

  await setUpBookings(desk);
  await desk.getByRole('navigation', { name: 'Provider' }).getByRole('link', { name: 'Appointments' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();

  // The customer books the next free slot today from their phone, through the API.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signIn(phone, `booker.${test.info().project.name}.${Date.now()}@example.in`);
  const bearer = { Authorization: `Bearer ${await accessToken(phone.request)}` };
  const slotsAnswer = await phone.request.get(`/v1/api/provider/${PROVIDER}/slots/`, { params: { date: istToday() } });
  expect(slotsAnswer.ok()).toBe(true);
  const slots = ((await slotsAnswer.json()) as { data: { start: string; seats_left: number }[] }).data;
  const slot = slots.find((s) => s.seats_left > 0 && Date.parse(s.start) > Date.now() + 60_000);
  test.skip(!slot, 'No free slot is left today (the suite runs in the last minutes of the day in India).');
  const start = slot!.start;
  const clock = start.slice(11, 16);

  const booked = await phone.request.post('/v1/api/appointments/', {
    headers: bearer,
    data: {
      provider: PROVIDER,
      start,
      consumer_name: name,
      consumer_age: 31,
      consumer_contact: '9876500021',
      consumer_gender: 'female',
    },
  });
  expect(booked.status()).toBe(201);
  const appointment = ((await booked.json()) as { data: { id: string; status: string } }).data;
  expect(appointment.status).toBe('awaiting_payment');

  // The desk never reloads: the booking arrives through the live stream.
  const row = desk.getByRole('listitem', { name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Awaiting payment')).toBeVisible();
  await expect(row.getByText('₹100 due')).toBeVisible();

  const paid = await phone.request.post(`/v1/api/appointments/${appointment.id}/paid/`, { headers: bearer });
  expect(paid.ok()).toBe(true);
  await expect(row.getByText('Payment to confirm')).toBeVisible();

  await row.getByRole('button', { name: 'Payment received' }).click();
  await expect(desk.getByText('Payment confirmed').first()).toBeVisible();
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(row.getByText('Paid ₹100')).toBeVisible();

  await row.getByRole('button', { name: 'Check in' }).click();
  await expect(desk.getByText('Checked in: added to the queue').first()).toBeVisible();
  await expect(row.getByText('Arrived')).toBeVisible();

  // On the desk, the checked-in booking waits in the live queue with its slot time on its circle.
  await desk.getByRole('navigation', { name: 'Provider' }).getByRole('link', { name: 'Dashboard' }).click();
  const circle = desk
    .getByRole('list', { name: 'Waiting customers' })
    .getByRole('button', { name: new RegExp(`^${name}, position \\d+, Token \\d+, Appointment ${clock}$`) });
  await expect(circle).toBeVisible();
  await expect(circle).toContainText(`Appointment ${clock}`);
  await phoneContext.close();
});

/** An open clinic with an empty queue that no other spec signs in as or books with. */
const CHECK_IN_CLINIC = 'lifeline-family-clinic';

test('the desk checks a booking in only on its day, and Undo in the toast takes the check-in back @phone', async ({
  browser,
  page: desk,
  signIn,
}) => {
  test.setTimeout(120_000);
  const { project, retry } = test.info();
  const name = `Kabir ${project.name}${retry > 0 ? ` retry ${retry}` : ''}`;
  const access = await signIn(desk, `${CHECK_IN_CLINIC}@kataar.test`);
  const clinic = providerApi(desk.request, access);
  await clinic.saveSettings(openAllDay({ payment: 'at_visit' }));

  // The patient books the next free time today and the first one tomorrow, paid at the visit.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  const bearer = { Authorization: `Bearer ${await signIn(phone, `kabir.${project.name}.${Date.now()}@example.in`)}` };
  const slotsOf = async (date: string) => {
    const answer = await phone.request.get(`/v1/api/provider/${CHECK_IN_CLINIC}/slots/`, { params: { date } });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: { start: string; seats_left: number }[] }).data;
  };
  const today = indiaToday();
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const todays = (await slotsOf(today)).find((s) => s.seats_left > 0 && Date.parse(s.start) > Date.now() + 60_000);
  test.skip(!todays, 'No free slot is left today (the suite runs in the last minutes of the day in India).');
  const tomorrows = (await slotsOf(tomorrow)).find((s) => s.seats_left > 0);
  for (const start of [todays!.start, tomorrows!.start]) {
    const booked = await phone.request.post('/v1/api/appointments/', {
      headers: bearer,
      data: {
        provider: CHECK_IN_CLINIC,
        start,
        consumer_name: name,
        consumer_age: 40,
        consumer_contact: '9876500031',
        consumer_gender: 'male',
      },
    });
    expect(booked.status()).toBe(201);
  }
  await phoneContext.close();

  // The desk's day: the booking of today can be checked in.
  await openDeskForCustomers(desk);
  await desk.getByRole('navigation', { name: 'Provider' }).getByRole('link', { name: 'Appointments' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  const row = desk.getByRole('listitem', { name });
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Check in' })).toBeVisible();

  // Tomorrow's booking of the same person: confirmed, cancellable, but not to be checked in today.
  await desk.getByRole('button', { name: 'Next day' }).click();
  await expect(desk.getByLabel('Day', { exact: true })).toHaveValue(tomorrow);
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel appointment' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Check in' })).toHaveCount(0);

  // Today: check in, then Undo from the toast; the person is out of the queue and can be checked in again.
  await desk.getByRole('button', { name: 'Today' }).click();
  await expect(desk.getByLabel('Day', { exact: true })).toHaveValue(today);
  await row.getByRole('button', { name: 'Check in' }).click();
  const toast = desk.getByRole('status').filter({ hasText: 'Checked in: added to the queue' });
  await expect(row.getByText('Arrived')).toBeVisible();
  const waiting = async () => {
    const answer = await desk.request.get('/v1/api/queue/entries/', { headers: { Authorization: `Bearer ${access}` } });
    return ((await answer.json()) as { data: { consumer_name: string }[] }).data.map((e) => e.consumer_name);
  };
  expect(await waiting()).toContain(name);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(desk.getByText('Check-in undone: out of the queue')).toBeVisible();
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Check in' })).toBeVisible();
  expect(await waiting()).not.toContain(name);
});
