import type { CustomerAppointment } from '@kataar/shared/appointments';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../lib/session';
import { CONSUMER, loginAnswer } from '../../test/fake-auth-server';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { dayParts, formatTime } from './format';
import { MyAppointmentsPage } from './my-appointments-page';
import { appointment, ist, slotAt } from './test-data';
import { useHindi } from '../../test/i18n';

const HOUR = 3_600_000;
const at = (hours: number) => ({
  start: ist(Date.now() + hours * HOUR),
  end: ist(Date.now() + hours * HOUR + 900_000),
});

const LATER = appointment({ id: 'a-later', reference: 'LATER1', ...at(72) });
const SOON = appointment({
  id: 'a-soon',
  reference: 'SOON01',
  ...at(3),
  status: 'awaiting_payment',
  amount: 20_000,
  payment: 'upi_advance',
  upi_link: 'upi://pay?pa=sharmaclinic@okhdfc&am=200.00&cu=INR&tr=SOON01',
  hold_expires_at: ist(Date.now() + 10 * 60_000),
  can_reschedule: false,
});
const LAST_WEEK = appointment({
  id: 'a-old',
  reference: 'OLD001',
  ...at(-24 * 7),
  can_cancel: false,
  can_reschedule: false,
});
const CANCELLED = appointment({
  id: 'a-cancelled',
  reference: 'CANC01',
  ...at(48),
  status: 'cancelled',
  can_cancel: false,
  can_reschedule: false,
});
const NEW_SLOT = slotAt(96);

function renderPage(list: CustomerAppointment[]) {
  signIn(loginAnswer(CONSUMER));
  let mine = list;
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/v1/api/appointments/mine/') return jsonResponse({ data: mine });
    if (url.pathname === '/v1/api/appointments/a-later/cancel/' && method === 'POST') {
      const cancelled = { ...LATER, status: 'cancelled' as const, can_cancel: false, can_reschedule: false };
      mine = mine.map((a) => (a.id === 'a-later' ? cancelled : a));
      return jsonResponse({ data: cancelled });
    }
    if (url.pathname === '/v1/api/appointments/a-later/reschedule/' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as { start: string };
      if (body.start !== NEW_SLOT.start) return jsonResponse({ message: 'Choose one of the offered times.' }, 409);
      const moved = { ...LATER, start: NEW_SLOT.start, end: NEW_SLOT.end };
      mine = mine.map((a) => (a.id === 'a-later' ? moved : a));
      return jsonResponse({ data: moved });
    }
    if (url.pathname === '/v1/api/provider/sharma-clinic/slots/') {
      return jsonResponse({ data: url.searchParams.get('date') === NEW_SLOT.start.slice(0, 10) ? [NEW_SLOT] : [] });
    }
    if (url.pathname === '/v1/api/provider/sharma-clinic') return jsonResponse({ data: { horizon_days: 14 } });
    if (url.pathname === '/v1/api/appointments/a-soon/paid/') {
      return jsonResponse({ data: { ...SOON, status: 'payment_pending' } });
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  render(<Toaster />);
  renderWithProviders(<MyAppointmentsPage />, { path: '/appointments', initialEntries: ['/appointments'] });
  return { fetchMock, user: userEvent.setup() };
}

const card = (reference: string) => screen.getByText(`Booking ${reference}`).closest('li')!;

describe('My appointments', () => {
  it('says so when there are none', async () => {
    renderPage([]);
    expect(await screen.findByText('You have no appointments yet.')).toBeInTheDocument();
    // The layout holds the page's one main landmark.
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('lists upcoming ones soonest first, past ones latest first, and cancelled ones apart, with status, amount and reference', async () => {
    const CANCELLED_TODAY = { ...CANCELLED, id: 'a-cancelled-today', reference: 'CANC02', ...at(2) };
    const CANCELLED_LAST_MONTH = { ...CANCELLED, id: 'a-cancelled-old', reference: 'CANC03', ...at(-24 * 30) };
    renderPage([LAST_WEEK, LATER, CANCELLED_LAST_MONTH, CANCELLED, SOON, CANCELLED_TODAY]);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const past = screen.getByRole('region', { name: 'Past' });
    const cancelled = screen.getByRole('region', { name: 'Cancelled' });
    const references = (region: HTMLElement) =>
      within(region)
        .getAllByText(/^Booking /)
        .map((node) => node.textContent);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Upcoming',
      'Past',
      'Cancelled',
    ]);
    expect(references(upcoming)).toEqual(['Booking SOON01', 'Booking LATER1']);
    expect(references(past)).toEqual(['Booking OLD001']);
    // A booking cancelled for later today is neither coming nor over.
    expect(references(cancelled)).toEqual(['Booking CANC01', 'Booking CANC02', 'Booking CANC03']);
    expect(within(card('SOON01')).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(card('SOON01')).getByText('₹200')).toBeInTheDocument();
    expect(within(card('SOON01')).getByText(new RegExp(formatTime(SOON.start)))).toBeInTheDocument();
    expect(within(card('CANC01')).getByText('Cancelled')).toBeInTheDocument();
    // Only what each booking allows.
    expect(within(card('SOON01')).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(within(card('SOON01')).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(within(card('LATER1')).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(within(card('OLD001')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels after a confirmation, and the booking moves to Cancelled', async () => {
    const { user, fetchMock } = renderPage([LATER]);
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel this appointment?' });
    expect(confirm).toHaveTextContent('appointment at Sharma Family Clinic will be cancelled.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findByText('Appointment cancelled')).toBeInTheDocument();
    const cancelled = await screen.findByRole('region', { name: 'Cancelled' });
    expect(within(cancelled).getByText('Booking LATER1')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upcoming' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/v1/api/appointments/a-later/cancel/')).toBe(true);
  });

  it('"Keep it" leaves the booking alone', async () => {
    const { user, fetchMock } = renderPage([LATER]);
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/cancel/'))).toBe(false);
  });

  it('reschedules to a free slot chosen on the date strip', async () => {
    const { user, fetchMock } = renderPage([LATER]);
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a new time' });
    const { weekday, day, month } = dayParts(NEW_SLOT.start.slice(0, 10));
    await user.click(within(dialog).getByRole('button', { name: `${weekday} ${day} ${month}` }));
    await user.click(await within(dialog).findByRole('button', { name: formatTime(NEW_SLOT.start) }));
    await user.click(within(dialog).getByRole('button', { name: /^Move here/ }));
    expect(await screen.findByText('Appointment rescheduled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reschedule/'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ start: NEW_SLOT.start });
  });

  it('pays an awaiting booking: the UPI link, then "I have paid"', async () => {
    const { user } = renderPage([SOON]);
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay in advance' });
    expect(within(dialog).getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute('href', SOON.upi_link);
    await user.click(within(dialog).getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('Thanks! The provider will confirm your payment.')).toBeInTheDocument();
  });
});

describe('My appointments in Hindi', () => {
  it('shows the bookings, their status and the UPI payment in Hindi, with no English left', async () => {
    await useHindi();
    const { user } = renderPage([SOON, LAST_WEEK]);
    expect(await screen.findByRole('heading', { name: 'मेरे अपॉइंटमेंट' })).toBeInTheDocument();
    const upcoming = await screen.findByRole('region', { name: 'आने वाले' });
    expect(within(upcoming).getByText('भुगतान बाक़ी')).toBeInTheDocument();
    expect(within(upcoming).getByText('बुकिंग SOON01')).toBeInTheDocument();
    expect(within(upcoming).getByText(new RegExp(formatTime(SOON.start)))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'पिछले' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(
      /My appointments|Upcoming|Awaiting payment|Pay now|Open in Maps|Booking /,
    );

    await user.click(screen.getByRole('button', { name: 'अभी भुगतान करें' }));
    const dialog = screen.getByRole('dialog', { name: 'पहले से भुगतान करें' });
    expect(within(dialog).getByRole('link', { name: 'UPI ऐप से भुगतान करें' })).toHaveAttribute('href', SOON.upi_link);
    expect(within(dialog).getByText(/^आपका स्लॉट .+ मिनट के लिए रुका हुआ है$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'मैंने भुगतान कर दिया है' }));
    expect(await screen.findByText('धन्यवाद! सेवा प्रदाता आपके भुगतान की पुष्टि करेगा।')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/Date|Status|Add to calendar|Done|I have paid/);
  });
});
