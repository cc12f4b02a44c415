import { APPLICATION_STATUSES, type ApplicationStatus } from '@kataar/shared/application';
import { categoryLabel } from '@kataar/shared/categories';
import { ChevronRight, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useApplications } from './api/get-applications';
import { formatDateTime } from './format';
import { StatusPill } from './status-pill';

const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);

/** /admin: applications of one status, newest first, each opening its review. */
export function ApplicationsPage() {
  const { t } = useTranslation('admin');
  const tm = useLocalizeMessage();
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const raw = params.get('status');
  const status: ApplicationStatus = isStatus(raw) ? raw : 'pending';
  const applications = useApplications(status);

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">{t('eyebrow')}</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>

      <nav aria-label={t('statusNav')} className="mt-6 flex gap-1 rounded-full bg-slate-100 p-1 sm:inline-flex">
        {APPLICATION_STATUSES.map((s) => (
          <Link
            key={s}
            to={paths.admin(s)}
            aria-current={s === status ? 'page' : undefined}
            className={`flex-1 rounded-full px-4 py-2 text-center text-sm font-semibold transition-colors sm:flex-none ${
              s === status ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {t(`tabs.${s}`)}
          </Link>
        ))}
      </nav>

      <div className="mt-6">
        {applications.isPending ? (
          <Spinner label={t('loading')} />
        ) : applications.isError ? (
          <div role="alert" className="rounded-3xl bg-white p-8 text-center ring-1 ring-slate-200/80">
            <p className="text-slate-700">{errorMessage(applications.error)}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void applications.refetch()}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : applications.data.length === 0 ? (
          <div className="rounded-3xl bg-white p-10 text-center ring-1 ring-slate-200/80">
            <Inbox aria-hidden="true" className="mx-auto size-10 text-slate-400" />
            <p className="mt-3 text-slate-600">{t(`empty.${status}`)}</p>
          </div>
        ) : (
          <ul aria-label={t(`list.${status}`)} className="space-y-3">
            {applications.data.map((a) => (
              <li key={a.id}>
                <Link
                  to={paths.adminApplication(a.id)}
                  className="group flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80 transition hover:ring-brand-300 sm:p-5"
                >
                  <img
                    src={a.profile_photo}
                    alt=""
                    loading="lazy"
                    className="size-12 shrink-0 rounded-xl bg-slate-100 object-cover sm:size-14"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <span className="min-w-0 font-bold [overflow-wrap:anywhere] text-slate-900">
                        {a.business_name}
                      </span>
                      <StatusPill status={a.status} />
                    </p>
                    <p className="mt-0.5 truncate text-sm text-slate-600">
                      {`${tm(categoryLabel(a.industry, a.category))} · ${a.city}, ${a.state}`}
                    </p>
                    <p className="mt-0.5 truncate text-xs text-slate-500">
                      {`${a.name_of_applicant} · ${a.user_email}`}
                    </p>
                    <p className="mt-0.5 text-xs text-slate-500">
                      {t('submitted', { date: formatDateTime(a.created_at) })}
                    </p>
                  </div>
                  <ChevronRight
                    aria-hidden="true"
                    className="size-5 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600"
                  />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
