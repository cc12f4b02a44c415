import type { AnalyticsDay } from '@kataar/shared/analytics';
import { useTranslation } from 'react-i18next';
import { dailyFigures } from './daily-figures';
import { formatDay } from './format';

/**
 * The daily table as a phone shows it: a card per day, newest first, titled with the date, each
 * figure a label and its value, so nothing hides past the right edge of the screen.
 */
export function DailyCards({ days }: { days: AnalyticsDay[] }) {
  const { t } = useTranslation('analytics');
  const figures = dailyFigures(t);
  return (
    // Without list bullets, Safari drops the list role; saying it keeps "list, 30 items" for VoiceOver.
    <ol role="list" aria-label={t('table.caption')} className="mt-4 grid gap-3 sm:grid-cols-2">
      {days.map((day) => (
        <li key={day.date} className="rounded-2xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200/70">
          <h4 className="font-semibold text-slate-900">
            <time dateTime={day.date}>{formatDay(day.date)}</time>
          </h4>
          {/* One figure a row, label left and value right: long labels (Hindi's too) keep their line. */}
          <dl className="mt-0.5 divide-y divide-slate-200/70 text-sm">
            {figures.map((figure) => (
              <div key={figure.label} className="flex items-baseline justify-between gap-3 py-1">
                <dt className="text-slate-600">{figure.label}</dt>
                <dd
                  className={`text-right whitespace-nowrap text-slate-900 tabular-nums ${figure.strong ? 'font-semibold' : ''}`}
                >
                  {figure.value(day)}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
