import { addDays, type AnalyticsDay } from '@kataar/shared/analytics';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHindi } from '../../test/i18n';
import { mockScreenWidth } from '../../test/screen-width';
import { DailyTable } from './daily-table';

const TODAY = '2026-11-24';

/** 30 days oldest first, as the API gives them: each day different, one without a call, one with money. */
const DAYS: AnalyticsDay[] = Array.from({ length: 30 }, (_, i) => ({
  date: addDays(TODAY, i - 29),
  online: i,
  offline: i % 4,
  served: Math.max(0, i - 1),
  no_show: i % 3,
  avg_wait_minutes: i === 29 ? null : 5 + i / 2,
  bookings: i % 5,
  booking_no_shows: i % 2,
  advance_paise: i === 29 ? 150_050 : i * 10_000,
}));

const renderTable = () => render(<DailyTable days={DAYS} today={TODAY} />);

/** Each day of the table as its date and the figures under their column headings. */
function tableDays(): Record<string, string>[] {
  const table = screen.getByRole('table', { name: /Daily figures/ });
  const headings = within(table)
    .getAllByRole('columnheader')
    .map((heading) => heading.textContent);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      const figures = cells.map((cell, i) => [headings[i + 1]!, cell.textContent ?? '']);
      return { [headings[0]!]: within(row).getByRole('rowheader').textContent ?? '', ...Object.fromEntries(figures) };
    });
}

/** Each card as its title and the figures under their labels. */
function cardDays(): Record<string, string>[] {
  const list = screen.getByRole('list', { name: /Daily figures/ });
  return within(list)
    .getAllByRole('listitem')
    .map((card) => {
      const labels = within(card).getAllByRole('term');
      const figures = labels.map((label) => [label.textContent ?? '', label.nextElementSibling?.textContent ?? '']);
      return {
        Date: within(card).getByRole('heading', { level: 4 }).textContent ?? '',
        ...Object.fromEntries(figures),
      };
    });
}

describe('DailyTable', () => {
  it('on a phone, shows a card per day, newest first, titled with its date, instead of the table', () => {
    mockScreenWidth(390);
    renderTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(
      screen.getByRole('list', { name: 'Daily figures, the last 30 days, newest first' }),
    ).getAllByRole('listitem');
    expect(cards).toHaveLength(30);
    expect(within(cards[0]!).getByRole('heading', { level: 4, name: 'Tue, 24 Nov' })).toBeInTheDocument();
    expect(within(cards[29]!).getByRole('heading', { level: 4, name: 'Mon, 26 Oct' })).toBeInTheDocument();
    expect(cardDays()[0]).toEqual({
      Date: 'Tue, 24 Nov',
      Online: '29',
      'Walk-ins': '1',
      Total: '30',
      Served: '28',
      'No-shows': '2',
      'Avg wait (min)': '—',
      Bookings: '4',
      'Booking no-shows': '1',
      'Paid in advance': '₹1,500.50',
    });
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('on a wide screen, shows the table, and the cards on a phone hold the same figures', () => {
    mockScreenWidth(1280);
    const { unmount } = renderTable();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    const table = tableDays();
    expect(table).toHaveLength(30);
    expect(table[1]).toMatchObject({ Date: 'Mon, 23 Nov', 'Avg wait (min)': '19', 'Paid in advance': '₹2,800' });
    unmount();

    mockScreenWidth(390);
    renderTable();
    expect(cardDays()).toEqual(table);
  });

  it('switches between the cards and the table as the screen crosses the md breakpoint', () => {
    const screenSize = mockScreenWidth(390);
    renderTable();
    expect(screen.getByRole('list', { name: /Daily figures/ })).toBeInTheDocument();

    act(() => screenSize.resize(768));
    expect(screen.getByRole('table', { name: /Daily figures/ })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    act(() => screenSize.resize(767));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: /Daily figures/ })).toBeInTheDocument();
  });

  it('labels the cards in Hindi', async () => {
    mockScreenWidth(390);
    await useHindi();
    renderTable();
    const list = screen.getByRole('list', { name: 'रोज़ाना आँकड़े, पिछले 30 दिन, नए पहले' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'ऑनलाइन',
      'वॉक-इन',
      'कुल',
      'सेवा मिली',
      'नहीं आए',
      'औसत इंतज़ार (मिनट)',
      'बुकिंग',
      'बुकिंग करके नहीं आए',
      'पहले से भुगतान',
    ]);
    expect(within(first).getByText('₹1,500.50')).toBeInTheDocument();
  });
});
