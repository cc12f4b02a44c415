import type { AnalyticsDay } from '@kataar/shared/analytics';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { MEDIUM_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { csvFileName, dailyCsv, downloadText } from './csv';
import { DailyCards } from './daily-cards';
import { dailyFigures } from './daily-figures';
import { formatDay } from './format';

interface DailyTableProps {
  days: AnalyticsDay[];
  /** Today in India, for the export's file name. */
  today: string;
}

/**
 * The last 30 days, newest first: the charts' figures as text, and the CSV export. Ten columns do
 * not fit a phone, so below the `md` breakpoint each day is a card of the same figures instead.
 */
export function DailyTable({ days, today }: DailyTableProps) {
  const titleId = useId();
  const { t } = useTranslation('analytics');
  const wide = useMediaQuery(MEDIUM_SCREEN_QUERY);
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
      {wide ? <FiguresTable days={newestFirst} titleId={titleId} /> : <DailyCards days={newestFirst} />}
    </section>
  );
}

function FiguresTable({ days, titleId }: { days: AnalyticsDay[]; titleId: string }) {
  const { t } = useTranslation('analytics');
  const figures = dailyFigures(t);
  return (
    // Scrolls sideways if the screen is too narrow after all; focusable so keyboard users can scroll it too.
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={titleId}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3 align-bottom font-medium">
              {t('table.date')}
            </th>
            {figures.map((figure) => (
              <th key={figure.label} scope="col" className="px-3 py-2 text-right align-bottom font-medium">
                {figure.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-2 pr-3 font-medium whitespace-nowrap text-slate-900">
                <time dateTime={day.date}>{formatDay(day.date)}</time>
              </th>
              {figures.map((figure) => (
                <td
                  key={figure.label}
                  className={`px-3 py-2 text-right whitespace-nowrap tabular-nums ${figure.strong ? 'font-semibold text-slate-900' : ''}`}
                >
                  {figure.value(day)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
