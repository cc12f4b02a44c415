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
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { PhoneField } from '../../components/phone-field';
import { ApiError } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useUpdateProvider } from './api/update-provider';
import { ImageSlot } from './image-slot';

// Labels are locale keys (with the photo's number), translated at render.
const SLOTS = [
  { name: 'profile_photo', label: 'form.profilePhoto', n: 0, required: true },
  { name: 'display_photo_1', label: 'form.displayPhoto', n: 1 },
  { name: 'display_photo_2', label: 'form.displayPhoto', n: 2 },
  { name: 'display_photo_3', label: 'form.displayPhoto', n: 3 },
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
  const { t } = useTranslation('my-profile');
  const tm = useLocalizeMessage();
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
        toast.success(tm(PROFILE_MESSAGES.updated));
        reset(valuesOf(saved));
      },
      (error: unknown) => {
        toast.error(tm(failureMessage(error)));
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

  // Registered outside the markup: the field names are code, not words shown to people.
  const fields = {
    business_name: register('business_name'),
    business_contact: register('business_contact'),
    base_pricing: register('base_pricing'),
    business_email: register('business_email'),
    speciality: register('speciality'),
  };
  const readOnlyField = (label: string, value: string) => <TextField label={label} value={value} readOnly />;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset disabled={readOnly} className="min-w-0">
        <legend className="sr-only">{t('form.photos')}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
          {SLOTS.map((slot) => (
            <Controller
              key={slot.name}
              control={control}
              name={slot.name}
              render={({ field }) => (
                <ImageSlot
                  label={t(slot.label, { n: slot.n })}
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
          <p className="mt-2 text-sm font-medium text-rose-600">
            {tm(errors.profile_photo?.message ?? uploadFailure ?? '')}
          </p>
        )}
      </fieldset>

      <fieldset disabled={readOnly} className="mt-8 grid min-w-0 gap-5 sm:grid-cols-2">
        <legend className="sr-only">{t('form.details')}</legend>
        <TextField
          label={t('form.businessName')}
          required
          error={errors.business_name && tm(errors.business_name.message ?? '')}
          className="sm:col-span-2"
          {...fields.business_name}
        />
        {readOnlyField(t('form.industry'), tm(INDUSTRY_STRIP_TITLES[slugByIndustry[provider.industry]]))}
        {readOnlyField(t('form.category'), tm(categoryLabel(provider.industry, provider.category)))}
        <PhoneField
          label={t('form.phone')}
          required
          error={errors.business_contact && tm(errors.business_contact.message ?? '')}
          {...fields.business_contact}
        />
        {readOnlyField(t('form.username'), provider.username)}
        <TextField
          label={t('form.pricing')}
          required
          prefix="₹"
          inputMode="numeric"
          error={errors.base_pricing && tm(errors.base_pricing.message ?? '')}
          {...fields.base_pricing}
        />
        <TextField
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.business_email && tm(errors.business_email.message ?? '')}
          {...fields.business_email}
        />
        <TextField
          label={t('form.speciality')}
          maxLength={80}
          hint={t('form.specialityHint')}
          error={errors.speciality && tm(errors.speciality.message ?? '')}
          className="sm:col-span-2"
          {...fields.speciality}
        />
      </fieldset>

      {!readOnly && (
        <div className="mt-8 flex justify-end border-t border-slate-100 pt-6">
          <Button type="submit" size="lg" disabled={update.isPending} className="w-full sm:w-auto">
            {tm(update.isPending ? PROFILE_MESSAGES.saving : PROFILE_MESSAGES.save)}
          </Button>
        </div>
      )}
    </form>
  );
}
