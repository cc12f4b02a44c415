import { Bell, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LanguageChoiceField } from './language-choice';
import { NameForm } from './name-form';
import { SignOutEverywhere } from './sign-out-everywhere';

/** The user menu's "Profile": the person's name, e-mail, language, notifications and sessions. */
export function AccountPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('title'));
  const { user } = useSession();
  // The route's guard lets only a signed-in person in; after "sign out everywhere" this renders once more.
  if (!user) return null;

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>

      <Card heading={t('profile.heading')}>
        {/* A new form for another person (a sign-in in another tab), so the field shows their name. */}
        <NameForm key={user.id} user={user} />
        <div className="mt-5 border-t border-slate-100 pt-4">
          <p className="text-sm font-semibold text-slate-800">{t('profile.email')}</p>
          <p className="mt-1 text-base break-all text-slate-900 sm:text-sm">{user.email}</p>
          <p className="mt-1 text-xs text-slate-500">{t('profile.emailHint')}</p>
        </div>
      </Card>

      <Card heading={t('preferences.heading')}>
        <LanguageChoiceField />
        <div className="mt-4 border-t border-slate-100 pt-3">
          <Link
            to={paths.notifications()}
            className="-mx-2 flex items-center gap-3 rounded-xl px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Bell aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-slate-800">{t('preferences.notifications')}</span>
              <span className="block text-xs text-slate-500">{t('preferences.notificationsHint')}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          </Link>
        </div>
      </Card>

      <Card heading={t('sessions.heading')}>
        <SignOutEverywhere />
      </Card>
    </div>
  );
}

function Card({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 className="mb-4 text-base font-bold text-slate-900">{heading}</h2>
      {children}
    </section>
  );
}
