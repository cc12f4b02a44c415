import type { AnalyticsDay } from '@kataar/shared/analytics';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
  type LegendPayload,
} from 'recharts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './chart-figure';
import { AXIS_TICK, CHART_COLORS, CHART_HEIGHT, chartAnimation } from './chart-theme';
import { formatDay, formatMinutes, formatMoney, formatShortDay } from './format';

const margin = { top: 8, right: 8, bottom: 0, left: -8 };
const labelOf = (_label: unknown, payload: readonly { payload?: { date?: string } }[] | undefined) => {
  const date = payload?.[0]?.payload?.date;
  return date ? formatDay(date) : '';
};

/**
 * The legends list the series in the order the bars stand. Recharts sorts legend items by their
 * name by default, which put "No-shows" before "Served" and would reorder them in Hindi.
 */
const SERIES_ORDER: readonly string[] = ['online', 'offline', 'served', 'no_show', 'bookings', 'booking_no_shows'];
const inBarOrder = (item: LegendPayload) => SERIES_ORDER.indexOf(String(item.dataKey));

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
      <Legend iconType="circle" wrapperStyle={{ fontSize: 13 }} itemSorter={inBarOrder} />
      {children}
    </BarChart>
  );
}

/** Customers per day (online and walk-ins stacked) and the average wait per day, over the last 30 days. */
export function DailyCharts({ days }: { days: AnalyticsDay[] }) {
  const { t } = useTranslation('analytics');
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
        title={t('daily.customersTitle')}
        label={t('daily.customersLabel')}
        finding={t('daily.customersFinding', {
          customers: t('counts.customers', { count: total }),
          percent: Math.round((online / total) * 100),
          day: formatDay(busiest.date),
          busiest: busiest.total,
        })}
      >
        <DailyBarChart rows={rows}>
          <Bar
            dataKey="online"
            name={t('daily.series.online')}
            stackId="visits"
            fill={CHART_COLORS.online}
            isAnimationActive={animate}
          />
          <Bar
            dataKey="offline"
            name={t('daily.series.walkIns')}
            stackId="visits"
            fill={CHART_COLORS.walkIn}
            radius={[4, 4, 0, 0]}
            isAnimationActive={animate}
          />
        </DailyBarChart>
      </ChartFigure>

      <ChartFigure
        title={t('daily.servedTitle')}
        label={t('daily.servedLabel')}
        finding={
          noShows === 0
            ? t('daily.servedNoNoShows', { served: t('counts.people', { count: served }) })
            : t('daily.servedFinding', {
                served: t('counts.people', { count: served }),
                noShows: t('counts.noShows', { count: noShows }),
                percent: Math.round((noShows / (served + noShows)) * 100),
              })
        }
      >
        <DailyBarChart rows={rows}>
          <Bar
            dataKey="served"
            name={t('daily.series.served')}
            fill={CHART_COLORS.served}
            isAnimationActive={animate}
          />
          <Bar
            dataKey="no_show"
            name={t('daily.series.noShows')}
            fill={CHART_COLORS.noShow}
            isAnimationActive={animate}
          />
        </DailyBarChart>
      </ChartFigure>

      <ChartFigure
        title={t('daily.bookingsTitle')}
        label={t('daily.bookingsLabel')}
        finding={
          bookings === 0
            ? t('daily.noBookings')
            : t('daily.bookingsFinding', {
                bookings: t('counts.bookings', { count: bookings }),
                noShows: t('counts.noShows', { count: bookingNoShows }),
                money: formatMoney(advance),
              })
        }
      >
        <DailyBarChart rows={rows}>
          <Bar
            dataKey="bookings"
            name={t('daily.series.bookings')}
            fill={CHART_COLORS.booking}
            isAnimationActive={animate}
          />
          <Bar
            dataKey="booking_no_shows"
            name={t('daily.series.noShows')}
            fill={CHART_COLORS.noShow}
            isAnimationActive={animate}
          />
        </DailyBarChart>
      </ChartFigure>

      <ChartFigure
        title={t('daily.waitTitle')}
        label={t('daily.waitLabel')}
        finding={
          longest
            ? t('daily.waitFinding', { wait: formatMinutes(longest.avg_wait_minutes), day: formatDay(longest.date) })
            : t('daily.nobodyCalled')
        }
      >
        <LineChart {...dailyChartProps(rows)}>
          {dayGridAndAxis}
          <YAxis
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={44}
            tickFormatter={(minutes: number) => t('units.minutesTick', { value: minutes })}
          />
          <Tooltip
            labelFormatter={labelOf}
            formatter={(value) => [
              formatMinutes(typeof value === 'number' ? value : null),
              t('daily.series.averageWait'),
            ]}
          />
          <Line
            type="monotone"
            dataKey="avg_wait_minutes"
            name={t('daily.series.averageWait')}
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
