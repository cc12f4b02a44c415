import {
  APPLICATION_MESSAGES as M,
  BUSINESS_TYPE_LABELS,
  ONBOARDING_STEPS,
  ROLE_LABELS,
  type BusinessType,
  type MemberRole,
} from '@kataar/shared/application';
import { INDUSTRY_STRIP_TITLES, categoryLabel, slugByIndustry } from '@kataar/shared/categories';
import { CircleCheck, CircleDashed, Info, Pencil } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeMessage as tm } from '../../lib/localize-message';
import { isIndustry } from './business-details-step';
import type { OnboardingValues } from './onboarding-values';

type Row = [term: string, value: ReactNode];

const orNA = (value: string) => value.trim() || tm(M.notAvailable);

function FileStatus({ url }: { url: string }) {
  return url ? (
    <span className="inline-flex items-center gap-1.5 font-semibold text-brand-700">
      <CircleCheck aria-hidden="true" className="size-4" />
      {tm(M.uploaded)}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 text-slate-500">
      <CircleDashed aria-hidden="true" className="size-4" />
      {tm(M.notUploaded)}
    </span>
  );
}

function rowsOf(v: OnboardingValues, t: TFunction<'onboarding'>): Row[][] {
  const industry = isIndustry(v.industry) ? v.industry : null;
  const category = industry ? tm(categoryLabel(industry, v.category)) : v.category;
  return [
    [
      [t('fields.fullName'), v.name_of_applicant],
      [t('fields.phone'), `+91 ${v.phone_no}`],
      [t('fields.email'), v.email],
      [t('review.role'), tm(ROLE_LABELS[v.role_in_business as MemberRole] ?? v.role_in_business)],
    ],
    [
      [t('fields.businessName'), v.business_name],
      [t('fields.industry'), industry ? tm(INDUSTRY_STRIP_TITLES[slugByIndustry[industry]]) : v.industry],
      [t('fields.category'), category],
      [t('fields.speciality'), v.speciality.trim() || category],
      [t('review.businessContact'), `+91 ${v.business_contact}`],
      [t('fields.businessType'), tm(BUSINESS_TYPE_LABELS[v.business_type as BusinessType] ?? v.business_type)],
      [t('fields.pricing'), `₹${v.base_pricing.trim()}`],
    ],
    [
      [t('fields.address1'), v.address_line_1],
      [t('fields.address2'), orNA(v.address_line_2)],
      [t('fields.area'), orNA(v.area)],
      [t('fields.pincode'), v.pincode],
      [t('fields.city'), v.city],
      [t('fields.state'), v.state],
    ],
    [
      [t('fields.profilePhoto'), <FileStatus key="p" url={v.profile_photo} />],
      [t('fields.pan'), v.pancard_no.toUpperCase()],
      [t('fields.panPhoto'), <FileStatus key="pan" url={v.pancard_photo} />],
      [t('fields.licencePhoto'), <FileStatus key="l" url={v.licence_photo} />],
    ],
  ];
}

/** Step 5 'Review & Submit': every entry read-only, each section with a way back to change it. */
export function ReviewStep({ values, onEdit }: { values: OnboardingValues; onEdit: (step: number) => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="grid gap-4">
      {rowsOf(values, t).map((rows, step) => {
        const title = tm(ONBOARDING_STEPS[step] ?? '');
        return (
          <section
            key={title}
            aria-label={title}
            className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/70 sm:p-5"
          >
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-sm font-bold tracking-wide text-slate-900">{title}</h3>
              <button
                type="button"
                onClick={() => onEdit(step)}
                aria-label={t('review.editSection', { title })}
                className="inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
              >
                <Pencil aria-hidden="true" className="size-3.5" />
                {t('review.edit')}
              </button>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:gap-x-6">
              {rows.map(([term, value]) => (
                <div key={term} className="min-w-0">
                  <dt className="text-xs font-medium text-slate-500">{term}</dt>
                  <dd className="mt-0.5 text-sm break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
      <p className="flex gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-brand-100">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {tm(M.reviewNotice)}
      </p>
    </div>
  );
}
