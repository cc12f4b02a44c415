import type { AnalyticsSummary } from '@kataar/shared/analytics';
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
import { useTranslation } from 'react-i18next';
import { formatHourSpan, formatMinutes, formatMoney, formatRate } from './format';

interface SummaryTilesProps {
  summary: AnalyticsSummary;
  /** The period in words ('Today', '3 Nov – 9 Nov 2026'). */
  period: string;
  /** The period is today alone: the tiles say 'today' rather than repeat the period. */
  isToday: boolean;
}

/** The summary of a period as labelled figures (a description list, so each number has its name). */
export function SummaryTiles({ summary, period, isToday }: SummaryTilesProps) {
  const { t } = useTranslation('analytics');
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      <Tile
        icon={<Users />}
        label={isToday ? t('summary.customersToday') : t('summary.customers')}
        value={summary.customers_today}
      >
        {isToday ? t('summary.everyoneToday') : t('summary.everyoneInPeriod', { period })}
      </Tile>
      <Tile icon={<Smartphone />} label={t('summary.online')} value={summary.online}>
        {t('summary.onlineHint')}
      </Tile>
      <Tile icon={<Footprints />} label={t('summary.walkIns')} value={summary.offline}>
        {t('summary.walkInsHint')}
      </Tile>
      <Tile icon={<UserCheck />} label={t('summary.served')} value={summary.served}>
        {t('summary.servedHint', { removed: summary.removed, left: summary.left })}
      </Tile>
      <Tile icon={<UserX />} label={t('summary.noShows')} value={summary.no_show}>
        {t('summary.noShowsHint')}
      </Tile>
      <Tile icon={<Clock />} label={t('summary.averageWait')} value={formatMinutes(summary.avg_wait_minutes)}>
        {summary.avg_wait_minutes === null ? t('summary.nobodyCalled') : t('summary.averageWaitHint')}
      </Tile>
      <Tile icon={<Timer />} label={t('summary.p90Wait')} value={formatMinutes(summary.p90_wait_minutes)}>
        {summary.p90_wait_minutes === null ? t('summary.nobodyCalled') : t('summary.p90WaitHint')}
      </Tile>
      <Tile icon={<CalendarCheck />} label={t('summary.bookings')} value={summary.bookings}>
        {t('summary.bookingsHint')}
      </Tile>
      <Tile icon={<CalendarX />} label={t('summary.bookingNoShows')} value={summary.booking_no_shows}>
        {summary.booking_no_show_rate === null
          ? t('summary.noSlotStarted')
          : t('summary.bookingNoShowRate', { rate: formatRate(summary.booking_no_show_rate) })}
      </Tile>
      <Tile icon={<IndianRupee />} label={t('summary.paidInAdvance')} value={formatMoney(summary.advance_paise)}>
        {t('summary.paidInAdvanceHint')}
      </Tile>
      <div className="col-span-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80">
        <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
          <Flame aria-hidden="true" className="size-4 text-amber-600" />
          {t('summary.busiestHours')}
        </dt>
        {summary.busiest_hours.length === 0 ? (
          <dd className="mt-2 text-slate-600">{t('summary.noArrivals')}</dd>
        ) : (
          <dd className="mt-2">
            <ol className="space-y-1">
              {summary.busiest_hours.map((slot) => (
                <li key={slot.hour} className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold text-slate-900">{formatHourSpan(slot.hour)}</span>
                  <span className="text-sm text-slate-600">{t('counts.arrivals', { count: slot.count })}</span>
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
