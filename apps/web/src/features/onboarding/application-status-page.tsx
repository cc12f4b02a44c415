import { APPLICATION_MESSAGES as M } from '@kataar/shared/application';
import { APPLICATION_STATUS_LABELS, type ApplicationRecord } from '@kataar/shared/application-review';
import { categoryLabel } from '@kataar/shared/categories';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, ClipboardList, Hourglass, LogIn } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api';
import { intlLocale } from '../../lib/language';
import { useLocalizeMessage } from '../../lib/localize-message';
import { openLoginPopup } from '../../lib/login-popup';
import { myApplicationQueryOptions } from '../../lib/my-application';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { refreshUser } from './api/refresh-user';

const formatDate = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' }).format(new Date(iso)) : '';

const LOOK = {
  pending: { icon: Hourglass, tone: 'bg-amber-50 text-amber-600' },
  approved: { icon: CircleCheck, tone: 'bg-brand-50 text-brand-600' },
  rejected: { icon: CircleX, tone: 'bg-rose-50 text-rose-600' },
} as const;

function Shell({ children }: { children: ReactNode }) {
  return <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">{children}</section>;
}

function StatusCard({ application }: { application: ApplicationRecord }) {
  const { t } = useTranslation('onboarding');
  const tm = useLocalizeMessage();
  const { icon: Icon, tone } = LOOK[application.status];
  return (
    <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-8">
      <div className="flex items-start gap-4">
        <span className={`flex size-14 shrink-0 items-center justify-center rounded-2xl ${tone}`}>
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-500">{t('status.label')}</p>
          <h2 className="text-2xl font-extrabold tracking-tight text-slate-900">
            {tm(APPLICATION_STATUS_LABELS[application.status])}
          </h2>
        </div>
      </div>

      {application.status === 'pending' && <p className="mt-5 text-slate-700">{tm(M.reviewNotice)}</p>}
      {application.status === 'approved' && (
        <p className="mt-5 text-slate-700">{t('status.approved', { business: application.business_name })}</p>
      )}
      {application.status === 'rejected' && <p className="mt-5 text-slate-700">{t('status.rejected')}</p>}
      {application.review_note && (
        <figure className="mt-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/70">
          <figcaption className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('status.note')}
          </figcaption>
          <blockquote className="mt-1 whitespace-pre-line text-slate-800">{application.review_note}</blockquote>
        </figure>
      )}

      <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3 border-t border-slate-100 pt-5 text-sm">
        {[
          [t('status.business'), application.business_name],
          [t('status.category'), tm(categoryLabel(application.industry, application.category))],
          [t('status.city'), application.city],
          [t('status.submitted'), formatDate(application.created_at)],
          ...(application.reviewed_at ? [[t('status.reviewed'), formatDate(application.reviewed_at)]] : []),
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
              {t('status.dashboard')}
            </Link>
            {application.provider_username && (
              <Link to={paths.profile(application.provider_username)} className={buttonClasses('secondary', 'md')}>
                {t('status.publicPage')}
              </Link>
            )}
          </>
        )}
        {application.status === 'rejected' && (
          <Link to={paths.providerOnboarding()} className={buttonClasses('primary', 'md')}>
            {t('status.applyAgain')}
          </Link>
        )}
        {application.status === 'pending' && (
          <Link to={paths.home()} className={buttonClasses('secondary', 'md')}>
            {t('status.home')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** /provider/application: where the applicant follows the admin's review of their application. */
export function ApplicationStatusPage() {
  const { t } = useTranslation('onboarding');
  const tm = useLocalizeMessage();
  useDocumentTitle(t('status.title'));
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
    body = <Spinner label={t('loading')} className="min-h-[30vh]" />;
  } else if (!user) {
    body = (
      <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200/80">
        <p className="text-slate-700">{t('status.logInToSee')}</p>
        <Button className="mt-5" onClick={() => openLoginPopup({ returnTo: paths.providerApplication() })}>
          <LogIn aria-hidden="true" className="size-4" />
          {t('logIn')}
        </Button>
      </div>
    );
  } else if (application.isError) {
    body = (
      <div role="alert" className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200/80">
        <p className="text-slate-700">{errorMessage(application.error)}</p>
        <Button variant="secondary" className="mt-5" onClick={() => void application.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  } else if (!application.data) {
    body = (
      <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200/80">
        <ClipboardList aria-hidden="true" className="mx-auto size-10 text-brand-600" />
        <p className="mt-3 text-slate-700">{tm(M.noApplication)}</p>
        <Link to={paths.providerOnboarding()} className={buttonClasses('primary', 'md', 'mt-5')}>
          {t('status.register')}
        </Link>
      </div>
    );
  } else {
    body = <StatusCard application={application.data} />;
  }

  return (
    <Shell>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-slate-900">{t('status.title')}</h1>
      {body}
    </Shell>
  );
}
