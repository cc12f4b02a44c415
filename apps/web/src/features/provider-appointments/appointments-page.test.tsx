import type { ProviderAppointment } from '@kataar/shared/appointments';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../lib/session';
import { PROVIDER, loginAnswer } from '../../test/fake-auth-server';
import { FakeEventSource } from '../../test/fake-event-source';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { istToday } from '../../lib/ist-time';
import type { AppointmentDay } from './api/get-day';
import { AppointmentsPage } from './appointments-page';
import { booking, dayOf } from './test-data';
import { useHindi } from '../../test/i18n';

/** A day gone by: its bookings can no longer be checked in. */
const DATE = '2026-11-24';
const TODAY = istToday();
const hourFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
/** A booking of today, 10:30–10:45 in India: the only day the desk may check it in. */
const todays = (overrides: Partial<ProviderAppointment> = {}) =>
  booking({ start: `${TODAY}T10:30:00+05:30`, end: `${TODAY}T10:45:00+05:30`, ...overrides });

type Handler = (body: Record<string, unknown>) => Response;

/** The day view's API in memory: one day of bookings, settings readable unless `settingsStatus` says no. */
function fakeApi({
  days = {} as Record<string, AppointmentDay>,
  settingsStatus = 200,
  overrides = {} as Record<string, Handler>,
} = {}) {
  const state = { days: { ...days } };
  const find = (id: string): ProviderAppointment | undefined =>
    Object.values(state.days)
      .flatMap((d) => [...d.slots.flatMap((s) => s.bookings), ...d.outside_hours])
      .find((b) => b.id === id);
  const update = (id: string, change: Partial<ProviderAppointment>) => {
    for (const day of Object.values(state.days)) {
      for (const slot of day.slots) slot.bookings = slot.bookings.map((b) => (b.id === id ? { ...b, ...change } : b));
    }
    return find(id)!;
  };
  const fetchMock = mockFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/v1\/api/, '');
    const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    const override = overrides[`${method} ${path}`];
    if (override) return override(body);
    if (path === '/provider/me/') return jsonResponse({ data: { username: 'sharma-family-clinic' } });
    if (path === '/queue/sharma-family-clinic/stream-token/')
      return jsonResponse({ data: { token: 't1', expires_in: 60 } });
    if (path === '/provider/appointments/settings/') {
      return settingsStatus === 200
        ? jsonResponse({ data: { razorpay_available: false } })
        : jsonResponse({ message: 'You do not have permission to do this.' }, settingsStatus);
    }
    if (path === '/provider/appointments/') {
      const date = url.searchParams.get('date')!;
      return jsonResponse({ data: state.days[date] ?? { date, slots: [], outside_hours: [] } });
    }
    const action = /^\/provider\/appointments\/([^/]+)\/([a-z-]+)\/$/.exec(path);
    if (method === 'POST' && action) {
      const [, id, kind] = action;
      const status = {
        'check-in': 'checked_in',
        'undo-check-in': 'confirmed',
        'no-show': 'no_show',
        cancel: 'cancelled',
      }[kind!];
      if (kind === 'confirm-payment') {
        const before = find(id!)!;
        return jsonResponse({ data: update(id!, { status: 'confirmed', paid: before.amount }) });
      }
      const reason = typeof body.reason === 'string' ? body.reason : null;
      return jsonResponse({
        data: update(id!, { status: status as ProviderAppointment['status'], cancel_reason: reason }),
      });
    }
    return jsonResponse({ message: 'Route not found' }, 404);
  });
  const callsTo = (p: string) => fetchMock.mock.calls.filter(([u]) => String(u).includes(p));
  return { state, fetchMock, callsTo };
}

const renderDay = (date = DATE) => {
  signIn(loginAnswer(PROVIDER));
  render(<Toaster />);
  const user = userEvent.setup();
  const view = renderWithProviders(<AppointmentsPage />, {
    path: '/provider/appointments',
    initialEntries: [`/provider/appointments?date=${date}`],
  });
  return { user, ...view };
};

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

/** jsdom does not scroll: records the elements the page asks to bring into view. */
const watchScrolls = (): Element[] => {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  return scrolled;
};

describe('appointments day view', () => {
  it('lists each booking with phone link, age and gender, status and payment; flags one outside the hours', async () => {
    fakeApi({
      days: {
        [DATE]: dayOf(
          DATE,
          [
            booking(),
            booking({
              id: 'a2',
              consumer_name: 'Ravi Kumar',
              consumer_gender: 'male',
              consumer_age: 41,
              consumer_contact: '9123456789',
              status: 'payment_pending',
              payment: 'upi_advance',
              amount: 50_000,
            }),
          ],
          [booking({ id: 'a3', consumer_name: 'Meena Iyer', start: '2026-11-24T08:00:00+05:30', outside_hours: true })],
        ),
      },
    });
    renderDay();
    const asha = await screen.findByRole('listitem', { name: 'Asha Rao' });
    expect(within(asha).getByRole('link', { name: '+91 9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(asha).getByText('34 · Female')).toBeInTheDocument();
    expect(within(asha).getByText('Confirmed')).toBeInTheDocument();
    expect(within(asha).getByText('Pay at the visit')).toBeInTheDocument();
    expect(within(asha).queryByText('Outside your current hours')).not.toBeInTheDocument();

    const ravi = screen.getByRole('listitem', { name: 'Ravi Kumar' });
    expect(within(ravi).getByText('Payment to confirm')).toBeInTheDocument();
    expect(within(ravi).getByText('₹500 to confirm')).toBeInTheDocument();
    expect(within(ravi).getByRole('button', { name: 'Payment received' })).toBeInTheDocument();
    expect(within(ravi).queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();

    const slot = screen.getByRole('listitem', { name: '10:30–10:45' });
    expect(within(slot).getByText('2 of 2 booked')).toBeInTheDocument();
    const meena = screen.getByRole('listitem', { name: 'Meena Iyer' });
    expect(within(meena).getByText('Outside your current hours')).toBeInTheDocument();
  });

  it("an empty day says 'No bookings on this day.'", async () => {
    fakeApi();
    renderDay();
    expect(await screen.findByText('No bookings on this day.')).toBeInTheDocument();
    expect(screen.getByText('No appointment hours on this day.')).toBeInTheDocument();
  });

  it("an empty slot that is over reads 'Passed', one still ahead 'Free'", async () => {
    const slot = (start: number, end: number) => ({
      start: hourFromNow(start),
      end: hourFromNow(end),
      seats: 1,
      bookings: [],
    });
    const day = {
      ...dayOf(DATE, [booking()]),
      slots: [slot(-2, -1.75), slot(2, 2.25), ...dayOf(DATE, [booking()]).slots],
    };
    fakeApi({ days: { [DATE]: day } });
    renderDay();
    const [over, ahead] = await screen.findAllByRole('listitem', { name: /^\d\d:\d\d–\d\d:\d\d$/ });
    expect(within(over!).getByText('Passed')).toBeInTheDocument();
    expect(within(ahead!).getByText('Free')).toBeInTheDocument();
  });

  it('Check in marks the booking arrived in place, with the toast', async () => {
    const { callsTo } = fakeApi({ days: { [TODAY]: dayOf(TODAY, [todays()]) } });
    const { user } = renderDay(TODAY);
    const row = await screen.findByRole('listitem', { name: 'Asha Rao' });
    await user.click(within(row).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Checked in: added to the queue')).toBeInTheDocument();
    expect(within(row).getByText('Arrived')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
    expect(callsTo('/provider/appointments/a1/check-in/')).toHaveLength(1);
  });

  it('offers Check in only on the booking’s own day, not before it', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const day = dayOf(TODAY, [
      todays(),
      // A booking shown on today's page cannot be of another day; the rule is the booking's own date.
      booking({ id: 'a2', consumer_name: 'Tomorrow Person', start: tomorrow, end: tomorrow }),
    ]);
    fakeApi({ days: { [TODAY]: day } });
    renderDay(TODAY);
    const asha = await screen.findByRole('listitem', { name: 'Asha Rao' });
    expect(within(asha).getByRole('button', { name: 'Check in' })).toBeInTheDocument();
    const later = screen.getByRole('listitem', { name: 'Tomorrow Person' });
    expect(within(later).queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
    // Still confirmed, so it can be cancelled.
    expect(within(later).getByRole('button', { name: 'Cancel appointment' })).toBeInTheDocument();
  });

  it('offers no Check in on a day gone by', async () => {
    fakeApi({ days: { [DATE]: dayOf(DATE, [booking({ consumer_name: 'Gone By' })]) } });
    renderDay(DATE);
    const row = await screen.findByRole('listitem', { name: 'Gone By' });
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it('Undo in the check-in toast takes the check-in back: the booking is confirmed again', async () => {
    const { callsTo } = fakeApi({ days: { [TODAY]: dayOf(TODAY, [todays()]) } });
    const { user } = renderDay(TODAY);
    const row = await screen.findByRole('listitem', { name: 'Asha Rao' });
    await user.click(within(row).getByRole('button', { name: 'Check in' }));
    const toastText = await screen.findByText('Checked in: added to the queue');
    await user.click(within(toastText.closest('[role="status"]')!).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Check-in undone: out of the queue')).toBeInTheDocument();
    expect(callsTo('/provider/appointments/a1/undo-check-in/')).toHaveLength(1);
    await waitFor(() => expect(within(row).getByText('Confirmed')).toBeInTheDocument());
    expect(within(row).getByRole('button', { name: 'Check in' })).toBeInTheDocument();
  });

  it('a refused undo of a check-in shows the server’s sentence', async () => {
    fakeApi({
      days: { [TODAY]: dayOf(TODAY, [todays()]) },
      overrides: {
        'POST /provider/appointments/a1/undo-check-in/': () =>
          jsonResponse(
            { message: 'This person has already been called from the queue, so the check-in cannot be undone.' },
            409,
          ),
      },
    });
    const { user } = renderDay(TODAY);
    const row = await screen.findByRole('listitem', { name: 'Asha Rao' });
    await user.click(within(row).getByRole('button', { name: 'Check in' }));
    const toastText = await screen.findByText('Checked in: added to the queue');
    await user.click(within(toastText.closest('[role="status"]')!).getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('This person has already been called from the queue, so the check-in cannot be undone.'),
    ).toBeInTheDocument();
    expect(within(row).getByText('Arrived')).toBeInTheDocument();
  });

  it('today opens at the current time: the slot under way is scrolled to the top, past the ones that are over', async () => {
    const scrolled = watchScrolls();
    const slot = (start: number, end: number) => ({
      start: hourFromNow(start),
      end: hourFromNow(end),
      seats: 1,
      bookings: [],
    });
    const day = {
      date: TODAY,
      slots: [slot(-3, -2.5), slot(-2.5, -2), slot(-0.25, 0.25), slot(0.25, 0.75)],
      outside_hours: [],
    };
    fakeApi({ days: { [TODAY]: day } });
    renderDay(TODAY);
    const slots = await screen.findAllByRole('listitem', { name: /^\d\d:\d\d–\d\d:\d\d$/ });
    await waitFor(() => expect(scrolled).toEqual([slots[2]]));
  });

  it('another day opens at its top', async () => {
    const scrolled = watchScrolls();
    fakeApi({ days: { [DATE]: dayOf(DATE, [booking()]) } });
    renderDay(DATE);
    await screen.findByRole('listitem', { name: 'Asha Rao' });
    expect(scrolled).toEqual([]);
  });

  it('offers No-show only once the slot has started', async () => {
    fakeApi({
      days: {
        [DATE]: dayOf(DATE, [
          booking({ id: 'late', consumer_name: 'Late Comer', start: hourFromNow(-1), end: hourFromNow(-0.75) }),
          booking({ id: 'soon', consumer_name: 'Not Yet', start: hourFromNow(2), end: hourFromNow(2.25) }),
        ]),
      },
    });
    const { user } = renderDay();
    const late = await screen.findByRole('listitem', { name: 'Late Comer' });
    expect(
      within(screen.getByRole('listitem', { name: 'Not Yet' })).queryByRole('button', { name: 'No-show' }),
    ).toBeNull();
    await user.click(within(late).getByRole('button', { name: 'No-show' }));
    expect(await screen.findByText('Marked as no-show')).toBeInTheDocument();
    expect(within(late).getByText('No-show', { selector: 'span' })).toBeInTheDocument();
  });

  it('Cancel asks for a required reason and sends it', async () => {
    const { callsTo } = fakeApi({ days: { [DATE]: dayOf(DATE, [booking()]) } });
    const { user } = renderDay();
    const row = await screen.findByRole('listitem', { name: 'Asha Rao' });
    await user.click(within(row).getByRole('button', { name: 'Cancel appointment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByText('Please give a reason for the cancellation.')).toBeInTheDocument();
    expect(callsTo('/cancel/')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Doctor is unwell today');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('/provider/appointments/a1/cancel/')[0]![1]?.body))).toEqual({
      reason: 'Doctor is unwell today',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row).getByText('Doctor is unwell today')).toBeInTheDocument();
  });

  it('Payment received confirms a UPI payment; the row then reads paid', async () => {
    fakeApi({
      days: {
        [TODAY]: dayOf(TODAY, [todays({ status: 'payment_pending', payment: 'upi_advance', amount: 30_000 })]),
      },
    });
    const { user } = renderDay(TODAY);
    const row = await screen.findByRole('listitem', { name: 'Asha Rao' });
    await user.click(within(row).getByRole('button', { name: 'Payment received' }));
    expect(await screen.findByText('Payment confirmed')).toBeInTheDocument();
    expect(within(row).getByText('Paid ₹300')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Check in' })).toBeInTheDocument();
  });

  it("a refused action shows the server's sentence and leaves the row as it was", async () => {
    fakeApi({
      days: { [TODAY]: dayOf(TODAY, [todays()]) },
      overrides: {
        'POST /provider/appointments/a1/check-in/': () =>
          jsonResponse({ message: 'Only a confirmed appointment can be checked in.' }, 409),
      },
    });
    const { user } = renderDay(TODAY);
    const row = await screen.findByRole('listitem', { name: 'Asha Rao' });
    await user.click(within(row).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Only a confirmed appointment can be checked in.')).toBeInTheDocument();
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
  });

  it("refetches the shown day when the stream says a booking on it changed, and not for another day's", async () => {
    const { state, callsTo } = fakeApi({ days: { [DATE]: dayOf(DATE, []) } });
    renderDay();
    expect(await screen.findByText('No bookings on this day.')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.opened[0]!;
    expect(source.url).toBe('/v1/api/queue/sharma-family-clinic/events?token=t1');
    const fetched = () => callsTo('/provider/appointments/?date=').length;
    const before = fetched();

    act(() => source.emit('appointments', { date: '2026-11-25' }));
    state.days[DATE] = dayOf(DATE, [booking({ consumer_name: 'Booked From Phone' })]);
    act(() => source.emit('appointments', { date: DATE }));
    expect(await screen.findByRole('listitem', { name: 'Booked From Phone' })).toBeInTheDocument();
    expect(fetched()).toBe(before + 1);
  });

  it('moves between days with the arrow buttons; the date rides in the URL', async () => {
    // Far from today, so the URL keeps the date (today's view drops it).
    fakeApi({ days: { '2030-06-01': dayOf('2030-06-01', [booking({ consumer_name: 'Next Day Person' })]) } });
    const { user, router } = renderDay('2030-05-31');
    await screen.findByText('No bookings on this day.');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('listitem', { name: 'Next Day Person' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=2030-06-01');
    expect(screen.getByLabelText('Day')).toHaveValue('2030-06-01');
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2030-05-31'));
    expect(screen.getByLabelText('Day')).toHaveValue('2030-05-31');
  });

  it('links to the settings for the owner and managers only', async () => {
    fakeApi();
    renderDay();
    expect(await screen.findByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/provider/appointments/settings',
    );
  });

  it('a receptionist, refused the settings, sees no settings link', async () => {
    const { callsTo } = fakeApi({ settingsStatus: 403 });
    renderDay();
    await screen.findByText('No bookings on this day.');
    await waitFor(() => expect(callsTo('/provider/appointments/settings/').length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });
});

describe('appointments day view in Hindi', () => {
  it('shows the day, its bookings and the desk actions in Hindi', async () => {
    fakeApi({
      days: {
        [DATE]: dayOf(DATE, [
          booking(),
          booking({
            id: 'a2',
            consumer_name: 'Ravi Kumar',
            status: 'payment_pending',
            amount: 50_000,
            payment: 'upi_advance',
            consumer_gender: 'male',
          }),
        ]),
      },
    });
    await useHindi();
    renderDay();
    expect(await screen.findByRole('heading', { name: 'अपॉइंटमेंट' })).toBeInTheDocument();
    const asha = await screen.findByRole('listitem', { name: 'Asha Rao' });
    expect(within(asha).getByText('पक्का')).toBeInTheDocument();
    expect(within(asha).getByText(/महिला/)).toBeInTheDocument();
    expect(within(asha).getByRole('button', { name: 'अपॉइंटमेंट रद्द करें' })).toBeInTheDocument();
    const ravi = screen.getByRole('listitem', { name: 'Ravi Kumar' });
    expect(within(ravi).getByText('₹500 की पुष्टि बाक़ी')).toBeInTheDocument();
    expect(within(ravi).getByRole('button', { name: 'भुगतान मिल गया' })).toBeInTheDocument();
    expect(screen.getByText('2 में से 2 बुक')).toBeInTheDocument();
    expect(screen.getByText('मंगल, 24 नव॰ 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पिछला दिन' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Appointments|Confirmed|Check in|Payment received|booked|Female|Today/);
  });

  it('checks in and takes it back in Hindi', async () => {
    fakeApi({ days: { [TODAY]: dayOf(TODAY, [todays()]) } });
    await useHindi();
    const { user } = renderDay(TODAY);
    const asha = await screen.findByRole('listitem', { name: 'Asha Rao' });
    await user.click(within(asha).getByRole('button', { name: 'हाज़िरी लगाएँ' }));
    const toastText = await screen.findByText('हाज़िरी लग गई: कतार में जोड़ दिया गया');
    await user.click(within(toastText.closest('[role="status"]')!).getByRole('button', { name: 'वापस लें' }));
    expect(await screen.findByText('हाज़िरी वापस ली गई: कतार से हटा दिया गया')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Check|Undo|undone/);
  });
});
