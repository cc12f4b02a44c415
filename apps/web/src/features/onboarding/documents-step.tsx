import { LogIn } from 'lucide-react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { ImageUploadField } from './image-upload-field';
import { filtered, upperCase } from './input-filters';
import type { OnboardingValues, WizardContext } from './onboarding-values';
import { useFieldError } from './use-field-error';

interface DocumentsStepProps {
  form: UseFormReturn<OnboardingValues, WizardContext>;
  loggedIn: boolean;
  onLoginNeeded: () => void;
  onBusyChange: (name: string, busy: boolean) => void;
}

/** Step 4 'Required Documents': the profile photo (required), PAN number and photo, licence photo. */
export function DocumentsStep({ form, loggedIn, onLoginNeeded, onBusyChange }: DocumentsStepProps) {
  const { t } = useTranslation('onboarding');
  const fe = useFieldError();
  const { register, control } = form;
  const { errors } = useFormState({ control });
  const upload = { control, canUpload: loggedIn, onLoginNeeded, onBusyChange };
  // Registered outside the markup: field names are code, not words shown to people.
  const fields = {
    pancard_no: filtered(register('pancard_no'), upperCase),
  };
  return (
    <div className="grid gap-5">
      {!loggedIn && (
        <div className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center">
          <p className="flex-1">{t('documents.loginNeeded')}</p>
          <Button size="sm" onClick={onLoginNeeded} className="shrink-0">
            <LogIn aria-hidden="true" className="size-4" />
            {t('logIn')}
          </Button>
        </div>
      )}
      <ImageUploadField name="profile_photo" label={t('fields.profilePhoto')} required {...upload} />
      <TextField
        label={t('fields.pan')}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={10}
        placeholder={t('fields.panPlaceholder')}
        error={fe(errors.pancard_no?.message)}
        inputClassName="uppercase tracking-wider"
        {...fields.pancard_no}
      />
      <ImageUploadField name="pancard_photo" label={t('fields.panPhoto')} acceptsPdf {...upload} />
      <ImageUploadField name="licence_photo" label={t('fields.licencePhoto')} acceptsPdf {...upload} />
    </div>
  );
}
