import { plural } from '@kataar/shared/plural';
import type { AnalyticsSummary } from '@kataar/shared/analytics';
import { formatRupees } from '@kataar/shared/appointments';
import {
  CalendarCheck,
  CalendarX,
  Clock,
  Flame,
  Footprints,
  IndianRupee,
  Smartphone,
  Timer,
  UserCheck,
  Users,
  UserX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { formatHourSpan, formatMinutes, formatRate } from './format';

interface SummaryTilesProps {
  summary: AnalyticsSummary;
  /** The period in words ('Today', '3 Nov – 9 Nov 2026'). */
  period: string;
}

/** The summary of a period as labelled figures (a description list, so each number has its name). */
export function SummaryTiles({ summary, period }: SummaryTilesProps) {
  const isToday = period === 'Today';
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      <Tile icon={<Users />} label={isToday ? 'Customers today' : 'Customers'} value={summary.customers_today}>
        {isToday ? 'Everyone who joined today' : `Everyone who joined, ${period}`}
      </Tile>
      <Tile icon={<Smartphone />} label="Online" value={summary.online}>
        Joined from their phone
      </Tile>
      <Tile icon={<Footprints />} label="Walk-ins" value={summary.offline}>
        Added at your desk
      </Tile>
      <Tile icon={<UserCheck />} label="Served" value={summary.served}>
        {`${summary.removed} removed · ${summary.left} left the queue`}
      </Tile>
      <Tile icon={<UserX />} label="No-shows" value={summary.no_show}>
        Called but did not come
      </Tile>
      <Tile icon={<Clock />} label="Average wait" value={formatMinutes(summary.avg_wait_minutes)}>
        {summary.avg_wait_minutes === null ? 'Nobody called yet' : 'From joining to being called'}
      </Tile>
      <Tile icon={<Timer />} label="90% waited under" value={formatMinutes(summary.p90_wait_minutes)}>
        {summary.p90_wait_minutes === null ? 'Nobody called yet' : 'The 90th percentile wait'}
      </Tile>
      <Tile icon={<CalendarCheck />} label="Bookings" value={summary.bookings}>
        Appointments for these days, not cancelled
      </Tile>
      <Tile icon={<CalendarX />} label="Booking no-shows" value={summary.booking_no_shows}>
        {summary.booking_no_show_rate === null
          ? 'No booked slot has started yet'
          : `${formatRate(summary.booking_no_show_rate)} of booked slots that started`}
      </Tile>
      <Tile icon={<IndianRupee />} label="Paid in advance" value={formatRupees(summary.advance_paise)}>
        For these days’ bookings, less refunds
      </Tile>
      <div className="col-span-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80">
        <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
          <Flame aria-hidden="true" className="size-4 text-amber-600" />
          Busiest hours
        </dt>
        {summary.busiest_hours.length === 0 ? (
          <dd className="mt-2 text-slate-600">No arrivals yet</dd>
        ) : (
          <dd className="mt-2">
            <ol className="space-y-1">
              {summary.busiest_hours.map((slot) => (
                <li key={slot.hour} className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold text-slate-900">{formatHourSpan(slot.hour)}</span>
                  <span className="text-sm text-slate-600">{plural(slot.count, 'arrival')}</span>
                </li>
              ))}
            </ol>
          </dd>
        )}
      </div>
    </dl>
  );
}

interface TileProps {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  children: ReactNode;
}

function Tile({ icon, label, value, children }: TileProps) {
  return (
    <div className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600 [&_svg]:size-4 [&_svg]:text-brand-700">
        <span aria-hidden="true" className="contents">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums sm:text-3xl">{value}</dd>
      <dd className="mt-1 text-xs text-slate-500">{children}</dd>
    </div>
  );
}
