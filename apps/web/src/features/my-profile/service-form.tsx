import { zodResolver } from '@hookform/resolvers/zod';
import {
  servicePatchBodySchema,
  type Desk,
  type Service,
  type ServicePatch,
  type ServicePatchInput,
} from '@kataar/shared/desks';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-field';
import { useSaveService } from './api/save-service';
import { IdChecklist } from './id-checklist';
import { SetupForm, useSetupForm } from './setup-form';

const FIELDS = ['name', 'duration_minutes', 'price', 'desk_ids'] as const;

/** A number field's text as the API's number: empty is no number (a price of null; a duration the rule refuses). */
const wholeNumber = (empty: null | number) => (raw: unknown) =>
  raw === '' || raw === null || raw === undefined ? empty : Number(raw);

/** Adds a service (no `service`) or changes one: name, minutes, price and the desks that offer it. */
export function ServiceForm({ service, desks, onDone }: { service?: Service; desks: Desk[]; onDone: () => void }) {
  const { t } = useTranslation('my-profile');
  const save = useSaveService();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, setError } = useForm<ServicePatchInput, unknown, ServicePatch>({
    resolver: zodResolver(servicePatchBodySchema),
    defaultValues: {
      name: service?.name ?? '',
      duration_minutes: service?.duration_minutes,
      price: service?.price ?? null,
      desk_ids: service?.desk_ids ?? [],
    },
  });
  const form = useSetupForm(FIELDS, setError, setFailure, onDone);
  const onSubmit = handleSubmit((values) => form.save(save.mutateAsync({ ...values, id: service?.id })));

  const fields = {
    name: register('name'),
    duration_minutes: register('duration_minutes', { setValueAs: wholeNumber(Number.NaN) }),
    price: register('price', { setValueAs: wholeNumber(null) }),
  };
  const errorOf = (field: (typeof FIELDS)[number]) => form.errorOf(formState.errors, field);

  return (
    <SetupForm
      label={service ? t('desks.editService', { name: service.name }) : t('desks.addService')}
      onSubmit={() => void onSubmit()}
      failure={failure}
      pending={save.isPending}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_9rem_9rem]">
        <TextField label={t('desks.name')} required autoComplete="off" error={errorOf('name')} {...fields.name} />
        <TextField
          label={t('desks.duration')}
          required
          inputMode="numeric"
          autoComplete="off"
          error={errorOf('duration_minutes')}
          {...fields.duration_minutes}
        />
        <TextField
          label={t('desks.price')}
          hint={t('desks.priceHint')}
          prefix="₹"
          inputMode="numeric"
          autoComplete="off"
          error={errorOf('price')}
          {...fields.price}
        />
      </div>
      <Controller
        control={control}
        name="desk_ids"
        render={({ field }) => (
          <IdChecklist
            legend={t('desks.offeredAt')}
            choices={desks.map((d) => ({ id: d.id, label: d.name }))}
            value={field.value ?? []}
            onChange={field.onChange}
            empty=""
          />
        )}
      />
    </SetupForm>
  );
}
