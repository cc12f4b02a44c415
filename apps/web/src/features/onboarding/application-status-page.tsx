import { APPLICATION_MESSAGES as M } from '@kataar/shared/application';
import { APPLICATION_STATUS_LABELS, type ApplicationRecord } from '@kataar/shared/application-review';
import { categoryLabel } from '@kataar/shared/categories';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, ClipboardList, Hourglass, LogIn } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api';
import { openLoginPopup } from '../../lib/login-popup';
import { myApplicationQueryOptions } from '../../lib/my-application';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { refreshUser } from './api/refresh-user';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '');

const LOOK = {
  pending: { icon: Hourglass, tone: 'bg-amber-50 text-amber-600' },
  approved: { icon: CircleCheck, tone: 'bg-brand-50 text-brand-600' },
  rejected: { icon: CircleX, tone: 'bg-rose-50 text-rose-600' },
} as const;

function Shell({ children }: { children: ReactNode }) {
  return <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">{children}</section>;
}

function StatusCard({ application }: { application: ApplicationRecord }) {
  const { icon: Icon, tone } = LOOK[application.status];
  return (
    <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-8">
      <div className="flex items-start gap-4">
        <span className={`flex size-14 shrink-0 items-center justify-center rounded-2xl ${tone}`}>
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-500">Application status</p>
          <h2 className="text-2xl font-extrabold tracking-tight text-slate-900">
            {APPLICATION_STATUS_LABELS[application.status]}
          </h2>
        </div>
      </div>

      {application.status === 'pending' && <p className="mt-5 text-slate-700">{M.reviewNotice}</p>}
      {application.status === 'approved' && (
        <p className="mt-5 text-slate-700">
          {application.business_name} is now listed on Kataar. Open your dashboard to go live and run your queue.
        </p>
      )}
      {application.status === 'rejected' && (
        <p className="mt-5 text-slate-700">
          We could not approve this application. You are welcome to apply again with the details below corrected.
        </p>
      )}
      {application.review_note && (
        <figure className="mt-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/70">
          <figcaption className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Note from the reviewer
          </figcaption>
          <blockquote className="mt-1 whitespace-pre-line text-slate-800">{application.review_note}</blockquote>
        </figure>
      )}

      <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3 border-t border-slate-100 pt-5 text-sm">
        {[
          ['Business', application.business_name],
          ['Category', categoryLabel(application.industry, application.category)],
          ['City', application.city],
          ['Submitted', formatDate(application.created_at)],
          ...(application.reviewed_at ? [['Reviewed', formatDate(application.reviewed_at)]] : []),
        ].map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-medium text-slate-500">{term}</dt>
            <dd className="mt-0.5 font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 flex flex-wrap gap-3">
        {application.status === 'approved' && (
          <>
            <Link to={paths.providerDashboard()} className={buttonClasses('primary', 'md')}>
              Go to dashboard
            </Link>
            {application.provider_username && (
              <Link to={paths.profile(application.provider_username)} className={buttonClasses('secondary', 'md')}>
                View your public page
              </Link>
            )}
          </>
        )}
        {application.status === 'rejected' && (
          <Link to={paths.providerOnboarding()} className={buttonClasses('primary', 'md')}>
            Apply again
          </Link>
        )}
        {application.status === 'pending' && (
          <Link to={paths.home()} className={buttonClasses('secondary', 'md')}>
            Back to home
          </Link>
        )}
      </div>
    </div>
  );
}

/** /provider/application: where the applicant follows the admin's review of their application. */
export function ApplicationStatusPage() {
  useDocumentTitle('My application');
  const { user, isLoading } = useSession();
  const application = useQuery({ ...myApplicationQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  const approved = application.data?.status === 'approved';

  // Approval made this user a provider; the session learns it here, so the dashboard lets them in.
  const staleRole = approved && user !== null && !user.is_provider;
  useEffect(() => {
    if (staleRole) refreshUser().catch(() => undefined);
  }, [staleRole]);

  let body: ReactNode;
  if (isLoading || (user && application.isPending)) {
    body = <Spinner label="Loading..." className="min-h-[30vh]" />;
  } else if (!user) {
    body = (
      <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200/80">
        <p className="text-slate-700">Log in to see your application and its review.</p>
        <Button className="mt-5" onClick={() => openLoginPopup({ returnTo: paths.providerApplication() })}>
          <LogIn aria-hidden="true" className="size-4" />
          Log in
        </Button>
      </div>
    );
  } else if (application.isError) {
    body = (
      <div role="alert" className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200/80">
        <p className="text-slate-700">{errorMessage(application.error)}</p>
        <Button variant="secondary" className="mt-5" onClick={() => void application.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!application.data) {
    body = (
      <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200/80">
        <ClipboardList aria-hidden="true" className="mx-auto size-10 text-brand-600" />
        <p className="mt-3 text-slate-700">{M.noApplication}</p>
        <Link to={paths.providerOnboarding()} className={buttonClasses('primary', 'md', 'mt-5')}>
          Register your business
        </Link>
      </div>
    );
  } else {
    body = <StatusCard application={application.data} />;
  }

  return (
    <Shell>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-slate-900">My application</h1>
      {body}
    </Shell>
  );
}
