import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ApiError, errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';

/** What the desk and service forms share: saving, where a refusal goes, their frame and buttons. */
export function useSetupForm<T extends FieldValues>(
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  setFailure: (message: string | null) => void,
  onDone: () => void,
) {
  const { t } = useTranslation('my-profile');
  const tm = useLocalizeMessage();
  return {
    /** Says so and closes the form once saved. A refusal goes on the field it names, else under the form. */
    save: (saving: Promise<unknown>) => {
      setFailure(null);
      return saving.then(
        () => {
          toast.success(t('desks.saved'));
          onDone();
        },
        (error: unknown) => {
          const field = error instanceof ApiError ? fields.find((f) => error.fieldError(f)) : undefined;
          if (field && error instanceof ApiError) setError(field, { type: 'server', message: error.fieldError(field) });
          else setFailure(errorMessage(error));
        },
      );
    },
    /** The field's message in the reader's language. */
    errorOf: (errors: FieldErrors<T>, field: Path<T>) => {
      const message = errors[field]?.message;
      return typeof message === 'string' ? tm(message) : undefined;
    },
  };
}

export function SetupForm({
  label,
  onSubmit,
  failure,
  pending,
  onCancel,
  children,
}: {
  label: string;
  onSubmit: () => void;
  failure: string | null;
  pending: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('my-profile');
  const tm = useLocalizeMessage();
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="mt-3 grid gap-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/70"
    >
      {children}
      {failure && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {tm(failure)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('desks.saving') : t('desks.save')}
        </Button>
      </div>
    </form>
  );
}
