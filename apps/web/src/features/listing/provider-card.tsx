import { categoryLabel } from '@kataar/shared/categories';
import { formatDistance } from '@kataar/shared/geo';
import type { ProviderCard as ProviderCardData } from '@kataar/shared/provider';
import { MapPin, Navigation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProviderPhoto } from '../../components/provider-photo';
import { rupees } from '../../lib/format';
import { useLocalizeMessage } from '../../lib/localize-message';
import { paths } from '../../lib/paths';

export function ProviderCard({ provider }: { provider: ProviderCardData }) {
  const { t } = useTranslation('listing');
  const tm = useLocalizeMessage();
  // Area first, as an address reads ('Koramangala, Karnataka'); the page's heading names the city.
  const place = [provider.area, provider.state].filter(Boolean).join(', ');
  return (
    <Link
      to={paths.profile(provider.username)}
      className="group flex h-full flex-col rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 transition hover:-translate-y-0.5 hover:shadow-lg hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <div className="flex flex-1 items-start gap-4 pb-4">
        <span
          data-testid="provider-photo-ring"
          data-open={provider.is_open}
          className={`shrink-0 rounded-full p-0.5 ring-[3px] ${provider.is_open ? 'ring-emerald-500' : 'ring-rose-500'}`}
        >
          <ProviderPhoto
            src={provider.profile_photo}
            name={provider.business_name}
            alt=""
            className="size-16 rounded-full text-lg sm:size-20"
          />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-base leading-snug font-bold [overflow-wrap:anywhere] text-slate-900 group-hover:text-brand-700">
            {provider.business_name}
          </h2>
          {provider.speciality && <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{provider.speciality}</p>}
          {place && (
            <p className="mt-1.5 flex items-start gap-1 text-xs text-slate-500">
              <MapPin aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{place}</span>
            </p>
          )}
          <span className="mt-2 flex flex-wrap items-center gap-1.5">
            <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
              {tm(categoryLabel(provider.industry, provider.category))}
            </span>
            {provider.distance_km != null && (
              <span
                data-testid="distance"
                className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700"
              >
                <Navigation aria-hidden="true" className="size-3" />
                {formatDistance(provider.distance_km)}
                <span className="sr-only">{t('card.away')}</span>
              </span>
            )}
          </span>
        </div>
      </div>

      <div className="flex items-end justify-between gap-3 border-t border-dashed border-slate-200 pt-4">
        <div>
          <p className="text-xs font-medium text-slate-500">{t('card.basePricing')}</p>
          <p className="text-lg font-bold text-slate-900">
            {provider.base_pricing === null ? (
              <span className="text-sm font-medium text-slate-500">{t('card.notAvailable')}</span>
            ) : (
              rupees(provider.base_pricing)
            )}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
            provider.is_open ? 'bg-emerald-50 text-emerald-700' : 'bg-rose-50 text-rose-700'
          }`}
        >
          {provider.is_open ? t('card.open') : t('card.closed')}
        </span>
      </div>
      <span
        className={`mt-4 flex h-10 items-center justify-center rounded-full text-xs font-bold tracking-widest transition ${
          provider.is_open ? 'bg-brand-600 text-white group-hover:bg-brand-700' : 'bg-slate-100 text-slate-600'
        }`}
      >
        {t('card.join')}
      </span>
    </Link>
  );
}
