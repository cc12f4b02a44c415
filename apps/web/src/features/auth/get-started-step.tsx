import type { LoginAnswer } from '@kataar/shared/auth';
import { Mail } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '../../components/button';
import { useAuthConfig } from './api/get-auth-config';
import { useTranslation } from 'react-i18next';

// Google's library (and the script it loads) only when the server has a client id.
const GoogleButton = lazy(() => import('./google-button').then((m) => ({ default: m.GoogleButton })));

const Placeholder = () => <div aria-hidden="true" className="h-11 animate-pulse rounded-full bg-slate-100" />;

/**
 * Step 1: Google sign-in, OR, 'Login with Email'. A server without a Google client id offers the
 * e-mail code alone: no Google block, and no OR with nothing on its other side.
 */
export function GetStartedStep({ onEmail, onLogin }: { onEmail: () => void; onLogin: (answer: LoginAnswer) => void }) {
  const config = useAuthConfig();
  const { t } = useTranslation('auth');
  const clientId = config.data?.google_client_id;
  const google = config.isPending ? (
    <Placeholder />
  ) : clientId ? (
    <Suspense fallback={<Placeholder />}>
      <GoogleButton clientId={clientId} onLogin={onLogin} />
    </Suspense>
  ) : null;

  return (
    <div className="mt-2">
      <p className="text-sm text-slate-600">{t('start.intro')}</p>
      {google ? (
        <>
          <div className="mt-6">{google}</div>
          <div className="my-5 flex items-center gap-3 text-xs font-semibold tracking-widest text-slate-500">
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
            {t('start.or')}
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
          </div>
        </>
      ) : (
        <div className="mt-6" />
      )}
      <Button variant="primary" size="md" className="w-full" onClick={onEmail}>
        <Mail aria-hidden="true" className="size-4" />
        {t('start.withEmail')}
      </Button>
    </div>
  );
}
