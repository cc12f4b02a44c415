import { providerApi, chooseFirstFreeSlot, indiaToday, openAllDay, openBooking } from '../fixtures/appointments';
import { fillCustomer } from '../fixtures/customer-form';
import { signInThroughApi } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

/**
 * Open Pune providers with short demo queues that no other spec signs in as (a code for the same
 * address can only be asked again after 60 s). Their appointment settings are set here through the API.
 */
const PROVIDER = 'kesh-kala-hair-studio';
const BUSINESS = 'Kesh Kala Hair Studio';
const DENTIST = 'kulkarni-dental-clinic';

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Pune')));
});

test('a customer books with UPI and says they paid; the desk confirms, checks them in and calls them from the queue @phone', async ({
  browser,
  page: customer,
  signIn,
  mailbox,
}) => {
  test.setTimeout(150_000);
  // Both projects run against one server: each has its own customer.
  const name = `Ritu ${test.info().project.name} ${Date.now() % 100_000}`;
  const isPhone = test.info().project.name === 'phone';

  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const desk = await deskContext.newPage();
  await desk.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Pune')));
  const access = await signInThroughApi(desk, mailbox, `${PROVIDER}@kataar.test`);
  const api = providerApi(desk.request, access);
  await api.saveSettings(openAllDay({ payment: 'upi_advance', upi_id: 'keshkala@okhdfc', booking_fee: 150 }));
  await desk.goto('/provider/dashboard');
  const open = desk.getByRole('switch', { name: 'Open for customers' });
  await expect(open).toBeVisible();
  if ((await open.getAttribute('aria-checked')) !== 'true') await open.click();
  await expect(open).toHaveAttribute('aria-checked', 'true');

  // The customer books a free time and fills in the Join Queue details.
  await signIn(customer, `booker.${Date.now()}@example.in`);
  const booking = await openBooking(customer, PROVIDER);
  await chooseFirstFreeSlot(booking);
  await fillCustomer(booking, { name, age: '34', phone: '9876500021', gender: 'Female' });
  await booking.getByRole('button', { name: 'Confirm booking' }).click();

  // The advance: ₹150 by UPI, an app link on a phone and a QR code on a larger screen.
  const pay = customer.getByRole('dialog', { name: 'Pay in advance' });
  await expect(pay.getByText('₹150')).toBeVisible();
  await expect(pay.getByText(/^Booking [A-Z0-9]+$/)).toBeVisible();
  await expect(pay.getByText(/^Your slot is held for 1[45]:\d\d$/)).toBeVisible();
  if (isPhone) {
    await expect(pay.getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute(
      'href',
      /^upi:\/\/pay\?pa=keshkala@okhdfc&.*am=150(\.00)?&.*cu=INR/,
    );
  } else {
    await expect(pay.getByRole('img', { name: 'Scan with any UPI app to pay' })).toBeVisible();
  }
  await pay.getByRole('button', { name: 'I have paid' }).click();
  const done = customer.getByRole('dialog', { name: BUSINESS });
  await expect(done.getByText('Appointment booked')).toBeVisible();
  await expect(done.getByText('Thanks! The provider will confirm your payment.')).toBeVisible();
  await expect(done.getByText('Payment to confirm')).toBeVisible();
  await done.getByRole('button', { name: 'Done' }).click();

  // The desk sees the claim, confirms the money came, and checks the customer in on arrival.
  const mine = (await api.bookings(indiaToday())).find((b) => b.consumer_name === name);
  // A run late in the evening books tomorrow; then check-in is not open yet, and the journey ends here.
  test.skip(!mine, 'Booked a later day: no slot was left today');
  expect(mine!.status).toBe('payment_pending');
  expect((await api.act(mine!.id, 'confirm-payment')).status).toBe('confirmed');
  expect((await api.act(mine!.id, 'check-in')).status).toBe('checked_in');

  await customer.goto('/appointments');
  await expect(customer.getByText('Arrived', { exact: true })).toBeVisible();

  // In the live queue now: the desk calls people until the customer is called.
  await customer.goto(`/profile/${PROVIDER}`);
  const widget = customer.getByRole('region', { name: 'Step In Line, Virtually!' });
  await expect(widget.getByText('Your position', { exact: true })).toBeVisible();
  const waiting = desk.getByRole('list', { name: 'Waiting customers' }).getByRole('button');
  const hers = waiting.filter({ hasText: name });
  await expect(hers).toHaveCount(1);
  while ((await hers.count()) > 0) {
    const before = await waiting.count();
    await desk.getByRole('button', { name: 'POP', exact: true }).click();
    await expect(waiting).toHaveCount(before - 1);
  }
  await expect(customer.getByRole('alert').filter({ hasText: `It's your turn at ${BUSINESS}` })).toBeVisible();
  await deskContext.close();
});

test('a customer reschedules a booking and then cancels it from My appointments @phone', async ({
  browser,
  page: customer,
  signIn,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const name = `Kabir ${test.info().project.name} ${Date.now() % 100_000}`;
  // The owner sets the hours up in a context of their own.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const access = await signInThroughApi(owner, mailbox, `${DENTIST}@kataar.test`);
  await providerApi(owner.request, access).saveSettings(openAllDay({ payment: 'at_visit' }));
  await ownerContext.close();
  await signIn(customer, `rebooker.${Date.now()}@example.in`);

  // Nothing due in advance: the booking is confirmed at once.
  const booking = await openBooking(customer, DENTIST);
  const first = await chooseFirstFreeSlot(booking);
  await fillCustomer(booking, { name, age: '41', phone: '9876500031', gender: 'Male' });
  await booking.getByRole('button', { name: 'Confirm booking' }).click();
  const done = customer.getByRole('dialog', { name: /Kulkarni/ });
  await expect(done.getByText('Appointment booked')).toBeVisible();
  await expect(done.getByText('Confirmed')).toBeVisible();
  await expect(done.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\//,
  );
  const download = customer.waitForEvent('download');
  await done.getByRole('button', { name: 'Add to calendar' }).click();
  expect((await download).suggestedFilename()).toMatch(/^appointment-[A-Z0-9]+\.ics$/);
  const reference = (await done.getByText(/^Booking [A-Z0-9]+$/).textContent())!;
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(done).toBeHidden();
  // Closing the dialog takes its history entry back off; navigating before that lands would be undone.
  await customer.waitForFunction(() => !(history.state as { kataarOverlay?: number } | null)?.kataarOverlay);

  // My appointments.
  await customer.goto('/appointments');
  const card = customer.getByRole('listitem').filter({ hasText: reference });
  await expect(card.getByText('Confirmed')).toBeVisible();
  await expect(card.getByText(first, { exact: false })).toBeVisible();

  // Reschedule to another free time.
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const move = customer.getByRole('dialog', { name: 'Choose a new time' });
  const second = await chooseFirstFreeSlot(move, [first]);
  await move.getByRole('button', { name: 'Move here' }).click();
  await expect(customer.getByText('Appointment rescheduled')).toBeVisible();
  await expect(move).toBeHidden();
  await expect(card.getByText(second, { exact: false })).toBeVisible();

  // Cancel, after saying so; the booking moves to Cancelled.
  await card.getByRole('button', { name: 'Cancel appointment' }).click();
  const confirm = customer.getByRole('alertdialog', { name: 'Cancel this appointment?' });
  await confirm.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(customer.getByText('Appointment cancelled')).toBeVisible();
  const cancelled = customer.getByRole('region', { name: 'Cancelled' });
  await expect(cancelled.getByRole('listitem').filter({ hasText: reference }).getByText('Cancelled')).toBeVisible();
});
