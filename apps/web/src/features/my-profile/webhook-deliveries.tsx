import type { WebhookDelivery } from '@kataar/shared/webhook';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../lib/language';

const formatTime = (iso: string): string =>
  new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );

const delivered = (d: WebhookDelivery) => d.status_code !== null && d.status_code >= 200 && d.status_code < 300;

/** The last deliveries, newest first: when, which event, and what the receiver answered. */
export function WebhookDeliveries({ deliveries }: { deliveries: WebhookDelivery[] }) {
  const { t } = useTranslation('my-profile');
  if (deliveries.length === 0) {
    return <p className="mt-2 text-sm text-slate-500">{t('webhook.noDeliveries')}</p>;
  }
  return (
    <div className="mt-2 overflow-x-auto rounded-2xl ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('webhook.deliveriesCaption')}</caption>
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('webhook.time')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('webhook.event')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('webhook.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {deliveries.map((d) => (
            <tr key={`${d.id}-${d.attempt}`}>
              <td className="px-3 py-2 whitespace-nowrap text-slate-600">
                <time dateTime={d.at}>{formatTime(d.at)}</time>
              </td>
              <td className="px-3 py-2 font-mono text-xs text-slate-900">
                {d.event}
                {d.attempt > 1 && (
                  <span className="ml-1 font-sans text-slate-500">{t('webhook.attempt', { attempt: d.attempt })}</span>
                )}
              </td>
              <td className="px-3 py-2 text-right">
                <span
                  title={d.error ?? undefined}
                  className={`inline-block max-w-32 truncate rounded-full px-2 py-0.5 text-xs font-semibold ${
                    delivered(d) ? 'bg-emerald-50 text-emerald-800' : 'bg-rose-50 text-rose-800'
                  }`}
                >
                  {d.status_code ?? d.error ?? t('webhook.failed')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
