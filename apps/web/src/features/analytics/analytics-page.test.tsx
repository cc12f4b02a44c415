import { addDays, kolkataDate, type AnalyticsDay, type AnalyticsSummary } from '@kataar/shared/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { AnalyticsPage } from './analytics-page';
import { useHindi } from '../../test/i18n';
import { EMPTY_ANALYTICS_SUMMARY } from '@kataar/shared/analytics-fixtures';
import { mockScreenWidth } from '../../test/screen-width';

const today = kolkataDate();

const SUMMARY: AnalyticsSummary = {
  customers_today: 12,
  online: 8,
  offline: 4,
  served: 9,
  removed: 1,
  left: 2,
  no_show: 3,
  avg_wait_minutes: 12.5,
  p90_wait_minutes: 25,
  busiest_hours: [
    { hour: 10, count: 5 },
    { hour: 17, count: 3 },
  ],
  bookings: 7,
  booking_no_shows: 1,
  booking_no_show_rate: 0.2,
  advance_paise: 150_050,
};

/** 30 days ending today; the first two days have visitors, the rest are empty except today. */
const days = (filled: boolean): AnalyticsDay[] =>
  Array.from({ length: 30 }, (_, i) => {
    const date = addDays(today, i - 29);
    const none = { bookings: 0, booking_no_shows: 0, advance_paise: 0 };
    if (!filled) return { date, online: 0, offline: 0, served: 0, no_show: 0, avg_wait_minutes: null, ...none };
    if (i === 0) return { date, online: 3, offline: 1, served: 4, no_show: 1, avg_wait_minutes: 7.5, ...none };
    if (i === 29) {
      const booked = { bookings: 5, booking_no_shows: 1, advance_paise: 60_000 };
      return { date, online: 8, offline: 4, served: 9, no_show: 3, avg_wait_minutes: 12.5, ...booked };
    }
    return { date, online: 0, offline: 0, served: 0, no_show: 0, avg_wait_minutes: null, ...none };
  });

const hours = (filled: boolean) =>
  Array.from({ length: 24 }, (_, hour) => ({ hour, count: filled && hour === 10 ? 6 : 0 }));

interface Answers {
  summary?: () => Response | Promise<Response>;
  daily?: () => Response | Promise<Response>;
  hourly?: () => Response | Promise<Response>;
}

function serve(answers: Answers = {}, filled = true) {
  return mockFetch((url) => {
    if (url.pathname === '/v1/api/analytics/summary/') return answers.summary?.() ?? jsonResponse({ data: SUMMARY });
    if (url.pathname === '/v1/api/analytics/daily/') return answers.daily?.() ?? jsonResponse({ data: days(filled) });
    if (url.pathname === '/v1/api/analytics/hourly/')
      return answers.hourly?.() ?? jsonResponse({ data: hours(filled) });
    return jsonResponse({ message: 'Not found' }, 404);
  });
}

const renderPage = () =>
  renderWithProviders(<AnalyticsPage />, {
    path: '/provider/my-analytics',
    initialEntries: ['/provider/my-analytics'],
  });

/** The figure a summary tile shows under its label. */
function tile(label: string): string {
  const summary = screen.getByRole('region', { name: 'Summary' });
  const term = within(summary).getByText((_, el) => el?.tagName === 'DT' && el.textContent === label);
  return term.nextElementSibling?.textContent ?? '';
}

const summaryCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/v1/api/analytics/summary/')
    .map((url) => `${url.searchParams.get('from')}..${url.searchParams.get('to')}`);

describe('AnalyticsPage', () => {
  it('shows loading states while the figures are on their way', async () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    renderPage();
    const loading = await screen.findAllByRole('status');
    expect(loading.map((status) => status.textContent)).toEqual(['Loading summary...', 'Loading your last 30 days...']);
    expect(screen.getByRole('heading', { level: 1, name: 'My analytics' })).toBeInTheDocument();
    expect(document.title).toBe('My analytics · Kataar');
  });

  it("shows today's summary in its tiles", async () => {
    const fetchMock = serve();
    renderPage();
    await screen.findByText('Customers today');
    expect(tile('Customers today')).toBe('12');
    expect(tile('Online')).toBe('8');
    expect(tile('Walk-ins')).toBe('4');
    expect(tile('Served')).toBe('9');
    expect(tile('No-shows')).toBe('3');
    expect(tile('Average wait')).toBe('12.5 min');
    expect(tile('90% waited under')).toBe('25 min');
    const busiest = within(screen.getByRole('region', { name: 'Summary' })).getAllByRole('listitem');
    expect(busiest.map((item) => item.textContent)).toEqual(['10 AM – 11 AM5 arrivals', '5 PM – 6 PM3 arrivals']);
    expect(screen.getByText('1 removed · 2 left the queue')).toBeInTheDocument();
    expect(tile('Bookings')).toBe('7');
    expect(tile('Booking no-shows')).toBe('1');
    expect(screen.getByText('20% of booked slots that started')).toBeInTheDocument();
    expect(tile('Paid in advance')).toBe('₹1,500.50');
    expect(summaryCalls(fetchMock)).toEqual([`${today}..${today}`]);
  });

  it('asks for the period picked in the range picker', async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    renderPage();
    await screen.findByText('Customers today');

    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(summaryCalls(fetchMock)).toContain(`${addDays(today, -6)}..${today}`));
    expect(await screen.findByText('Customers')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() => expect(summaryCalls(fetchMock)).toContain(`${addDays(today, -29)}..${today}`));

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const form = screen.getByRole('form', { name: 'Custom period' });
    const from = within(form).getByLabelText('From');
    const to = within(form).getByLabelText('To');
    await user.clear(from);
    await user.type(from, addDays(today, -3));
    await user.clear(to);
    await user.type(to, addDays(today, -10));
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByText('The start date must be on or before the end date.')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');

    await user.clear(to);
    await user.type(to, addDays(today, -1));
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(summaryCalls(fetchMock)).toContain(`${addDays(today, -3)}..${addDays(today, -1)}`));
    expect(summaryCalls(fetchMock)).not.toContain(`${addDays(today, -3)}..${addDays(today, -10)}`);
  });

  it('says what failed and loads again on Try again', async () => {
    mockScreenWidth(1280);
    const user = userEvent.setup();
    let summaryFails = true;
    let dailyFails = true;
    serve({
      summary: () =>
        summaryFails ? jsonResponse({ message: 'Summary is down' }, 503) : jsonResponse({ data: SUMMARY }),
      daily: () => (dailyFails ? jsonResponse({ message: 'Daily is down' }, 503) : jsonResponse({ data: days(true) })),
    });
    renderPage();

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Could not load the summary'),
      expect.stringContaining('Could not load your last 30 days'),
    ]);
    expect(alerts[0]).toHaveTextContent('Summary is down');
    expect(alerts[1]).toHaveTextContent('Daily is down');

    summaryFails = false;
    dailyFails = false;
    for (const alert of alerts) await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Customers today');
    expect(await screen.findByRole('table', { name: /Daily figures/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('welcomes a provider with no visits instead of drawing empty charts', async () => {
    serve({ summary: () => jsonResponse({ data: EMPTY_ANALYTICS_SUMMARY }) }, false);
    renderPage();
    expect(await screen.findByText('No visits yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your queue' })).toHaveAttribute('href', '/provider/dashboard');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(tile('Customers today')).toBe('0');
    expect(tile('Average wait')).toBe('—');
    expect(tile('Paid in advance')).toBe('₹0');
    expect(screen.getByText('No booked slot has started yet')).toBeInTheDocument();
    expect(screen.getByText('No arrivals yet')).toBeInTheDocument();
  });

  it('lists the 30 days newest first, with charts described in text', async () => {
    mockScreenWidth(1280);
    serve();
    renderPage();
    const table = await screen.findByRole('table', { name: /Daily figures/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8', '4', '12', '9', '3', '12.5', '5', '1', '₹600']);
    expect(within(rows[29]!).getByRole('rowheader')).toHaveTextContent(
      new RegExp(String(Number(addDays(today, -29).slice(8)))),
    );
    expect(await screen.findByRole('img', { name: /customers per day/i })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /average wait/i })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /served and the no-shows per day/i })).toBeInTheDocument();
    expect(screen.getByText('13 people served in 30 days; 4 no-shows (24% of those called).')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /appointments booked and the booked no-shows/i })).toBeInTheDocument();
    expect(screen.getByText('5 bookings in 30 days, 1 no-show; ₹600 paid in advance.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /arrivals per hour/i })).toBeInTheDocument();
    expect(screen.getByText(/16 customers in 30 days, 69% online/)).toBeInTheDocument();
    expect(screen.getByText('Most people arrive 10 AM – 11 AM (6 arrivals in 30 days).')).toBeInTheDocument();
  });

  it('downloads the daily table as CSV', async () => {
    const user = userEvent.setup();
    serve();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:kataar-test';
    });
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs: stand in for them for this test only.
    const real = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => void Object.assign(URL, real));
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(downloads).toEqual([`kataar-analytics-${today}.csv blob:kataar-test`]);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const lines = (await blobs[0]!.text()).split('\r\n');
    expect(lines).toHaveLength(32);
    expect(lines[0]).toBe(
      'date,online,walk_ins,total,served,no_shows,avg_wait_minutes,bookings,booking_no_shows,advance_rupees',
    );
    expect(lines[1]).toBe(`${addDays(today, -29)},3,1,4,4,1,7.5,0,0,0.00`);
    expect(lines[2]).toBe(`${addDays(today, -28)},0,0,0,0,0,,0,0,0.00`);
    expect(lines[30]).toBe(`${today},8,4,12,9,3,12.5,5,1,600.00`);
    expect(lines[31]).toBe('');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:kataar-test'));
  });
});

describe('AnalyticsPage in Hindi', () => {
  it('names the figures, charts and the daily table in Hindi', async () => {
    mockScreenWidth(1280);
    serve();
    await useHindi();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'मेरे आँकड़े', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('आज के ग्राहक')).toBeInTheDocument();
    expect(screen.getByText('12.5 मिनट')).toBeInTheDocument();
    expect(screen.getByText('₹1,500.50')).toBeInTheDocument();
    expect(screen.getAllByText('सुबह 10 – सुबह 11')[0]).toBeInTheDocument();
    expect(screen.getByText('5 लोग आए')).toBeInTheDocument();
    await screen.findByRole('table', { name: /रोज़ाना आँकड़े/ });
    // The charts' chunk (Recharts) may be loading for the first time in this file.
    expect(await screen.findByRole('heading', { name: 'हर दिन के ग्राहक' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/^30 दिनों में 16 ग्राहक, 69% ऑनलाइन।/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'वॉक-इन' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(
      /My analytics|Customers|Summary|Walk-ins|Average wait|Download CSV|Last 30 days|Busiest| min\b| AM/,
    );
  });
});
