import { kolkataDate } from '@kataar/shared/analytics';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HistorySection } from './history-section';
import { SummarySection } from './summary-section';

/**
 * /provider/my-analytics: what the queue tells a provider about their days. Lazy with its route, so
 * Recharts reaches no other page.
 */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  useDocumentTitle(t('page.title'));
  // Days are India's calendar days (the API's too), whatever the device's time zone.
  const [today] = useState(() => kolkataDate());
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:px-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('page.title')}</h1>
        <p className="mt-1 text-slate-600">{t('page.intro')}</p>
      </header>
      <SummarySection today={today} />
      <HistorySection today={today} />
    </div>
  );
}
