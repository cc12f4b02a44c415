import { zodResolver } from '@hookform/resolvers/zod';
import { waitlistBodySchema } from '@kataar/shared/provider';
import { BellRing, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ApiError, errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useJoinWaitlist } from './api/join-waitlist';

/** An example address, the same in every language. */
const EMAIL_EXAMPLE = 'you@example.com';

interface WaitlistForm {
  email: string;
}

/** 'Coming soon' sign-up; the spec's field name `wait-list` is kept on the input. */
export function WaitlistBlock() {
  const { t } = useTranslation('home');
  const tm = useLocalizeMessage();
  const titleId = useId();
  const errorId = useId();
  const join = useJoinWaitlist();
  const { control, handleSubmit, formState, setError } = useForm<WaitlistForm>({
    resolver: zodResolver(waitlistBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    join.mutateAsync(values.email.trim()).catch((error: unknown) => {
      // Server-side field errors land on the field; anything else shows under it too.
      const message = error instanceof ApiError ? (error.fieldError('email') ?? error.message) : errorMessage(error);
      setError('email', { message });
    }),
  );

  const fieldError = formState.errors.email?.message;

  return (
    <section
      aria-labelledby={titleId}
      className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-10 text-white sm:px-10"
    >
      <div aria-hidden="true" className="absolute -top-16 -right-10 size-56 rounded-full bg-white/10" />
      <div className="relative grid items-center gap-6 md:grid-cols-[1.2fr_1fr]">
        <div>
          <span className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide uppercase">
            <BellRing aria-hidden="true" className="size-3.5" />
            {t('waitlist.badge')}
          </span>
          <h2 id={titleId} className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('waitlist.title')}
          </h2>
          <p className="mt-2 text-brand-100">{t('waitlist.intro')}</p>
        </div>

        {join.isSuccess ? (
          <p role="status" className="flex items-start gap-3 rounded-2xl bg-white/15 p-4 text-sm font-medium">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand-200" />
            {tm(join.data.message)}
          </p>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="w-full">
            <div className="flex flex-col gap-2 sm:flex-row">
              <Controller
                control={control}
                name="email"
                render={({ field }) => (
                  <label className="flex-1">
                    <span className="sr-only">{t('waitlist.emailLabel')}</span>
                    <input
                      {...field}
                      // The spec names the field `wait-list`; react-hook-form keys it as `email` for the shared schema.
                      name="wait-list"
                      type="email"
                      autoComplete="email"
                      inputMode="email"
                      placeholder={EMAIL_EXAMPLE}
                      aria-invalid={fieldError ? true : undefined}
                      aria-describedby={fieldError ? errorId : undefined}
                      className="h-12 w-full rounded-full border-0 bg-white px-5 text-slate-900 outline-none placeholder:text-slate-400 focus:ring-4 focus:ring-brand-300"
                    />
                  </label>
                )}
              />
              <Button type="submit" variant="light" size="lg" disabled={join.isPending}>
                {join.isPending ? t('waitlist.joining') : t('waitlist.notify')}
              </Button>
            </div>
            {fieldError && (
              <p id={errorId} role="alert" className="mt-2 pl-4 text-sm font-medium text-amber-200">
                {tm(fieldError)}
              </p>
            )}
          </form>
        )}
      </div>
    </section>
  );
}
