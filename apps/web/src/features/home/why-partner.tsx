import { BadgeIndianRupee, Check, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { paths } from '../../lib/paths';

const REASONS = ['customers', 'frontDesk', 'oneLine', 'noFees'] as const;

export function WhyPartner() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="why-partner-title"
      className="grid items-center gap-8 overflow-hidden rounded-[2rem] bg-gradient-to-br from-amber-50 to-brand-50 p-6 ring-1 ring-slate-200/80 sm:p-10 md:grid-cols-[1.3fr_1fr]"
    >
      <div>
        <h2 id="why-partner-title" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {t('partner.title')}
        </h2>
        <p className="mt-2 text-slate-600">{t('partner.intro')}</p>
        <ul className="mt-5 space-y-2.5">
          {REASONS.map((reason) => (
            <li key={reason} className="flex items-start gap-2.5 text-sm font-medium text-slate-700">
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
                <Check aria-hidden="true" className="size-3.5" />
              </span>
              {t(`partner.reasons.${reason}`)}
            </li>
          ))}
        </ul>
        <Link to={paths.partnerWithUs()} className={buttonClasses('primary', 'lg', 'mt-7')}>
          {t('partner.cta')}
        </Link>
      </div>
      <div aria-hidden="true" className="hidden justify-center md:flex">
        <div className="relative">
          <div className="flex size-48 items-center justify-center rounded-full bg-white shadow-xl">
            <Users className="size-20 text-brand-600" />
          </div>
          <div className="absolute -right-4 -bottom-2 flex items-center gap-2 rounded-2xl bg-white px-4 py-2 shadow-lg">
            <BadgeIndianRupee className="size-5 text-amber-500" />
            <span className="text-sm font-bold text-slate-800">{t('partner.free')}</span>
          </div>
        </div>
      </div>
    </section>
  );
}
