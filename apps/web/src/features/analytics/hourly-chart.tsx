import { plural } from '@kataar/shared/plural';
import type { AnalyticsHourCount } from '@kataar/shared/analytics';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './chart-figure';
import { AXIS_TICK, CHART_COLORS, CHART_HEIGHT, chartAnimation } from './chart-theme';
import { formatHour, formatHourSpan } from './format';

/** Arrivals by hour of the day over the last 30 days, with the same figures in a table on request. */
export function HourlyChart({ hours }: { hours: AnalyticsHourCount[] }) {
  const rows = hours.map((h) => ({ ...h, label: formatHour(h.hour) }));
  const peak = rows.reduce((best, row) => (row.count > best.count ? row : best), rows[0]!);

  return (
    <ChartFigure
      className="lg:col-span-2"
      title="Arrivals by hour of day"
      label="Bar chart of arrivals per hour of the day over the last 30 days. The table under the chart has the same numbers."
      finding={`Most people arrive ${formatHourSpan(peak.hour)} (${plural(peak.count, 'arrival')} in 30 days).`}
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
          name="Arrivals"
          fill={CHART_COLORS.hour}
          radius={[3, 3, 0, 0]}
          isAnimationActive={chartAnimation()}
        />
      </BarChart>
    </ChartFigure>
  );
}

function HourlyTable({ rows }: { rows: AnalyticsHourCount[] }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700 hover:text-brand-800">
        Arrivals by hour as a table
      </summary>
      <table className="mt-2 w-full max-w-sm text-left">
        <caption className="sr-only">Arrivals by hour of day, the last 30 days</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-1.5 font-medium">
              Hour
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Arrivals
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
