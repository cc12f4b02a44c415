import { zodResolver } from '@hookform/resolvers/zod';
import {
  deskPatchBodySchema,
  type Desk,
  type DeskPatch,
  type DeskPatchInput,
  type Service,
} from '@kataar/shared/desks';
import type { StaffMember } from '@kataar/shared/staff';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-field';
import { useSaveDesk } from './api/save-desk';
import { IdChecklist } from './id-checklist';
import { SetupForm, useSetupForm } from './setup-form';

const FIELDS = ['name', 'token_prefix', 'service_ids', 'member_ids'] as const;

/**
 * Adds a desk (no `desk`) or changes one. The staff picker is the owner's (`staff` given): a manager
 * cannot read the staff list, and their saves leave the desk's members as they are.
 */
export function DeskForm({
  desk,
  services,
  staff,
  onDone,
}: {
  desk?: Desk;
  services: Service[];
  staff?: StaffMember[];
  onDone: () => void;
}) {
  const { t } = useTranslation('my-profile');
  const save = useSaveDesk();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, setError } = useForm<DeskPatchInput, unknown, DeskPatch>({
    resolver: zodResolver(deskPatchBodySchema),
    defaultValues: {
      name: desk?.name ?? '',
      token_prefix: desk?.token_prefix ?? '',
      is_open: desk?.is_open ?? true,
      queue_running: desk?.queue_running ?? true,
      service_ids: desk?.service_ids ?? [],
      ...(staff ? { member_ids: desk?.member_ids ?? [] } : {}),
    },
  });

  const form = useSetupForm(FIELDS, setError, setFailure, onDone);
  // A new desk starts open and running; only a change sets these.
  const onSubmit = handleSubmit(({ is_open, queue_running, ...created }) =>
    form.save(save.mutateAsync(desk ? { ...created, is_open, queue_running, id: desk.id } : created)),
  );

  const fields = {
    name: register('name'),
    token_prefix: register('token_prefix'),
    is_open: register('is_open'),
    queue_running: register('queue_running'),
  };
  const errorOf = (field: (typeof FIELDS)[number]) => form.errorOf(formState.errors, field);

  return (
    <SetupForm
      label={desk ? t('desks.editDesk', { name: desk.name }) : t('desks.addDesk')}
      onSubmit={() => void onSubmit()}
      failure={failure}
      pending={save.isPending}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField label={t('desks.name')} required autoComplete="off" error={errorOf('name')} {...fields.name} />
        <TextField
          label={t('desks.letter')}
          hint={t('desks.letterHint')}
          maxLength={1}
          autoComplete="off"
          inputClassName="uppercase"
          error={errorOf('token_prefix')}
          {...fields.token_prefix}
        />
      </div>
      {desk && (
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-800">
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-4 accent-brand-600" {...fields.is_open} />
            {t('desks.open')}
          </label>
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-4 accent-brand-600" {...fields.queue_running} />
            {t('desks.running')}
          </label>
        </div>
      )}
      <Controller
        control={control}
        name="service_ids"
        render={({ field }) => (
          <IdChecklist
            legend={t('desks.services')}
            choices={services.map((s) => ({ id: s.id, label: s.name }))}
            value={field.value ?? []}
            onChange={field.onChange}
            empty={t('desks.noServicesToPick')}
          />
        )}
      />
      {staff ? (
        <Controller
          control={control}
          name="member_ids"
          render={({ field }) => (
            <IdChecklist
              legend={t('desks.members')}
              choices={staff.map((m) => ({ id: m.user_id, label: m.name || m.email }))}
              value={field.value ?? []}
              onChange={field.onChange}
              empty=""
            />
          )}
        />
      ) : (
        <p className="text-sm text-slate-500">{t('desks.membersOwnerOnly')}</p>
      )}
    </SetupForm>
  );
}
