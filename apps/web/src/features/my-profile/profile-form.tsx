import { zodResolver } from '@hookform/resolvers/zod';
import { INDUSTRY_STRIP_TITLES, categoryLabel, slugByIndustry } from '@kataar/shared/categories';
import {
  PROFILE_MESSAGES,
  providerProfileSchema,
  type ProviderProfileInput,
  type ProviderUpdate,
} from '@kataar/shared/provider-profile';
import type { ProviderOwn } from '@kataar/shared/queue';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { PhoneField } from '../../components/phone-field';
import { ApiError } from '../../lib/api';
import { useUpdateProvider } from './api/update-provider';
import { ImageSlot } from './image-slot';

const SLOTS = [
  { name: 'profile_photo', label: 'Profile photo', required: true },
  { name: 'display_photo_1', label: 'Display photo 1' },
  { name: 'display_photo_2', label: 'Display photo 2' },
  { name: 'display_photo_3', label: 'Display photo 3' },
] as const;

const valuesOf = (p: ProviderOwn): ProviderProfileInput => ({
  business_name: p.business_name,
  business_contact: p.business_contact,
  base_pricing: p.base_pricing === null ? '' : String(p.base_pricing),
  business_email: p.business_email ?? '',
  speciality: p.speciality,
  profile_photo: p.profile_photo ?? '',
  display_photo_1: p.display_photo_1 ?? '',
  display_photo_2: p.display_photo_2 ?? '',
  display_photo_3: p.display_photo_3 ?? '',
});

/** A failed update shows the server's message field, else 'Failed to update profile'. */
const failureMessage = (error: unknown): string => {
  const body = error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
  return typeof body?.message === 'string' && body.message ? body.message : PROFILE_MESSAGES.updateFailed;
};

/** The profile editor of /provider/my-profile; read-only for staff (only the owner edits). */
export function ProfileForm({ provider, readOnly }: { provider: ProviderOwn; readOnly: boolean }) {
  const update = useUpdateProvider();
  const [uploadFailure, setUploadFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, reset, setError } = useForm<
    ProviderProfileInput,
    unknown,
    ProviderUpdate
  >({
    resolver: zodResolver(providerProfileSchema),
    defaultValues: valuesOf(provider),
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((changes) =>
    update.mutateAsync(changes).then(
      (saved) => {
        toast.success(PROFILE_MESSAGES.updated);
        reset(valuesOf(saved));
      },
      (error: unknown) => {
        toast.error(failureMessage(error));
        if (error instanceof ApiError && error.errors) {
          for (const [name, messages] of Object.entries(error.errors)) {
            if (name in valuesOf(provider) && messages[0]) {
              setError(name as keyof ProviderProfileInput, { type: 'server', message: messages[0] });
            }
          }
        }
      },
    ),
  );

  const readOnlyField = (label: string, value: string) => <TextField label={label} value={value} readOnly />;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset disabled={readOnly} className="min-w-0">
        <legend className="sr-only">Photos</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
          {SLOTS.map((slot) => (
            <Controller
              key={slot.name}
              control={control}
              name={slot.name}
              render={({ field }) => (
                <ImageSlot
                  label={slot.label}
                  required={'required' in slot}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={(url) => field.onChange(url)}
                  readOnly={readOnly}
                  onFailure={setUploadFailure}
                />
              )}
            />
          ))}
        </div>
        {(errors.profile_photo?.message || uploadFailure) && (
          <p className="mt-2 text-sm font-medium text-rose-600">{errors.profile_photo?.message ?? uploadFailure}</p>
        )}
      </fieldset>

      <fieldset disabled={readOnly} className="mt-8 grid min-w-0 gap-5 sm:grid-cols-2">
        <legend className="sr-only">Details</legend>
        <TextField
          label="Business Name"
          required
          error={errors.business_name?.message}
          className="sm:col-span-2"
          {...register('business_name')}
        />
        {readOnlyField('Industry', INDUSTRY_STRIP_TITLES[slugByIndustry[provider.industry]])}
        {readOnlyField('Category', categoryLabel(provider.industry, provider.category))}
        <PhoneField
          label="Business Phone Number"
          required
          error={errors.business_contact?.message}
          {...register('business_contact')}
        />
        {readOnlyField('Username', provider.username)}
        <TextField
          label="Base Service Pricing"
          required
          prefix="₹"
          inputMode="numeric"
          error={errors.base_pricing?.message}
          {...register('base_pricing')}
        />
        <TextField
          label="Business Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.business_email?.message}
          {...register('business_email')}
        />
        <TextField
          label="Speciality"
          maxLength={80}
          hint="Shown on your listing card. Leave empty to use your category's name."
          error={errors.speciality?.message}
          className="sm:col-span-2"
          {...register('speciality')}
        />
      </fieldset>

      {!readOnly && (
        <div className="mt-8 flex justify-end border-t border-slate-100 pt-6">
          <Button type="submit" size="lg" disabled={update.isPending} className="w-full sm:w-auto">
            {update.isPending ? PROFILE_MESSAGES.saving : PROFILE_MESSAGES.save}
          </Button>
        </div>
      )}
    </form>
  );
}
