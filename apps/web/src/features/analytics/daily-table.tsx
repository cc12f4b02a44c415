import type { AnalyticsDay } from '@kataar/shared/analytics';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { csvFileName, dailyCsv, downloadText } from './csv';
import { formatDay, formatMoney, formatShortDay } from './format';

interface DailyTableProps {
  days: AnalyticsDay[];
  /** Today in India, for the export's file name. */
  today: string;
}

/** The last 30 days, newest first: the charts' figures as text, and the CSV export. */
export function DailyTable({ days, today }: DailyTableProps) {
  const titleId = useId();
  const { t } = useTranslation('analytics');
  const newestFirst = [...days].reverse();
  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={titleId} className="text-base font-bold text-slate-900">
            {t('table.title')}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t('table.hint')}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => downloadText(csvFileName(today), dailyCsv(days))}>
          <Download aria-hidden="true" className="size-4" />
          {t('table.download')}
        </Button>
      </div>
      {/* Scrolls sideways if a screen is too narrow after all; focusable so keyboard users can scroll it too. */}
      <div
        className="mt-4 -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
      >
        <table className="w-full text-left text-[13px] sm:text-sm">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-1.5 align-bottom font-medium sm:pr-3">
                {t('table.date')}
              </th>
              {[
                t('table.online'),
                t('table.walkIns'),
                t('table.total'),
                t('table.served'),
                t('table.noShows'),
                t('table.avgWait'),
                t('table.bookings'),
                t('table.bookingNoShows'),
                t('table.paidInAdvance'),
              ].map((heading) => (
                <th key={heading} scope="col" className="px-1.5 py-2 text-right align-bottom font-medium sm:px-3">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((day) => (
              <tr key={day.date} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-1.5 font-medium whitespace-nowrap text-slate-900 sm:pr-3">
                  <time dateTime={day.date}>
                    <span className="sm:hidden">{formatShortDay(day.date)}</span>
                    <span className="hidden sm:inline">{formatDay(day.date)}</span>
                  </time>
                </th>
                <td className="px-1.5 py-2 text-right sm:px-3 tabular-nums">{day.online}</td>
                <td className="px-1.5 py-2 text-right sm:px-3 tabular-nums">{day.offline}</td>
                <td className="px-1.5 py-2 text-right sm:px-3 font-semibold text-slate-900 tabular-nums">
                  {day.online + day.offline}
                </td>
                <td className="px-1.5 py-2 text-right sm:px-3 tabular-nums">{day.served}</td>
                <td className="px-1.5 py-2 text-right sm:px-3 tabular-nums">{day.no_show}</td>
                <td className="px-1.5 py-2 text-right sm:px-3 whitespace-nowrap tabular-nums">
                  {day.avg_wait_minutes ?? '—'}
                </td>
                <td className="px-1.5 py-2 text-right sm:px-3 tabular-nums">{day.bookings}</td>
                <td className="px-1.5 py-2 text-right sm:px-3 tabular-nums">{day.booking_no_shows}</td>
                <td className="px-1.5 py-2 text-right sm:px-3 whitespace-nowrap tabular-nums">
                  {formatMoney(day.advance_paise)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
