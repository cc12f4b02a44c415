import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useSignOutEverywhere } from './api/sign-out-everywhere';

/** Ends every session of the person, after they confirm: it cannot be taken back. */
export function SignOutEverywhere() {
  const { t } = useTranslation('account');
  const tm = useLocalizeMessage();
  const [asking, setAsking] = useState(false);
  const signOut = useSignOutEverywhere();

  const confirm = () => {
    setAsking(false);
    signOut.mutate(undefined, { onError: (error) => toast.error(tm(errorMessage(error))) });
  };

  return (
    <>
      <p className="text-sm text-slate-600">{t('sessions.hint')}</p>
      <button
        type="button"
        onClick={() => setAsking(true)}
        disabled={signOut.isPending}
        className="mt-4 inline-flex h-11 w-full items-center justify-center gap-2 rounded-full border border-rose-300 bg-white px-5 text-sm font-semibold text-rose-700 transition-colors hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto"
      >
        <LogOut aria-hidden="true" className="size-4" />
        {signOut.isPending ? t('sessions.signingOut') : t('sessions.signOutAll')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('sessions.confirmTitle')}
          message={t('sessions.confirmMessage')}
          confirmLabel={t('sessions.confirm')}
          cancelLabel={t('sessions.cancel')}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
