import { APPLICATION_STATUSES, type ApplicationStatus } from '@kataar/shared/application';
import { categoryLabel } from '@kataar/shared/categories';
import { ChevronRight, Inbox } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useApplications } from './api/get-applications';
import { formatDateTime } from './format';
import { StatusPill } from './status-pill';

const TAB_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);

/** /admin: applications of one status, newest first, each opening its review. */
export function ApplicationsPage() {
  useDocumentTitle('Applications');
  const [params] = useSearchParams();
  const raw = params.get('status');
  const status: ApplicationStatus = isStatus(raw) ? raw : 'pending';
  const applications = useApplications(status);

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">Admin</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">Applications</h1>
      <p className="mt-2 text-slate-600">Review the businesses that asked to be listed on Kataar.</p>

      <nav aria-label="Application status" className="mt-6 flex gap-1 rounded-full bg-slate-100 p-1 sm:inline-flex">
        {APPLICATION_STATUSES.map((s) => (
          <Link
            key={s}
            to={paths.admin(s)}
            aria-current={s === status ? 'page' : undefined}
            className={`flex-1 rounded-full px-4 py-2 text-center text-sm font-semibold transition-colors sm:flex-none ${
              s === status ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {TAB_LABELS[s]}
          </Link>
        ))}
      </nav>

      <div className="mt-6">
        {applications.isPending ? (
          <Spinner label="Loading..." />
        ) : applications.isError ? (
          <div role="alert" className="rounded-3xl bg-white p-8 text-center ring-1 ring-slate-200/80">
            <p className="text-slate-700">{errorMessage(applications.error)}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void applications.refetch()}>
              Try again
            </Button>
          </div>
        ) : applications.data.length === 0 ? (
          <div className="rounded-3xl bg-white p-10 text-center ring-1 ring-slate-200/80">
            <Inbox aria-hidden="true" className="mx-auto size-10 text-slate-400" />
            <p className="mt-3 text-slate-600">{`No ${TAB_LABELS[status].toLowerCase()} applications.`}</p>
          </div>
        ) : (
          <ul aria-label={`${TAB_LABELS[status]} applications`} className="space-y-3">
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
                      <span className="truncate font-bold text-slate-900">{a.business_name}</span>
                      <StatusPill status={a.status} />
                    </p>
                    <p className="mt-0.5 truncate text-sm text-slate-600">
                      {`${categoryLabel(a.industry, a.category)} · ${a.city}, ${a.state}`}
                    </p>
                    <p className="mt-0.5 truncate text-xs text-slate-500">
                      {`${a.name_of_applicant} · ${a.user_email}`}
                    </p>
                    <p className="mt-0.5 text-xs text-slate-500">{`Submitted ${formatDateTime(a.created_at)}`}</p>
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
