import {
  APPLICATION_LOCATION,
  APPLICATION_MESSAGES as M,
  ONBOARDING_STEPS,
  applicationSchema,
} from '@kataar/shared/application';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, LogIn, Send } from 'lucide-react';
import { useCallback, useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { ApiError, errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';
import { openLoginPopup } from '../../lib/login-popup';
import { myApplicationQueryOptions } from '../../lib/my-application';
import { paths } from '../../lib/paths';
import { getSession, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSubmitApplication } from './api/submit-application';
import { BusinessDetailsStep } from './business-details-step';
import { DocumentsStep } from './documents-step';
import { LocationStep } from './location-step';
import { clearDraft, readDraft, readStep, writeDraft, writeStep } from './onboard-draft';
import {
  EMPTY_VALUES,
  REVIEW_STEP,
  stepOfField,
  wizardResolver,
  type OnboardingField,
  type OnboardingValues,
  type WizardContext,
} from './onboarding-values';
import { PersonalInfoStep } from './personal-info-step';
import { ReviewStep } from './review-step';
import { StepIndicator } from './step-indicator';
import { useWizardHistory } from './use-wizard-history';

/** The step of the first field in error (the form's order), or null. */
const firstStepOf = (errors: FieldErrors<OnboardingValues>): number | null => {
  const steps = Object.keys(errors).map(stepOfField);
  return steps.length ? Math.min(...steps) : null;
};

/**
 * /provider/onboarding: the five-step application (spec "Onboarding wizard"), no guard. The draft
 * is kept in localStorage under `onboard` so a reload or a login midway loses nothing; the
 * application itself belongs to an account, so uploading and submitting ask to log in first.
 */
export function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const tm = useLocalizeMessage();
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const { user } = useSession();
  const [initial] = useState(() => {
    const draft = readDraft();
    return { values: draft ?? EMPTY_VALUES, step: draft ? readStep() : 0, resume: Boolean(draft) };
  });
  const [step, setStep] = useState(initial.step);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [loginAsked, setLoginAsked] = useState(false);
  const awaitingLogin = useRef(false);
  const finished = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const submit = useSubmitApplication();
  const existing = useQuery({ ...myApplicationQueryOptions(user?.id ?? ''), enabled: user?.has_application === true });

  const form = useForm<OnboardingValues, WizardContext>({
    defaultValues: initial.values,
    resolver: wizardResolver,
    context: { step },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // The login comes back here; its e-mail step starts with the address typed in step 1.
  const askLogin = () => openLoginPopup({ returnTo: paths.providerOnboarding(), email: form.getValues('email') });

  // Every change is written to the draft at once.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (!finished.current) writeDraft(values);
        },
      }),
    [form],
  );

  // A new step: its heading takes the focus (screen readers hear where they are) and comes into view.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    headingRef.current?.focus({ preventScroll: true });
    cardRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [step]);

  const show = (next: number) => {
    setStep(next);
    writeStep(next);
  };
  const goTo = useWizardHistory(step, show, initial.resume);

  const onBusyChange = useCallback((name: string, value: boolean) => {
    setBusy((current) => ({ ...current, [name]: value }));
  }, []);
  const uploading = Object.values(busy).some(Boolean);

  const showErrors = (errors: FieldErrors<OnboardingValues>) => {
    const first = firstStepOf(errors);
    if (first !== null && first < REVIEW_STEP && first !== step) goTo(first);
  };

  const send = (values: OnboardingValues) => {
    const applicant = getSession().user;
    if (!applicant) {
      // An application belongs to a user account. Log in, then it goes on by itself.
      awaitingLogin.current = true;
      setLoginAsked(true);
      askLogin();
      return;
    }
    setSubmitError(null);
    const payload = applicationSchema.parse({ ...values, location: APPLICATION_LOCATION });
    submit.mutate(
      { ...payload, location: APPLICATION_LOCATION, user: applicant.id },
      {
        onSuccess: () => {
          finished.current = true;
          clearDraft();
          void navigate(paths.providerApplication());
        },
        onError: (error) => {
          // The spec ignored these silently; we say what went wrong, and where.
          const message = errorMessage(error);
          setSubmitError(message);
          toast.error(message, { id: 'application-submit' });
          if (error instanceof ApiError && error.errors) {
            const fields: FieldErrors<OnboardingValues> = {};
            for (const [name, messages] of Object.entries(error.errors)) {
              if (!(name in EMPTY_VALUES)) continue;
              const fieldError = { type: 'server', message: messages[0] ?? message };
              form.setError(name as OnboardingField, fieldError);
              fields[name as OnboardingField] = fieldError;
            }
            showErrors(fields);
          }
        },
      },
    );
  };

  const onValid = (values: OnboardingValues) => {
    if (step < REVIEW_STEP) {
      // Next: this step is valid. The next one starts clean, validated again by its own Next.
      form.reset(undefined, { keepValues: true, keepDefaultValues: true, keepDirty: true, keepTouched: true });
      goTo(step + 1);
    } else {
      send(values);
    }
  };
  // Built per event, so the handlers (which read refs) are only ever called from events.
  const onSubmit = (event?: FormEvent) => form.handleSubmit(onValid, showErrors)(event);

  const continueAfterLogin = useEffectEvent(() => {
    if (step === REVIEW_STEP) void onSubmit();
  });
  useEffect(() => {
    if (user && awaitingLogin.current) {
      awaitingLogin.current = false;
      continueAfterLogin();
    }
  }, [user]);

  const pending = existing.data?.status === 'pending';
  const stepName = ONBOARDING_STEPS[step] ?? '';
  const last = step === REVIEW_STEP;

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{t('eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>

      {pending && (
        <p className="mt-6 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          {tm(M.alreadyPending)}{' '}
          <Link to={paths.providerApplication()} className="font-semibold underline underline-offset-2">
            {t('seeStatus')}
          </Link>
        </p>
      )}

      <div
        ref={cardRef}
        className="mt-6 scroll-mt-28 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:mt-8 sm:p-8"
      >
        <StepIndicator current={step} />

        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-8">
          <p className="text-xs font-bold tracking-widest text-slate-500 uppercase">
            {t('stepOf', { step: step + 1, total: ONBOARDING_STEPS.length })}
          </p>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 mb-6 text-xl font-bold tracking-tight text-slate-900 outline-none"
          >
            {tm(stepName)}
          </h2>

          {step === 0 && <PersonalInfoStep form={form} />}
          {step === 1 && <BusinessDetailsStep form={form} />}
          {step === 2 && <LocationStep form={form} />}
          {step === 3 && (
            <DocumentsStep form={form} loggedIn={Boolean(user)} onLoginNeeded={askLogin} onBusyChange={onBusyChange} />
          )}
          {last && <ReviewStep values={form.getValues()} onEdit={goTo} />}

          {last && loginAsked && !user && (
            <p className="mt-5 flex items-center gap-2 text-sm font-medium text-amber-800">
              <LogIn aria-hidden="true" className="size-4 shrink-0" />
              {t('loginToSubmit')}
            </p>
          )}
          {last && submitError && (
            <p
              role="alert"
              className="mt-5 rounded-2xl bg-rose-50 p-4 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
            >
              {submitError}
              {submitError === M.alreadyPending && (
                <>
                  {' '}
                  <Link to={paths.providerApplication()} className="font-semibold underline underline-offset-2">
                    {t('seeStatus')}
                  </Link>
                </>
              )}
            </p>
          )}

          <div className="mt-8 flex items-center justify-between gap-3 border-t border-slate-100 pt-6">
            <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 0 || submit.isPending}>
              <ArrowLeft aria-hidden="true" className="hidden size-4 sm:block" />
              {t('previous')}
            </Button>
            {last ? (
              <Button type="submit" disabled={submit.isPending} className="whitespace-nowrap">
                <Send aria-hidden="true" className="hidden size-4 sm:block" />
                {tm(submit.isPending ? M.submitting : M.submit)}
              </Button>
            ) : (
              <Button type="submit" disabled={uploading}>
                {t('next')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>
            )}
          </div>
        </form>
      </div>
    </section>
  );
}
