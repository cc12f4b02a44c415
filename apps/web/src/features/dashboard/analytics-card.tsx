import type { AnalyticsSummary } from '@kataar/shared/analytics';
import { BarChart3, Clock, Footprints, Smartphone, UserCheck, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { intlLocale } from '../../lib/language';
import { paths } from '../../lib/paths';

interface Tile {
  label: string;
  value: string;
  icon: LucideIcon;
  tone: string;
}

const count = (n: number): string => n.toLocaleString(intlLocale());

const tiles = (s: AnalyticsSummary, t: TFunction<'dashboard'>): Tile[] => [
  {
    label: t('analytics.customersToday'),
    value: count(s.customers_today),
    icon: Users,
    tone: 'bg-brand-50 text-brand-700',
  },
  { label: t('analytics.online'), value: count(s.online), icon: Smartphone, tone: 'bg-sky-50 text-sky-700' },
  { label: t('analytics.offline'), value: count(s.offline), icon: Footprints, tone: 'bg-violet-50 text-violet-700' },
  { label: t('analytics.served'), value: count(s.served), icon: UserCheck, tone: 'bg-emerald-50 text-emerald-700' },
  {
    label: t('analytics.averageWait'),
    value: s.avg_wait_minutes === null ? '—' : t('analytics.minutes', { value: count(Math.round(s.avg_wait_minutes)) }),
    icon: Clock,
    tone: 'bg-amber-50 text-amber-700',
  },
];

interface AnalyticsCardProps {
  summary: AnalyticsSummary | undefined;
  error: unknown;
}

/** Today's real numbers (GET /analytics/summary/), refetched whenever the queue changes. */
export function AnalyticsCard({ summary, error }: AnalyticsCardProps) {
  const { t } = useTranslation('dashboard');
  return (
    <section
      aria-labelledby="analytics-card-title"
      className="min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="analytics-card-title" className="text-lg font-bold text-slate-900">
          {t('analytics.today')}
        </h2>
        <Link
          to={paths.providerMyAnalytics()}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <BarChart3 aria-hidden="true" className="size-4" />
          {t('analytics.link')}
        </Link>
      </div>
      {summary ? (
        <dl className="mt-4 grid grid-cols-2 gap-3">
          {tiles(summary, t).map(({ label, value, icon: Icon, tone }, index) => (
            <div
              key={label}
              className={`rounded-2xl p-3.5 ring-1 ring-slate-100 ${index === 0 ? 'col-span-2 flex items-center justify-between gap-3 bg-brand-50/60' : ''}`}
            >
              <dt className="flex items-center gap-2 text-xs font-medium text-slate-500">
                <span className={`inline-flex size-8 shrink-0 items-center justify-center rounded-xl ${tone}`}>
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                {label}
              </dt>
              <dd
                className={`font-extrabold text-slate-900 tabular-nums ${index === 0 ? 'text-3xl' : 'mt-2 text-2xl'}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : error ? (
        <p role="alert" className="mt-4 text-sm text-rose-700">
          {errorMessage(error)}
        </p>
      ) : (
        <div aria-hidden="true" className="mt-4 grid animate-pulse grid-cols-2 gap-3">
          <div className="col-span-2 h-20 rounded-2xl bg-slate-100" />
          {[1, 2, 3, 4].map((n) => (
            <div key={n} className="h-24 rounded-2xl bg-slate-100" />
          ))}
        </div>
      )}
    </section>
  );
}
