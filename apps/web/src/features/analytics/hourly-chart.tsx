import type { AnalyticsHourCount } from '@kataar/shared/analytics';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './chart-figure';
import { AXIS_TICK, CHART_COLORS, CHART_HEIGHT, chartAnimation } from './chart-theme';
import { formatHour, formatHourSpan } from './format';

/** Arrivals by hour of the day over the last 30 days, with the same figures in a table on request. */
export function HourlyChart({ hours }: { hours: AnalyticsHourCount[] }) {
  const { t } = useTranslation('analytics');
  const rows = hours.map((h) => ({ ...h, label: formatHour(h.hour) }));
  const peak = rows.reduce((best, row) => (row.count > best.count ? row : best), rows[0]!);

  return (
    <ChartFigure
      className="lg:col-span-2"
      title={t('hourly.title')}
      label={t('hourly.label')}
      finding={t('hourly.finding', {
        span: formatHourSpan(peak.hour),
        arrivals: t('counts.arrivals', { count: peak.count }),
      })}
      footer={<HourlyTable rows={hours} />}
    >
      <BarChart
        data={rows}
        responsive
        style={{ width: '100%', height: CHART_HEIGHT }}
        margin={{ top: 8, right: 8, bottom: 0, left: -8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
        <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} interval="equidistantPreserveStart" />
        <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={40} />
        <Tooltip
          cursor={{ fill: CHART_COLORS.cursor }}
          labelFormatter={(_label, payload) => {
            const hour = (payload?.[0]?.payload as { hour?: number } | undefined)?.hour;
            return hour === undefined ? '' : formatHourSpan(hour);
          }}
        />
        <Bar
          dataKey="count"
          name={t('hourly.series')}
          fill={CHART_COLORS.hour}
          radius={[3, 3, 0, 0]}
          isAnimationActive={chartAnimation()}
        />
      </BarChart>
    </ChartFigure>
  );
}

function HourlyTable({ rows }: { rows: AnalyticsHourCount[] }) {
  const { t } = useTranslation('analytics');
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700 hover:text-brand-800">
        {t('hourly.tableToggle')}
      </summary>
      <table className="mt-2 w-full max-w-sm text-left">
        <caption className="sr-only">{t('hourly.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-1.5 font-medium">
              {t('hourly.hour')}
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              {t('hourly.arrivals')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.hour} className="border-b border-slate-100">
              <th scope="row" className="py-1 font-normal text-slate-700">
                {formatHourSpan(row.hour)}
              </th>
              <td className="py-1 text-right text-slate-900 tabular-nums">{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
