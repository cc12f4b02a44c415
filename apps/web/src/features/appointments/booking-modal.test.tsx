import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeRedirect } from '../../lib/login-popup';
import { getSession, signIn } from '../../lib/session';
import { CONSUMER, loginAnswer } from '../../test/fake-auth-server';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { BookingAction } from './booking-action';
import { BookingModal, type BookableProvider } from './booking-modal';
import { addDays, dayParts, formatDate, formatTime, indiaToday } from './format';
import { BOOKABLE, appointment, ist, slotAt } from './test-data';

const UPI_LINK =
  'upi://pay?pa=sharmaclinic@okhdfc&pn=Sharma%20Family%20Clinic&am=200.00&cu=INR&tn=Booking%20K7Q4M2&tr=K7Q4M2';

const FREE = slotAt(24);
const FULL = slotAt(25, 0);
const PAST = slotAt(-2);

interface Server {
  book?: (body: Record<string, unknown>) => Response;
}

/** The contract's answers: slots per day (FREE, FULL and PAST on their own days), booking, payment. */
function fakeServer({ book }: Server = {}) {
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/v1/api/provider/sharma-clinic/slots/') {
      const date = url.searchParams.get('date');
      const day = (slot: { start: string }) => slot.start.slice(0, 10) === date;
      return jsonResponse({ data: [PAST, FREE, FULL].filter(day) });
    }
    if (url.pathname === '/v1/api/appointments/' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      if (book) return book(body);
      return jsonResponse(
        {
          data: appointment({
            status: 'awaiting_payment',
            start: String(body.start),
            end: FREE.end,
            amount: 20_000,
            payment: 'upi_advance',
            upi_link: UPI_LINK,
            hold_expires_at: ist(Date.now() + 15 * 60_000),
          }),
        },
        201,
      );
    }
    if (url.pathname.endsWith('/paid/') && method === 'POST') {
      return jsonResponse({ data: appointment({ status: 'payment_pending', amount: 20_000, payment: 'upi_advance' }) });
    }
    if (url.pathname === '/v1/api/push/public-key/') {
      return jsonResponse({ data: { public_key: null, whatsapp_available: false } });
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
}

function renderModal(provider: BookableProvider = BOOKABLE, server: Server = {}) {
  signIn(loginAnswer(CONSUMER));
  const fetchMock = fakeServer(server);
  const onClose = vi.fn();
  renderWithProviders(
    <BookingModal provider={provider} whatsappAvailable={false} onLoginNeeded={vi.fn()} onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Book appointment' });
  return { dialog, fetchMock, onClose, user: userEvent.setup() };
}

const dayButton = (date: string) => {
  const { weekday, day, month } = dayParts(date);
  return `${weekday} ${day} ${month}`;
};

async function fillDetails(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Asha Rao');
  await user.type(within(dialog).getByRole('textbox', { name: 'Age' }), '31');
  await user.type(within(dialog).getByRole('textbox', { name: 'Phone Number' }), '9876543210');
  await user.click(within(dialog).getByRole('radio', { name: 'Female' }));
}

/** From the opened modal to the details form with FREE chosen. */
async function chooseFreeSlot(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(dialog).getByRole('button', { name: dayButton(FREE.start.slice(0, 10)) }));
  await user.click(await within(dialog).findByRole('button', { name: formatTime(FREE.start) }));
}

afterEach(() => vi.restoreAllMocks());

describe('Booking modal', () => {
  it('opens on a strip of days from today to the horizon, and says when a day has no slots', async () => {
    const { dialog, user } = renderModal();
    const strip = within(dialog).getByRole('group', { name: 'Choose a day' });
    const days = within(strip).getAllByRole('button');
    // Today and the 14 days of the horizon.
    expect(days).toHaveLength(15);
    expect(days[0]).toHaveAccessibleName(dayButton(indiaToday()));
    expect(days[0]).toHaveAttribute('aria-pressed', 'true');
    const empty = addDays(indiaToday(), 5);
    await user.click(within(strip).getByRole('button', { name: dayButton(empty) }));
    expect(await within(dialog).findByText('No slots this day')).toBeInTheDocument();
  });

  it('offers a free slot, shows a full one disabled, and leaves out one that has passed', async () => {
    const { dialog, user } = renderModal();
    await user.click(within(dialog).getByRole('button', { name: dayButton(PAST.start.slice(0, 10)) }));
    // The only slot of that day is over: not "Full", not there at all.
    expect(await within(dialog).findByText('No slots this day')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: new RegExp(`^${formatTime(PAST.start)}`) })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: dayButton(FULL.start.slice(0, 10)) }));
    const full = await within(dialog).findByRole('button', { name: `${formatTime(FULL.start)}Full` });
    expect(full).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: dayButton(FREE.start.slice(0, 10)) }));
    expect(await within(dialog).findByRole('button', { name: formatTime(FREE.start) })).toBeEnabled();
  });

  it('books with the Join Queue fields, then shows the UPI button, amount, reference and hold; "I have paid" confirms', async () => {
    const { dialog, user, fetchMock } = renderModal();
    await chooseFreeSlot(dialog, user);
    expect(within(dialog).getByText(`${formatDate(FREE.start)}, ${formatTime(FREE.start)}`)).toBeInTheDocument();
    await fillDetails(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));

    const payDialog = await screen.findByRole('dialog', { name: 'Pay in advance' });
    const booked = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(booked[1]?.body))).toEqual({
      consumer_name: 'Asha Rao',
      consumer_age: 31,
      consumer_contact: '9876543210',
      consumer_gender: 'female',
      provider: 'sharma-clinic',
      start: FREE.start,
    });
    expect(within(payDialog).getByText('₹200')).toBeInTheDocument();
    expect(within(payDialog).getByText('Booking K7Q4M2')).toBeInTheDocument();
    expect(within(payDialog).getByText(/^Your slot is held for 1[45]:\d\d$/)).toBeInTheDocument();
    // A phone opens the link in a UPI app; no QR code.
    expect(within(payDialog).getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute('href', UPI_LINK);
    expect(within(payDialog).queryByTestId('upi-qr')).not.toBeInTheDocument();

    await user.click(within(payDialog).getByRole('button', { name: 'I have paid' }));
    const done = await screen.findByRole('dialog', { name: 'Sharma Family Clinic' });
    expect(within(done).getByText('Appointment booked')).toBeInTheDocument();
    expect(within(done).getByText('Thanks! The provider will confirm your payment.')).toBeInTheDocument();
    expect(within(done).getByText('Payment to confirm')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=18.5074%2C73.8077',
    );
    expect(within(done).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    const paid = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/paid/'))!;
    expect(String(paid[0])).toBe(`/v1/api/appointments/${appointment().id}/paid/`);
  });

  it('shows the UPI link as a QR code on a large screen', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: true,
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) satisfies MediaQueryList,
    );
    const { dialog, user } = renderModal();
    await chooseFreeSlot(dialog, user);
    await fillDetails(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    const payDialog = await screen.findByRole('dialog', { name: 'Pay in advance' });
    expect(within(payDialog).getByRole('img', { name: 'Scan with any UPI app to pay' })).toBeInTheDocument();
    expect(within(payDialog).queryByRole('link', { name: 'Pay with UPI app' })).not.toBeInTheDocument();
  });

  it('nothing due in advance: straight to the confirmation, with the date, time and address', async () => {
    const { dialog, user } = renderModal(BOOKABLE, {
      book: (body) => jsonResponse({ data: appointment({ start: String(body.start), end: FREE.end }) }, 201),
    });
    await chooseFreeSlot(dialog, user);
    await fillDetails(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    const done = await screen.findByRole('dialog', { name: 'Sharma Family Clinic' });
    expect(within(done).getByText(formatDate(FREE.start))).toBeInTheDocument();
    expect(within(done).getByText(`${formatTime(FREE.start)} – ${formatTime(FREE.end)}`)).toBeInTheDocument();
    expect(within(done).getByText('4 Karve Road, Kothrud, Pune 411038')).toBeInTheDocument();
    expect(within(done).getByText('Confirmed')).toBeInTheDocument();
  });

  it('keeps a 409 sentence in the form, and a 400 field error under its field', async () => {
    const taken = 'This slot has just been taken. Please choose another time.';
    let answer = jsonResponse({ message: taken, errors: { non_field_errors: [taken] } }, 409);
    const { dialog, user } = renderModal(BOOKABLE, { book: () => answer });
    await chooseFreeSlot(dialog, user);
    await fillDetails(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(taken);

    answer = jsonResponse(
      {
        message: 'Some of the values sent are not valid.',
        errors: { consumer_contact: ['Please enter a valid 10-digit phone number'] },
      },
      400,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pays through Razorpay Checkout when the provider uses it, and the server verifies the signature', async () => {
    signIn(loginAnswer(CONSUMER));
    const opened: { handler: (r: unknown) => void; order_id: string; key: string }[] = [];
    window.Razorpay = vi.fn(function (this: unknown, options: (typeof opened)[number]) {
      return { open: () => opened.push(options) };
    }) as unknown as typeof window.Razorpay;
    const awaiting = appointment({ status: 'awaiting_payment', amount: 50_000, payment: 'razorpay' });
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname.endsWith('/slots/')) return jsonResponse({ data: [FREE] });
      if (url.pathname === '/v1/api/appointments/') return jsonResponse({ data: awaiting }, 201);
      if (url.pathname === '/v1/api/payments/razorpay/order/') {
        expect(JSON.parse(String(init?.body))).toEqual({ appointment_id: awaiting.id });
        return jsonResponse({ data: { order_id: 'order_123', amount: 50_000, currency: 'INR', key_id: 'rzp_test_1' } });
      }
      if (url.pathname === '/v1/api/payments/razorpay/verify/') {
        return jsonResponse({ data: { ...awaiting, status: 'confirmed' } });
      }
      return jsonResponse({ message: 'Not found' }, 404);
    });
    renderWithProviders(
      <BookingModal
        provider={{
          ...BOOKABLE,
          payment: 'razorpay',
          razorpay_key_id: 'rzp_test_1',
          razorpay_checkout_url: 'https://checkout.example.test/v1/checkout.js',
        }}
        whatsappAvailable={false}
        onLoginNeeded={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Book appointment' });
    await chooseFreeSlot(dialog, user);
    await fillDetails(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await user.click(await screen.findByRole('button', { name: 'Pay online' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({ order_id: 'order_123', key: 'rzp_test_1' });
    act(() =>
      opened[0]!.handler({
        razorpay_order_id: 'order_123',
        razorpay_payment_id: 'pay_456',
        razorpay_signature: 'sig',
      }),
    );
    expect(await screen.findByText('Appointment booked')).toBeInTheDocument();
    const verify = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/verify/'))!;
    expect(JSON.parse(String(verify[1]?.body))).toEqual({
      appointment_id: awaiting.id,
      razorpay_order_id: 'order_123',
      razorpay_payment_id: 'pay_456',
      razorpay_signature: 'sig',
    });
    delete window.Razorpay;
  });

  it('"Add to calendar" downloads the .ics with the session\'s bearer', async () => {
    const { dialog, user, fetchMock } = renderModal(BOOKABLE, {
      book: (body) => jsonResponse({ data: appointment({ start: String(body.start) }) }, 201),
    });
    const createObjectURL = vi.fn((blob: Blob) => (blob.size ? 'blob:calendar' : ''));
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await chooseFreeSlot(dialog, user);
    await fillDetails(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    fetchMock.mockImplementation(async () => new Response('BEGIN:VCALENDAR', { status: 200 }));
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toBe(`/v1/api/appointments/${appointment().id}/ics`);
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${getSession().access}`);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('BEGIN:VCALENDAR');
    expect(clicked.mock.contexts[0]).toHaveProperty('download', `appointment-K7Q4M2.ics`);
  });
});

describe('Book appointment button', () => {
  it('signed out, it opens the login popup and reopens the booking once the person has logged in', async () => {
    const showLoginPopup = vi.fn();
    window.showLoginPopup = showLoginPopup;
    fakeServer();
    render(<Toaster />);
    renderWithProviders(<BookingAction provider={BOOKABLE} />, {
      path: '/profile/:username',
      initialEntries: ['/profile/sharma-clinic'],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(showLoginPopup).toHaveBeenCalled();
    expect(await screen.findByText('Please log in to book an appointment')).toBeInTheDocument();
    expect(takeRedirect()).toBe('/profile/sharma-clinic');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => signIn(loginAnswer(CONSUMER)));
    expect(await screen.findByRole('dialog', { name: 'Book appointment' })).toBeInTheDocument();
  });

  it('an expired session at "Confirm booking" keeps the chosen slot and the typed details across the login', async () => {
    window.showLoginPopup = vi.fn();
    signIn(loginAnswer(CONSUMER));
    fakeServer({
      // The refresh is refused too (the fake answers 404), so the session ends: a 401 reaches the form.
      book: () => jsonResponse({ message: 'Authentication required' }, 401),
    });
    renderWithProviders(<BookingAction provider={BOOKABLE} />, {
      path: '/profile/:username',
      initialEntries: ['/profile/sharma-clinic'],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book appointment' });
    await chooseFreeSlot(dialog, user);
    await fillDetails(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.showLoginPopup).toHaveBeenCalled();

    act(() => signIn(loginAnswer(CONSUMER, 2)));
    const again = await screen.findByRole('dialog', { name: 'Book appointment' });
    expect(within(again).getByText(`${formatDate(FREE.start)}, ${formatTime(FREE.start)}`)).toBeInTheDocument();
    expect(within(again).getByRole('textbox', { name: 'Phone Number' })).toHaveValue('9876543210');
  });
});
