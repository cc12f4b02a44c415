import type { LoginAnswer } from '@kataar/shared/auth';
import { AUTH_MESSAGES } from '@kataar/shared/auth-constants';
import { Mail } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '../../components/button';
import { useAuthConfig } from './api/get-auth-config';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useTranslation } from 'react-i18next';

// Google's library (and the script it loads) only when the server has a client id.
const GoogleButton = lazy(() => import('./google-button').then((m) => ({ default: m.GoogleButton })));

const Placeholder = () => <div aria-hidden="true" className="h-11 animate-pulse rounded-full bg-slate-100" />;

export function GetStartedStep({ onEmail, onLogin }: { onEmail: () => void; onLogin: (answer: LoginAnswer) => void }) {
  const config = useAuthConfig();
  const { t } = useTranslation('auth');
  const tm = useLocalizeMessage();
  const clientId = config.data?.google_client_id;

  return (
    <div className="mt-2">
      <p className="text-sm text-slate-600">{t('start.intro')}</p>
      <div className="mt-6">
        {config.isPending ? (
          <Placeholder />
        ) : clientId ? (
          <Suspense fallback={<Placeholder />}>
            <GoogleButton clientId={clientId} onLogin={onLogin} />
          </Suspense>
        ) : (
          <p className="rounded-2xl bg-slate-50 px-4 py-3 text-center text-sm text-slate-600">
            {tm(AUTH_MESSAGES.googleNotConfigured)}
          </p>
        )}
      </div>
      <div className="my-5 flex items-center gap-3 text-xs font-semibold tracking-widest text-slate-500">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        {t('start.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </div>
      <Button variant="primary" size="md" className="w-full" onClick={onEmail}>
        <Mail aria-hidden="true" className="size-4" />
        {t('start.withEmail')}
      </Button>
    </div>
  );
}
