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
import type { ReactNode } from 'react';
import { isIndustry } from './business-details-step';
import type { OnboardingValues } from './onboarding-values';

type Row = [term: string, value: ReactNode];

const orNA = (value: string) => value.trim() || M.notAvailable;

function FileStatus({ url }: { url: string }) {
  return url ? (
    <span className="inline-flex items-center gap-1.5 font-semibold text-brand-700">
      <CircleCheck aria-hidden="true" className="size-4" />
      {M.uploaded}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 text-slate-500">
      <CircleDashed aria-hidden="true" className="size-4" />
      {M.notUploaded}
    </span>
  );
}

function rowsOf(v: OnboardingValues): Row[][] {
  const industry = isIndustry(v.industry) ? v.industry : null;
  const category = industry ? categoryLabel(industry, v.category) : v.category;
  return [
    [
      ['Full name', v.name_of_applicant],
      ['Phone number', `+91 ${v.phone_no}`],
      ['Email', v.email],
      ['Role', ROLE_LABELS[v.role_in_business as MemberRole] ?? v.role_in_business],
    ],
    [
      ['Business name', v.business_name],
      ['Industry', industry ? INDUSTRY_STRIP_TITLES[slugByIndustry[industry]] : v.industry],
      ['Category', category],
      ['Speciality', v.speciality.trim() || category],
      ['Business contact', `+91 ${v.business_contact}`],
      ['Business type', BUSINESS_TYPE_LABELS[v.business_type as BusinessType] ?? v.business_type],
      ['Base service pricing', `₹${v.base_pricing.trim()}`],
    ],
    [
      ['Address line 1', v.address_line_1],
      ['Address line 2', orNA(v.address_line_2)],
      ['Area / locality', orNA(v.area)],
      ['Pincode', v.pincode],
      ['City', v.city],
      ['State', v.state],
    ],
    [
      ['Profile photo', <FileStatus key="p" url={v.profile_photo} />],
      ['PAN card number', v.pancard_no.toUpperCase()],
      ['PAN card photo', <FileStatus key="pan" url={v.pancard_photo} />],
      ['Licence photo', <FileStatus key="l" url={v.licence_photo} />],
    ],
  ];
}

/** Step 5 'Review & Submit': every entry read-only, each section with a way back to change it. */
export function ReviewStep({ values, onEdit }: { values: OnboardingValues; onEdit: (step: number) => void }) {
  return (
    <div className="grid gap-4">
      {rowsOf(values).map((rows, step) => {
        const title = ONBOARDING_STEPS[step] ?? '';
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
                aria-label={`Edit ${title}`}
                className="inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
              >
                <Pencil aria-hidden="true" className="size-3.5" />
                Edit
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
        {M.reviewNotice}
      </p>
    </div>
  );
}
