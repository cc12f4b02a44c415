import { zodResolver } from '@hookform/resolvers/zod';
import { ROLE_LABELS } from '@kataar/shared/application';
import {
  STAFF_MESSAGES,
  STAFF_ROLES,
  staffInviteBodySchema,
  type StaffInvite,
  type StaffMember,
} from '@kataar/shared/staff';
import { Trash2, UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import { ApiError, errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useInviteStaff } from './api/invite-staff';
import { useRemoveStaff } from './api/remove-staff';
import { SettingsCard } from './settings-card';

function InviteForm() {
  const { t } = useTranslation('my-profile');
  const tm = useLocalizeMessage();
  const invite = useInviteStaff();
  const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: tm(ROLE_LABELS[role]) }));
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<StaffInvite>({
    resolver: zodResolver(staffInviteBodySchema),
    defaultValues: { email: '', role: '' as StaffInvite['role'] },
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    return invite.mutateAsync(values).then(
      () => {
        toast.success(tm(STAFF_MESSAGES.invited));
        reset();
      },
      (error: unknown) => {
        const message = errorMessage(error);
        const field = error instanceof ApiError ? error.fieldError('email') : undefined;
        if (field) setError('email', { type: 'server', message: field });
        else setFailure(message);
        toast.error(message);
      },
    );
  });

  // Registered outside the markup: the field names are code, not words shown to people.
  const fields = { email: register('email'), role: register('role') };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="mt-5 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/70"
    >
      <p className="text-sm font-semibold text-slate-900">{t('staff.invite')}</p>
      <p className="mt-0.5 text-xs text-slate-500">{t('staff.inviteHint')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <TextField
          label={t('staff.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder={t('staff.emailPlaceholder')}
          error={formState.errors.email && tm(formState.errors.email.message ?? '')}
          {...fields.email}
        />
        <SelectField
          label={t('staff.role')}
          placeholder={t('staff.selectRole')}
          options={roleOptions}
          error={formState.errors.role && tm(formState.errors.role.message ?? '')}
          {...fields.role}
        />
        <Button type="submit" disabled={invite.isPending} className="sm:mt-7">
          <UserPlus aria-hidden="true" className="size-4" />
          {invite.isPending ? t('staff.inviting') : t('staff.inviteButton')}
        </Button>
      </div>
      {failure && (
        <p role="alert" className="mt-3 text-sm font-medium text-rose-700">
          {failure}
        </p>
      )}
    </form>
  );
}

/** The owner's staff: who works with them, invite a manager or receptionist, remove one. */
export function StaffSection({ members }: { members: StaffMember[] }) {
  const { t } = useTranslation('my-profile');
  const tm = useLocalizeMessage();
  const remove = useRemoveStaff();

  const onRemove = (member: StaffMember) =>
    remove.mutate(member.user_id, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <SettingsCard title={t('staff.title')} icon={UsersRound}>
      <ul aria-label={t('staff.members')} className="mt-4 divide-y divide-slate-100">
        {members.map((member) => {
          const removing = remove.isPending && remove.variables === member.user_id;
          return (
            <li key={member.user_id} className="flex items-center gap-3 py-3">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
              >
                {(member.name || member.email).charAt(0).toUpperCase()}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold [overflow-wrap:anywhere] text-slate-900">
                  {member.name || member.email}
                </p>
                {member.name && <p className="text-xs [overflow-wrap:anywhere] text-slate-500">{member.email}</p>}
              </div>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                {tm(ROLE_LABELS[member.role])}
              </span>
              {member.role !== 'owner' && (
                <button
                  type="button"
                  onClick={() => onRemove(member)}
                  disabled={remove.isPending}
                  aria-label={t('staff.remove', { name: member.name || member.email })}
                  className="flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-rose-50 hover:text-rose-600 disabled:opacity-50"
                >
                  <Trash2 aria-hidden="true" className={`size-4 ${removing ? 'animate-pulse' : ''}`} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <InviteForm />
    </SettingsCard>
  );
}
