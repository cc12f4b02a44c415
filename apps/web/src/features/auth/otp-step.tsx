import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_MESSAGES,
  OTP_LENGTH,
  RESEND_AFTER_SECONDS,
  otpRequestBodySchema,
  type LoginAnswer,
} from '@kataar/shared/auth';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { ApiError, errorMessage } from '../../lib/api';
import { useRequestOtp } from './api/request-otp';
import { useVerifyOtp } from './api/verify-otp';
import { OtpInputs, emptyDigits } from './otp-inputs';
import { useCountdown } from './use-countdown';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useTranslation } from 'react-i18next';

interface EmailForm {
  email: string;
}

/** The 429 of a request made too soon carries the seconds left; rate limits do not. */
const retryAfterSeconds = (error: unknown): number | null => {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const body = error.body as { retry_after_seconds?: unknown } | undefined;
  return typeof body?.retry_after_seconds === 'number' ? body.retry_after_seconds : null;
};

/**
 * Step 2 of the login popup: e-mail, 'Send OTP', then the e-mail is locked and six boxes
 * appear with a 60 s resend countdown; 'Resend' clears them and counts 56 s. The sixth digit (or a
 * pasted code) sends the code by itself; the server checks it.
 */
export function OtpStep({
  initialEmail = '',
  onLogin,
}: {
  initialEmail?: string;
  onLogin: (answer: LoginAnswer) => void;
}) {
  const emailErrorId = useId();
  const { t } = useTranslation('auth');
  const tm = useLocalizeMessage();
  const noticeId = useId();
  const codeErrorId = useId();
  const requestOtp = useRequestOtp();
  const verifyOtp = useVerifyOtp();
  const { register, handleSubmit, getValues, setError, formState } = useForm<EmailForm>({
    resolver: zodResolver(otpRequestBodySchema),
    defaultValues: { email: initialEmail },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [digits, setDigits] = useState(emptyDigits);
  // Bumped to remount the boxes with the focus on the first one (after a resend or a wrong code).
  const [round, setRound] = useState(0);
  const countdown = useCountdown();

  /** Asks for a code. A 429 with the seconds left means the code mailed a moment ago is still good. */
  const send = async (email: string) => {
    try {
      const answer = await requestOtp.mutateAsync(email);
      setNotice(answer.message);
      countdown.start(answer.resend_after_seconds);
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait === null) throw error;
      setNotice(errorMessage(error));
      countdown.start(wait);
    }
    setSentTo(email);
  };

  const onSendOtp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec: 'Send OTP' does nothing when the email is empty.
    if (!getValues('email').trim()) return;
    void handleSubmit(({ email }) =>
      send(email).catch((error: unknown) =>
        setError('email', {
          message: error instanceof ApiError ? (error.fieldError('email') ?? error.message) : errorMessage(error),
        }),
      ),
    )(event);
  };

  const onResend = () => {
    if (!sentTo) return;
    setDigits(emptyDigits());
    setCodeError(null);
    setRound((n) => n + 1);
    countdown.start(RESEND_AFTER_SECONDS);
    send(sentTo).catch((error: unknown) => {
      setCodeError(errorMessage(error));
      countdown.start(0);
    });
  };

  const verify = (code: string[]) => {
    if (!sentTo || verifyOtp.isPending) return;
    setCodeError(null);
    verifyOtp.mutate(
      { email: sentTo, code: code.join('') },
      {
        onSuccess: onLogin,
        onError: (error) => {
          setCodeError(errorMessage(error));
          setDigits(emptyDigits());
          setRound((n) => n + 1);
        },
      },
    );
  };

  const onVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (digits.some((digit) => !digit)) {
      window.alert(tm(AUTH_MESSAGES.otpDigitsMissing));
      return;
    }
    verify(digits);
  };

  /** The box that completes the code sends it: nobody has to look for 'Verify OTP' on a phone. */
  const onDigits = (next: string[]) => {
    const completes = next.every(Boolean) && !digits.every(Boolean);
    setDigits(next);
    if (completes) verify(next);
  };

  const emailError = formState.errors.email?.message;
  const sent = sentTo !== null;

  return (
    <div className="mt-2">
      <p className="text-sm text-slate-600">{t(sent ? 'otp.enterCode' : 'otp.willEmail', { length: OTP_LENGTH })}</p>

      <form onSubmit={onSendOtp} noValidate className="mt-5">
        <label className="block text-sm font-semibold text-slate-800">
          {t('otp.email')}
          <input
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('otp.emailPlaceholder')}
            disabled={sent}
            autoFocus
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? emailErrorId : undefined}
            className="mt-1.5 h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base font-normal text-slate-900 transition outline-none placeholder:text-slate-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-rose-400"
          />
        </label>
        {emailError && (
          <p id={emailErrorId} role="alert" className="mt-1.5 text-sm text-rose-600">
            {tm(emailError)}
          </p>
        )}
        {!sent && (
          <Button type="submit" className="mt-4 w-full" disabled={requestOtp.isPending}>
            {t(requestOtp.isPending ? 'otp.sending' : 'otp.send')}
          </Button>
        )}
      </form>

      {sent && (
        <form onSubmit={onVerify} noValidate className="mt-5">
          {notice && (
            <p id={noticeId} role="status" className="mb-4 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-800">
              {notice}
            </p>
          )}
          <OtpInputs
            key={round}
            autoFocus
            digits={digits}
            onChange={onDigits}
            disabled={verifyOtp.isPending}
            invalid={codeError !== null}
            describedBy={codeError ? codeErrorId : notice ? noticeId : undefined}
          />
          {codeError && (
            <p id={codeErrorId} role="alert" className="mt-3 text-sm text-rose-600">
              {codeError}
            </p>
          )}
          <div className="mt-4 flex items-center justify-between text-sm text-slate-600">
            <span>{t('otp.noCode')}</span>
            {countdown.remaining > 0 ? (
              <span className="font-medium tabular-nums">{t('otp.resendIn', { seconds: countdown.remaining })}</span>
            ) : (
              <button
                type="button"
                onClick={onResend}
                className="rounded-full px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t('otp.resend')}
              </button>
            )}
          </div>
          <Button type="submit" className="mt-5 w-full" disabled={verifyOtp.isPending}>
            {t(verifyOtp.isPending ? 'otp.verifying' : 'otp.verify')}
          </Button>
        </form>
      )}
    </div>
  );
}
