import { plural } from '@kataar/shared/plural';
import type { AnalyticsDay } from '@kataar/shared/analytics';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReactNode } from 'react';
import { ChartFigure } from './chart-figure';
import { AXIS_TICK, CHART_COLORS, CHART_HEIGHT, chartAnimation } from './chart-theme';
import { formatRupees } from '@kataar/shared/appointments';
import { formatDay, formatMinutes, formatShortDay } from './format';

const margin = { top: 8, right: 8, bottom: 0, left: -8 };
const labelOf = (_label: unknown, payload: readonly { payload?: { date?: string } }[] | undefined) => {
  const date = payload?.[0]?.payload?.date;
  return date ? formatDay(date) : '';
};

type DailyRow = AnalyticsDay & { label: string; total: number };

/** What every daily chart sets: its rows, full width, the shared height and margins. */
const dailyChartProps = (rows: DailyRow[]) => ({
  data: rows,
  responsive: true,
  style: { width: '100%', height: CHART_HEIGHT },
  margin,
  accessibilityLayer: false,
});

/**
 * The horizontal grid and the axis of days; an array, not a component, so recharts finds them as
 * direct children of the chart.
 */
const dayGridAndAxis = [
  <CartesianGrid key="grid" vertical={false} stroke={CHART_COLORS.grid} />,
  <XAxis key="days" dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} minTickGap={12} />,
];

/**
 * The frame the daily bar charts share: a bar per day, the grid, the axes, the tooltip that names
 * the date and the legend; `children` are the bars. It renders the BarChart itself, so the bars
 * stay direct children of the chart, as recharts looks for them.
 */
function DailyBarChart({ rows, children }: { rows: DailyRow[]; children: ReactNode }) {
  return (
    <BarChart {...dailyChartProps(rows)}>
      {dayGridAndAxis}
      <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={40} />
      <Tooltip cursor={{ fill: CHART_COLORS.cursor }} labelFormatter={labelOf} />
      <Legend iconType="circle" wrapperStyle={{ fontSize: 13 }} />
      {children}
    </BarChart>
  );
}

/** Customers per day (online and walk-ins stacked) and the average wait per day, over the last 30 days. */
export function DailyCharts({ days }: { days: AnalyticsDay[] }) {
  const animate = chartAnimation();
  const rows: DailyRow[] = days.map((d) => ({ ...d, label: formatShortDay(d.date), total: d.online + d.offline }));
  const busiest = rows.reduce((best, row) => (row.total > best.total ? row : best), rows[0]!);
  const waits = rows.filter((row) => row.avg_wait_minutes !== null);
  const longest = waits.reduce<(typeof rows)[number] | null>(
    (worst, row) => (worst === null || row.avg_wait_minutes! > worst.avg_wait_minutes! ? row : worst),
    null,
  );
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const served = rows.reduce((sum, row) => sum + row.served, 0);
  const noShows = rows.reduce((sum, row) => sum + row.no_show, 0);
  const online = rows.reduce((sum, row) => sum + row.online, 0);
  const bookings = rows.reduce((sum, row) => sum + row.bookings, 0);
  const bookingNoShows = rows.reduce((sum, row) => sum + row.booking_no_shows, 0);
  const advance = rows.reduce((sum, row) => sum + row.advance_paise, 0);

  return (
    <>
      <ChartFigure
        title="Customers per day"
        label="Stacked bar chart of customers per day over the last 30 days, online and walk-ins. The daily figures table below has the same numbers."
        finding={`${plural(total, 'customer')} in 30 days, ${Math.round((online / total) * 100)}% online. Busiest: ${formatDay(busiest.date)} with ${busiest.total}.`}
      >
        <DailyBarChart rows={rows}>
          <Bar dataKey="online" name="Online" stackId="visits" fill={CHART_COLORS.online} isAnimationActive={animate} />
          <Bar
            dataKey="offline"
            name="Walk-ins"
            stackId="visits"
            fill={CHART_COLORS.walkIn}
            radius={[4, 4, 0, 0]}
            isAnimationActive={animate}
          />
        </DailyBarChart>
      </ChartFigure>

      <ChartFigure
        title="Served and no-shows per day"
        label="Bar chart of the people served and the no-shows per day over the last 30 days, side by side. The daily figures table below has the same numbers."
        finding={
          noShows === 0
            ? `${plural(served, 'person', 'people')} served in 30 days, no no-shows.`
            : `${plural(served, 'person', 'people')} served in 30 days; ${plural(noShows, 'no-show')} (${Math.round((noShows / (served + noShows)) * 100)}% of those called).`
        }
      >
        <DailyBarChart rows={rows}>
          <Bar dataKey="served" name="Served" fill={CHART_COLORS.served} isAnimationActive={animate} />
          <Bar dataKey="no_show" name="No-shows" fill={CHART_COLORS.noShow} isAnimationActive={animate} />
        </DailyBarChart>
      </ChartFigure>

      <ChartFigure
        title="Bookings and no-shows per day"
        label="Bar chart of the appointments booked and the booked no-shows per day over the last 30 days, side by side. The daily figures table below has the same numbers, and the money paid in advance."
        finding={
          bookings === 0
            ? 'No appointments in the last 30 days.'
            : `${plural(bookings, 'booking')} in 30 days, ${plural(bookingNoShows, 'no-show')}; ${formatRupees(advance)} paid in advance.`
        }
      >
        <DailyBarChart rows={rows}>
          <Bar dataKey="bookings" name="Bookings" fill={CHART_COLORS.booking} isAnimationActive={animate} />
          <Bar dataKey="booking_no_shows" name="No-shows" fill={CHART_COLORS.noShow} isAnimationActive={animate} />
        </DailyBarChart>
      </ChartFigure>

      <ChartFigure
        title="Average wait per day"
        label="Line chart of the average wait in minutes per day over the last 30 days, from joining to being called; days when nobody was called are gaps. The daily figures table below has the same numbers."
        finding={
          longest
            ? `Longest average wait: ${formatMinutes(longest.avg_wait_minutes)} on ${formatDay(longest.date)}.`
            : 'Nobody has been called in the last 30 days.'
        }
      >
        <LineChart {...dailyChartProps(rows)}>
          {dayGridAndAxis}
          <YAxis
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={44}
            tickFormatter={(minutes: number) => `${minutes}m`}
          />
          <Tooltip
            labelFormatter={labelOf}
            formatter={(value) => [formatMinutes(typeof value === 'number' ? value : null), 'Average wait']}
          />
          <Line
            type="monotone"
            dataKey="avg_wait_minutes"
            name="Average wait"
            stroke={CHART_COLORS.wait}
            strokeWidth={2.5}
            dot={{ r: 2.5, fill: CHART_COLORS.wait }}
            isAnimationActive={animate}
          />
        </LineChart>
      </ChartFigure>
    </>
  );
}
