import { MEMBER_ROLES, ROLE_LABELS } from '@kataar/shared/application';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form-field';
import { PhoneField } from '../../components/phone-field';
import type { OnboardingValues, WizardContext } from './onboarding-values';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useFieldError } from './use-field-error';

/** Step 1 'Personal Information': who is applying. */
export function PersonalInfoStep({ form }: { form: UseFormReturn<OnboardingValues, WizardContext> }) {
  const { t } = useTranslation('onboarding');
  const tm = useLocalizeMessage();
  const fe = useFieldError();
  const roleOptions = MEMBER_ROLES.map((role) => ({ value: role, label: tm(ROLE_LABELS[role]) }));
  const { register, control } = form;
  // Its own subscription: a step mounted after errors were set must see them (the form's snapshot may be stale).
  const { errors } = useFormState({ control });
  // Registered outside the markup: field names are code, not words shown to people.
  const fields = {
    name_of_applicant: register('name_of_applicant'),
    phone_no: register('phone_no'),
    email: register('email'),
    role_in_business: register('role_in_business'),
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('fields.fullName')}
        required
        autoComplete="name"
        error={fe(errors.name_of_applicant?.message)}
        className="sm:col-span-2"
        {...fields.name_of_applicant}
      />
      <PhoneField label={t('fields.phone')} required error={fe(errors.phone_no?.message)} {...fields.phone_no} />
      <TextField
        label={t('fields.email')}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        error={fe(errors.email?.message)}
        {...fields.email}
      />
      <SelectField
        label={t('fields.role')}
        required
        placeholder={t('fields.selectRole')}
        options={roleOptions}
        error={fe(errors.role_in_business?.message)}
        className="sm:col-span-2"
        {...fields.role_in_business}
      />
    </div>
  );
}
