import { CalendarCheck, LayoutDashboard, MapPinned, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Features the product plans but does not offer yet, marked 'coming soon'. */
const FEATURES = [
  { key: 'app', icon: Smartphone },
  { key: 'slots', icon: CalendarCheck },
  { key: 'location', icon: MapPinned },
  { key: 'dashboards', icon: LayoutDashboard },
] as const;

export function PlannedFeatures() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="planned-title">
      <div className="text-center">
        <span className="inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wider text-amber-800 uppercase">
          {t('planned.badge')}
        </span>
        <h2 id="planned-title" className="mt-3 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {t('planned.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-600">{t('planned.intro')}</p>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((feature) => (
          <li
            key={feature.key}
            className="flex gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:block sm:p-6"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
              <feature.icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="font-bold text-slate-900 sm:mt-4">{t(`planned.${feature.key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`planned.${feature.key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
