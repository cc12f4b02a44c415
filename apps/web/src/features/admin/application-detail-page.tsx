import {
  APPLICATION_MESSAGES as M,
  BUSINESS_TYPE_LABELS,
  ROLE_LABELS,
  type BusinessType,
} from '@kataar/shared/application';
import type { AdminApplication } from '@kataar/shared/application-review';
import { INDUSTRY_STRIP_TITLES, categoryLabel, slugByIndustry } from '@kataar/shared/categories';
import { isPdfUrl } from '@kataar/shared/upload';
import { ArrowLeft, Download, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api';
import { localizeMessage as tmNow, useLocalizeMessage } from '../../lib/localize-message';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useApplication } from './api/get-application';
import { formatDateTime } from './format';
import { ReviewActions } from './review-actions';
import { StatusPill } from './status-pill';

type Row = [term: string, value: ReactNode];

function Section({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <section aria-label={title} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:gap-x-6">
        {rows.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{term}</dt>
            <dd className="mt-0.5 text-sm break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * A document as a thumbnail that opens the full-size image in a new tab. A PDF is never put in an
 * <img> or a frame: it is a link (`pdfLabel`) that the server answers as a download.
 */
function DocumentImage({ label, url, pdfLabel }: { label: string; url: string | null; pdfLabel?: string }) {
  const { t } = useTranslation('admin');
  const tm = useLocalizeMessage();
  return (
    <figure className="min-w-0">
      <figcaption className="text-xs font-medium text-slate-500">{label}</figcaption>
      {url && pdfLabel && isPdfUrl(url) ? (
        <a
          href={url}
          download
          className="mt-1.5 flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-2xl bg-slate-50 p-3 text-center text-sm font-semibold text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:underline"
        >
          <Download aria-hidden="true" className="size-6" />
          {pdfLabel}
        </a>
      ) : url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="group relative mt-1.5 block aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200"
        >
          <img src={url} alt={label} loading="lazy" className="size-full object-contain" />
          <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-semibold text-white">
            <ExternalLink aria-hidden="true" className="size-3.5" />
            {t('detail.openFull')}
          </span>
        </a>
      ) : (
        <p className="mt-1.5 flex aspect-[4/3] items-center justify-center rounded-2xl bg-slate-50 text-sm text-slate-500 ring-1 ring-slate-200 ring-dashed">
          {tm(M.notUploaded)}
        </p>
      )}
    </figure>
  );
}

const orNA = (value: string | null) => value?.trim() || tmNow(M.notAvailable);

function Details({ a }: { a: AdminApplication }) {
  const { t } = useTranslation('admin');
  const tm = useLocalizeMessage();
  const category = tm(categoryLabel(a.industry, a.category));
  return (
    <div className="grid gap-5">
      <Section
        title={t('detail.applicant')}
        rows={[
          [t('detail.fullName'), a.name_of_applicant],
          [t('detail.phone'), `+91 ${a.phone_no}`],
          [t('detail.email'), a.email],
          [t('detail.account'), a.user_email],
          [t('detail.role'), tm(ROLE_LABELS[a.role_in_business])],
        ]}
      />
      <Section
        title={t('detail.business')}
        rows={[
          [t('detail.businessName'), a.business_name],
          [t('detail.industry'), tm(INDUSTRY_STRIP_TITLES[slugByIndustry[a.industry]])],
          [t('detail.category'), category],
          [t('detail.speciality'), a.speciality || category],
          [t('detail.businessContact'), `+91 ${a.business_contact}`],
          [t('detail.businessType'), tm(BUSINESS_TYPE_LABELS[a.business_type as BusinessType] ?? a.business_type)],
          [t('detail.pricing'), `₹${a.base_pricing}`],
        ]}
      />
      <Section
        title={t('detail.location')}
        rows={[
          [t('detail.address1'), a.address_line_1],
          [t('detail.address2'), orNA(a.address_line_2)],
          [t('detail.area'), orNA(a.area)],
          [t('detail.pincode'), a.pincode],
          [t('detail.city'), a.city],
          [t('detail.state'), a.state],
        ]}
      />
      <section
        aria-label={t('detail.documents')}
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:p-6"
      >
        <h2 className="text-lg font-bold text-slate-900">{t('detail.documents')}</h2>
        <p className="mt-3 text-sm">
          <span className="text-xs font-medium text-slate-500">{t('detail.pan')}</span>
          <span className="ml-2 font-mono font-semibold tracking-wider text-slate-900">{a.pancard_no}</span>
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <DocumentImage label={t('detail.profilePhoto')} url={a.profile_photo} />
          <DocumentImage label={t('detail.panPhoto')} url={a.pancard_photo} pdfLabel={t('detail.panPdf')} />
          <DocumentImage label={t('detail.licencePhoto')} url={a.licence_photo} pdfLabel={t('detail.licencePdf')} />
        </div>
      </section>
    </div>
  );
}

function ReviewSummary({ a }: { a: AdminApplication }) {
  const { t } = useTranslation('admin');
  return (
    <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{t('decision.title')}</h2>
      <dl className="mt-4 grid gap-3 text-sm">
        <div>
          <dt className="text-xs font-medium text-slate-500">{t('decision.status')}</dt>
          <dd className="mt-1">
            <StatusPill status={a.status} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">{t('decision.reviewed')}</dt>
          <dd className="mt-0.5 text-slate-900">
            {[formatDateTime(a.reviewed_at), a.reviewed_by_email].filter(Boolean).join(' · ')}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">{t('decision.note')}</dt>
          <dd className="mt-0.5 whitespace-pre-line text-slate-900">{orNA(a.review_note)}</dd>
        </div>
      </dl>
      {a.provider_username && (
        <Link
          to={paths.profile(a.provider_username)}
          className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('decision.publicPage')}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </Link>
      )}
    </div>
  );
}

/** /admin/applications/:id: every field, the documents, and the decision. */
export function ApplicationDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('admin');
  const application = useApplication(id);
  useDocumentTitle(
    application.data ? t('detail.titleOf', { name: application.data.business_name }) : t('detail.title'),
  );
  const a = application.data;

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to={paths.admin(a?.status)}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      {application.isPending ? (
        <Spinner label={t('loading')} className="min-h-[40vh]" />
      ) : application.isError ? (
        <div role="alert" className="mt-6 rounded-3xl bg-white p-8 text-center ring-1 ring-slate-200/80">
          <p className="text-slate-700">{errorMessage(application.error)}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void application.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        a && (
          <>
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
              <img
                src={a.profile_photo}
                alt=""
                className="size-14 rounded-2xl bg-slate-100 object-cover ring-1 ring-slate-200"
              />
              <div className="min-w-0">
                <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{a.business_name}</h1>
                <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <StatusPill status={a.status} />
                  {t('submitted', { date: formatDateTime(a.created_at) })}
                </p>
              </div>
            </div>
            <div className="mt-6 grid items-start gap-5 lg:grid-cols-[1fr_22rem]">
              <Details a={a} />
              <div className="lg:sticky lg:top-24">
                {a.status === 'pending' ? (
                  <ReviewActions id={a.id} business={a.business_name} applicant={a.name_of_applicant} />
                ) : (
                  <ReviewSummary a={a} />
                )}
              </div>
            </div>
          </>
        )
      )}
    </section>
  );
}
