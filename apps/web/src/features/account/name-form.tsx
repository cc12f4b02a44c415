import { zodResolver } from '@hookform/resolvers/zod';
import { accountNameSchema, type User } from '@kataar/shared/auth';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { ApiError, errorMessage } from '../../lib/api';
import { useUpdateMe } from './api/update-me';

const nameFormSchema = z.object({ name: accountNameSchema });
type NameForm = z.infer<typeof nameFormSchema>;

/** The name greetings use and the queue and booking forms start with; the shared rule checks it here and on the server. */
export function NameForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateMe();
  const { register, handleSubmit, setError, formState, reset } = useForm<NameForm>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name: user.name },
  });

  const save = handleSubmit(({ name }) =>
    update.mutateAsync({ name }).then(
      (saved) => {
        reset({ name: saved.name });
        toast.success(t('profile.saved'));
      },
      (error: unknown) =>
        setError('name', {
          message: error instanceof ApiError ? (error.fieldError('name') ?? error.message) : errorMessage(error),
        }),
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={t('profile.name')}
        hint={t('profile.nameHint')}
        placeholder={t('profile.namePlaceholder')}
        autoComplete="name"
        error={formState.errors.name?.message}
        className="min-w-0 flex-1"
        {...register('name')}
      />
      {/* Level with the field, below its label, on wide screens; full width under it on a phone. */}
      <Button type="submit" disabled={update.isPending} className="w-full sm:mt-6.5 sm:w-auto">
        {update.isPending ? t('profile.saving') : t('profile.save')}
      </Button>
    </form>
  );
}
