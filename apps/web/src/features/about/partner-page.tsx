import { Check, ClipboardCheck, FileBadge, LogIn, Mail, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/button';
import { openLoginPopup } from '../../lib/login-popup';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHero } from './page-hero';

/** Rows of the comparison table, by their key in the locale file. */
const COMPARISON = ['bookings', 'waitingRoom', 'beingFound', 'runningTheDay', 'cost'] as const;

/** The three steps a business takes to get listed. */
const STEPS = [
  { key: 'signUp', icon: Mail },
  { key: 'upload', icon: FileBadge },
  { key: 'slots', icon: ClipboardCheck },
] as const;

export function PartnerPage() {
  const { t } = useTranslation('about');
  useDocumentTitle(t('partner.title'));
  return (
    <>
      <PageHero eyebrow={t('partner.eyebrow')} title={t('partner.title')}>
        <p className="mt-4 max-w-xl text-lg text-brand-100">{t('partner.intro')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.providerOnboarding()} className={buttonClasses('light', 'lg')}>
            {t('partner.register')}
          </Link>
          <Button variant="outline-light" size="lg" onClick={() => openLoginPopup()}>
            <LogIn aria-hidden="true" className="size-4" />
            {t('partner.login')}
          </Button>
        </div>
      </PageHero>

      <section aria-labelledby="comparison-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="comparison-title" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {t('partner.comparisonTitle')}
        </h2>
        <div className="mt-8 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/80">
          <table className="w-full text-left text-sm">
            <thead className="hidden bg-slate-50 text-xs tracking-wider text-slate-500 uppercase md:table-header-group">
              <tr>
                <th scope="col" className="px-6 py-3 font-semibold">
                  &nbsp;<span className="sr-only">{t('partner.topic')}</span>
                </th>
                <th scope="col" className="px-6 py-3 font-semibold">
                  {t('partner.withoutUs')}
                </th>
                <th scope="col" className="px-6 py-3 font-semibold text-brand-700">
                  {t('partner.withKataar')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {COMPARISON.map((row) => (
                <tr key={row} className="grid md:table-row">
                  <th scope="row" className="px-6 pt-5 font-bold text-slate-900 md:py-5">
                    {t(`partner.rows.${row}.topic`)}
                  </th>
                  <td className="flex gap-2 px-6 pt-3 text-slate-500 md:table-cell md:py-5">
                    <X
                      aria-label={t('partner.withoutUsMark')}
                      className="mt-0.5 inline size-4 shrink-0 text-rose-500 md:mr-2"
                    />
                    {t(`partner.rows.${row}.without`)}
                  </td>
                  <td className="flex gap-2 px-6 pt-2 pb-5 font-medium text-slate-800 md:table-cell md:py-5">
                    <Check
                      aria-label={t('partner.withKataarMark')}
                      className="mt-0.5 inline size-4 shrink-0 text-emerald-600 md:mr-2"
                    />
                    {t(`partner.rows.${row}.with`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="bg-white py-14">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="steps-title" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {t('partner.stepsTitle')}
          </h2>
          <ol className="mt-8 grid gap-5 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.key} className="relative rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200/80">
                <span className="absolute top-5 right-6 text-5xl font-black text-brand-100" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-600 text-white">
                  <step.icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">
                  <span className="sr-only">{t('partner.step', { number: index + 1 })}</span>
                  {t(`partner.steps.${step.key}.title`)}
                </h3>
                <p className="mt-1 text-sm text-slate-600">{t(`partner.steps.${step.key}.body`)}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <Link to={paths.providerOnboarding()} className={buttonClasses('primary', 'lg')}>
              {t('partner.register')}
            </Link>
            <p className="text-sm text-slate-500">{t('partner.noFees')}</p>
          </div>
        </div>
      </section>
    </>
  );
}
