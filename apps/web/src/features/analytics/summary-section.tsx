import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { useAnalyticsSummary } from './api/get-analytics-summary';
import { presetRange, type SelectedRange } from './date-range';
import { formatRange } from './format';
import { LoadError } from './load-error';
import { RangePicker } from './range-picker';
import { SummaryTiles } from './summary-tiles';

/** The figures of one period, today unless the provider picks another. */
export function SummarySection({ today }: { today: string }) {
  const titleId = useId();
  const { t } = useTranslation('analytics');
  const [range, setRange] = useState<SelectedRange>(() => ({ preset: 'today', ...presetRange('today', today) }));
  const summary = useAnalyticsSummary(range);
  const period = formatRange(range, today);

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {t('summary.title')}
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {period}
          </p>
        </div>
        <RangePicker value={range} today={today} onChange={setRange} />
      </div>
      {!summary.data ? (
        summary.isError ? (
          <LoadError title={t('summary.loadFailed')} error={summary.error} onRetry={() => void summary.refetch()} />
        ) : (
          <Spinner label={t('summary.loading')} className="rounded-3xl bg-white ring-1 ring-slate-200/80" />
        )
      ) : (
        <div
          aria-busy={summary.isPlaceholderData}
          className={summary.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        >
          {summary.isError && (
            <div className="mb-3">
              <LoadError
                title={t('summary.refreshFailed')}
                error={summary.error}
                onRetry={() => void summary.refetch()}
              />
            </div>
          )}
          <SummaryTiles summary={summary.data} period={period} isToday={range.from === today && range.to === today} />
        </div>
      )}
    </section>
  );
}
