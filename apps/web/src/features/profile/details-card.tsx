import { categoryLabel, INDUSTRY_LABELS } from '@kataar/shared/categories';
import type { ProviderPublic } from '@kataar/shared/provider';
import { directionsUrl } from '@kataar/shared/geo';
import { Mail, MapPin, Navigation, Phone } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenVisible } from '../../components/when-visible';
import { ProviderPhoto } from '../../components/provider-photo';
import { rupees } from '../../lib/format';
import { useLocalizeMessage } from '../../lib/localize-message';

// The map sits below the address; it loads as it scrolls into view, outside the page's first download.
const StaticMap = lazy(() => import('../../components/maps/static-map').then((m) => ({ default: m.StaticMap })));

/** The provider's card; `isOpen` is the live open state (the Available/Unavailable pill and ring). */
export function DetailsCard({ provider, isOpen }: { provider: ProviderPublic; isOpen: boolean }) {
  const { t } = useTranslation('profile');
  const tm = useLocalizeMessage();
  return (
    <section
      aria-labelledby="provider-name"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span className={`shrink-0 rounded-full p-0.5 ring-[3px] ${isOpen ? 'ring-emerald-500' : 'ring-rose-500'}`}>
          <ProviderPhoto
            src={provider.profile_photo}
            name={provider.business_name}
            alt={t('profilePhoto', { name: provider.business_name })}
            loading="eager"
            className="size-20 rounded-full text-xl sm:size-24"
          />
        </span>
        <div className="min-w-0 flex-1">
          <h1
            id="provider-name"
            className="text-xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-2xl"
          >
            {provider.business_name}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {tm(INDUSTRY_LABELS[provider.industry])} • {tm(categoryLabel(provider.industry, provider.category))}
          </p>
          {provider.speciality && <p className="mt-0.5 text-sm text-slate-500">{provider.speciality}</p>}
          <span
            className={`mt-2 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${
              isOpen ? 'bg-emerald-50 text-emerald-700' : 'bg-rose-50 text-rose-700'
            }`}
          >
            <span aria-hidden="true" className={`size-2 rounded-full ${isOpen ? 'bg-emerald-500' : 'bg-rose-500'}`} />
            {isOpen ? t('open') : t('closed')}
          </span>
        </div>
      </div>

      <p className="mt-5 rounded-2xl bg-brand-50 px-4 py-3 text-base font-bold tracking-wide text-brand-800">
        {t('fees', { amount: provider.base_pricing === null ? t('notAvailable') : rupees(provider.base_pricing) })}
      </p>

      <div className="mt-5 flex gap-3 text-sm text-slate-700">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <address className="not-italic">
          <span className="block">{provider.address_line_1}</span>
          {provider.address_line_2 && <span className="block">{provider.address_line_2}</span>}
          <span className="block">
            {provider.city}, {provider.state}
          </span>
          <span className="block">{provider.pincode}</span>
        </address>
      </div>

      {provider.latitude !== null && provider.longitude !== null && (
        <div className="mt-4">
          <WhenVisible minHeight="11rem">
            <StaticMap point={{ lat: provider.latitude, lng: provider.longitude }} label={provider.business_name} />
          </WhenVisible>
          <a
            href={directionsUrl({ lat: provider.latitude, lng: provider.longitude })}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex h-10 items-center gap-2 rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Navigation aria-hidden="true" className="size-4" />
            {t('directions')}
          </a>
        </div>
      )}

      {(provider.business_contact || provider.business_email) && (
        <ul className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm">
          {provider.business_contact && (
            <li>
              <a
                href={`tel:+91${provider.business_contact}`}
                className="inline-flex items-center gap-3 text-slate-700 hover:text-brand-700"
              >
                <Phone aria-hidden="true" className="size-4 text-brand-600" />
                +91 {provider.business_contact}
              </a>
            </li>
          )}
          {provider.business_email && (
            <li>
              <a
                href={`mailto:${provider.business_email}`}
                className="inline-flex items-center gap-3 break-all text-slate-700 hover:text-brand-700"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                {provider.business_email}
              </a>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
