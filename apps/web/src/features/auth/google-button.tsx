import type { LoginAnswer } from '@kataar/shared/auth';
import { AUTH_MESSAGES } from '@kataar/shared/auth-constants';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useState } from 'react';
import { useGoogleSignIn } from './api/google-login';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useTranslation } from 'react-i18next';

/**
 * Google's own button with one-tap (spec: "Google sign-in (one-tap enabled)"). The ID token it
 * hands over is checked by our server, which answers with our session. Errors use the spec's alerts.
 */
export function GoogleButton({ clientId, onLogin }: { clientId: string; onLogin: (answer: LoginAnswer) => void }) {
  const signIn = useGoogleSignIn();
  const { t } = useTranslation('auth');
  const tm = useLocalizeMessage();
  // Offline or blocked by a content blocker: say so instead of leaving an empty gap.
  const [scriptFailed, setScriptFailed] = useState(false);
  const widgetFailed = () => window.alert(tm(AUTH_MESSAGES.googleWidgetFailed));

  if (scriptFailed) {
    return (
      <p className="rounded-2xl bg-slate-50 px-4 py-3 text-center text-sm text-slate-600">
        {t('start.googleScriptFailed')}
      </p>
    );
  }
  return (
    <GoogleOAuthProvider clientId={clientId} onScriptLoadError={() => setScriptFailed(true)}>
      <div className="flex min-h-11 justify-center" aria-busy={signIn.isPending}>
        <GoogleLogin
          useOneTap
          text="continue_with"
          shape="pill"
          width={300}
          onSuccess={({ credential }) => {
            if (!credential) return widgetFailed();
            signIn.mutate(credential, {
              onSuccess: onLogin,
              onError: () => window.alert(tm(AUTH_MESSAGES.googleFailed)),
            });
          }}
          onError={widgetFailed}
        />
      </div>
    </GoogleOAuthProvider>
  );
}
