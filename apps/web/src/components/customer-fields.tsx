import { GENDERS, GENDER_LABELS, type JoinQueueInput } from '@kataar/shared/queue';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from './form-field';
import { PhoneField } from './phone-field';
import { useLocalizeMessage } from '../lib/localize-message';
import { useTranslation } from 'react-i18next';

interface CustomerFieldsProps {
  /** The join form and the walk-in form hold the same four fields (their age rules differ in the schema). */
  register: UseFormRegister<JoinQueueInput>;
  errors: FieldErrors<JoinQueueInput>;
  disabled?: boolean;
}

/**
 * Name, Age, Phone Number (fixed +91) and Gender (spec "Join Queue modal" and the dashboard's
 * Customer Details form). Messages come from the shared schema through react-hook-form.
 */
export function CustomerFields({ register, errors, disabled = false }: CustomerFieldsProps) {
  const genderErrorId = useId();
  const { t } = useTranslation('common');
  const tm = useLocalizeMessage();
  return (
    <div className="space-y-4">
      <TextField
        label={t('customer.name')}
        autoComplete="name"
        disabled={disabled}
        error={errors.consumer_name?.message}
        {...register('consumer_name')}
      />
      <TextField
        label={t('customer.age')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        disabled={disabled}
        error={errors.consumer_age?.message}
        {...register('consumer_age')}
      />
      <PhoneField
        label={t('customer.phone')}
        disabled={disabled}
        error={errors.consumer_contact?.message}
        {...register('consumer_contact')}
      />
      <fieldset aria-describedby={errors.consumer_gender ? genderErrorId : undefined} disabled={disabled}>
        <legend className="text-sm font-semibold text-slate-800">{t('customer.gender')}</legend>
        <div className="mt-2 flex gap-3">
          {GENDERS.map((gender) => (
            <label
              key={gender}
              className="flex h-11 flex-1 cursor-pointer items-center gap-2.5 rounded-xl border border-slate-300 px-3.5 text-sm font-medium text-slate-800 transition has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-4 has-focus-visible:ring-brand-100"
            >
              <input
                type="radio"
                value={gender}
                className="size-4 accent-brand-600"
                aria-invalid={errors.consumer_gender ? true : undefined}
                {...register('consumer_gender')}
              />
              {tm(GENDER_LABELS[gender])}
            </label>
          ))}
        </div>
        {errors.consumer_gender && (
          <p id={genderErrorId} className="mt-1.5 text-sm font-medium text-rose-600">
            {errors.consumer_gender.message && tm(errors.consumer_gender.message)}
          </p>
        )}
      </fieldset>
    </div>
  );
}
