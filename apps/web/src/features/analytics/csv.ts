import type { AnalyticsDay } from '@kataar/shared/analytics';

export const CSV_HEADER = [
  'date',
  'online',
  'walk_ins',
  'total',
  'served',
  'no_shows',
  'avg_wait_minutes',
  'bookings',
  'booking_no_shows',
  'advance_rupees',
] as const;

/**
 * The daily table as CSV (RFC 4180 line ends), oldest day first as the API sends it. Every cell is a
 * date or a number, so nothing needs quoting; a day nobody was called has an empty average.
 */
export function dailyCsv(days: AnalyticsDay[]): string {
  const rows = days.map((d) => [
    d.date,
    d.online,
    d.offline,
    d.online + d.offline,
    d.served,
    d.no_show,
    d.avg_wait_minutes ?? '',
    d.bookings,
    d.booking_no_shows,
    // Paise are exact; rupees with two decimals read right in a spreadsheet.
    (d.advance_paise / 100).toFixed(2),
  ]);
  return [CSV_HEADER, ...rows].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** kataar-analytics-YYYY-MM-DD.csv, dated with the day (India) of the export. */
export const csvFileName = (today: string): string => `kataar-analytics-${today}.csv`;

/** Hands the browser a file built in memory, as a download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
