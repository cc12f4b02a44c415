import { ChartNoAxesColumn } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { paths } from '../../lib/paths';
import { useAnalyticsDaily } from './api/get-analytics-daily';
import { useAnalyticsHourly } from './api/get-analytics-hourly';
import { CHART_HEIGHT } from './chart-theme';
import { DailyTable } from './daily-table';
import { LoadError } from './load-error';

// Recharts is most of this page's weight: the figures and the table show while the charts load.
const DailyCharts = lazy(() => import('./daily-charts').then((m) => ({ default: m.DailyCharts })));
const HourlyChart = lazy(() => import('./hourly-chart').then((m) => ({ default: m.HourlyChart })));

/** The last 30 days: charts, and the table they are drawn from; a welcome instead for a provider with no visits. */
export function HistorySection({ today }: { today: string }) {
  const titleId = useId();
  const { t } = useTranslation('analytics');
  const daily = useAnalyticsDaily();
  const hourly = useAnalyticsHourly();

  const retry = () => {
    if (daily.isError) void daily.refetch();
    if (hourly.isError) void hourly.refetch();
  };

  let body;
  if (daily.isError || hourly.isError) {
    body = <LoadError title={t('history.loadFailed')} error={daily.error ?? hourly.error} onRetry={retry} />;
  } else if (!daily.data || !hourly.data) {
    body = <Spinner label={t('history.loading')} className="rounded-3xl bg-white ring-1 ring-slate-200/80" />;
  } else if (daily.data.every((day) => day.online + day.offline + day.bookings === 0)) {
    body = <NoVisitsYet />;
  } else {
    body = (
      <div className="grid gap-4 lg:grid-cols-2">
        <Suspense fallback={<ChartsLoading />}>
          <DailyCharts days={daily.data} />
          <HourlyChart hours={hourly.data} />
        </Suspense>
        <div className="min-w-0 lg:col-span-2">
          <DailyTable days={daily.data} today={today} />
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {t('history.title')}
      </h2>
      {body}
    </section>
  );
}

function ChartsLoading() {
  const { t } = useTranslation('analytics');
  return (
    <div
      className="flex items-center justify-center rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/80 lg:col-span-2"
      style={{ minHeight: CHART_HEIGHT + 120 }}
    >
      <Spinner label={t('history.drawing')} />
    </div>
  );
}

function NoVisitsYet() {
  const { t } = useTranslation('analytics');
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <ChartNoAxesColumn aria-hidden="true" className="size-7" />
      </span>
      <p className="text-lg font-bold text-slate-900">{t('history.noVisits')}</p>
      <p className="max-w-md text-slate-600">{t('history.noVisitsHint')}</p>
      <Link to={paths.providerDashboard()} className={buttonClasses('primary', 'md', 'mt-2')}>
        {t('history.goToQueue')}
      </Link>
    </div>
  );
}
