import { MEMBER_ROLES, ROLE_LABELS } from '@kataar/shared/application';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../components/form-field';
import { PhoneField } from '../../components/phone-field';
import type { OnboardingValues, WizardContext } from './onboarding-values';

const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Step 1 'Personal Information': who is applying. */
export function PersonalInfoStep({ form }: { form: UseFormReturn<OnboardingValues, WizardContext> }) {
  const { register, control } = form;
  // Its own subscription: a step mounted after errors were set must see them (the form's snapshot may be stale).
  const { errors } = useFormState({ control });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Full name"
        required
        autoComplete="name"
        error={errors.name_of_applicant?.message}
        className="sm:col-span-2"
        {...register('name_of_applicant')}
      />
      <PhoneField label="Phone number" required error={errors.phone_no?.message} {...register('phone_no')} />
      <TextField
        label="Email"
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField
        label="Your role in the business"
        required
        placeholder="Select your role"
        options={ROLE_OPTIONS}
        error={errors.role_in_business?.message}
        className="sm:col-span-2"
        {...register('role_in_business')}
      />
    </div>
  );
}
