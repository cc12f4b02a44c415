import { ArrowLeft, X } from 'lucide-react';
import { useId, useState } from 'react';
import { suggestedLoginEmail } from '../../lib/login-popup';
import { Modal } from '../../components/modal';
import { GetStartedStep } from './get-started-step';
import { OtpStep } from './otp-step';
import { useCompleteLogin } from './use-complete-login';
import { useTranslation } from 'react-i18next';

type Step = 'start' | 'otp';

/** The login popup: step 1 'Get Started', step 2 'OTP Verification'. */
export function LoginPopup({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<Step>('start');
  // Read once per opening: whoever opened it may have named the address (the onboarding form).
  const [email] = useState(suggestedLoginEmail);
  const completeLogin = useCompleteLogin(onClose);

  return (
    <Modal open onDismiss={onClose} labelledBy={titleId} className="px-6 pt-5 pb-7 sm:px-8 sm:pb-8">
      <div className="flex items-center gap-2">
        {step === 'otp' && (
          <button
            type="button"
            onClick={() => setStep('start')}
            aria-label={t('popup.back')}
            className="-ml-2 rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </button>
        )}
        <h2 id={titleId} className="flex-1 text-xl font-extrabold tracking-tight text-slate-900">
          {t(step === 'start' ? 'popup.getStarted' : 'popup.otpVerification')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('popup.close')}
          className="-mr-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {step === 'start' ? (
        <GetStartedStep onEmail={() => setStep('otp')} onLogin={completeLogin} />
      ) : (
        <OtpStep initialEmail={email} onLogin={completeLogin} />
      )}
    </Modal>
  );
}
