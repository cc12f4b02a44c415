import { LogIn } from 'lucide-react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { ImageUploadField } from './image-upload-field';
import { filtered, upperCase } from './input-filters';
import type { OnboardingValues, WizardContext } from './onboarding-values';

interface DocumentsStepProps {
  form: UseFormReturn<OnboardingValues, WizardContext>;
  loggedIn: boolean;
  onLoginNeeded: () => void;
  onBusyChange: (name: string, busy: boolean) => void;
}

/** Step 4 'Required Documents': the profile photo (required), PAN number and photo, licence photo. */
export function DocumentsStep({ form, loggedIn, onLoginNeeded, onBusyChange }: DocumentsStepProps) {
  const { register, control } = form;
  const { errors } = useFormState({ control });
  const upload = { control, canUpload: loggedIn, onLoginNeeded, onBusyChange };
  return (
    <div className="grid gap-5">
      {!loggedIn && (
        <div className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center">
          <p className="flex-1">
            Please log in to upload your documents. Your application belongs to your account, and everything you have
            entered so far stays here.
          </p>
          <Button size="sm" onClick={onLoginNeeded} className="shrink-0">
            <LogIn aria-hidden="true" className="size-4" />
            Log in
          </Button>
        </div>
      )}
      <ImageUploadField name="profile_photo" label="Profile photo" required {...upload} />
      <TextField
        label="PAN card number"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={10}
        placeholder="ABCDE1234F"
        error={errors.pancard_no?.message}
        inputClassName="uppercase tracking-wider"
        {...filtered(register('pancard_no'), upperCase)}
      />
      <ImageUploadField name="pancard_photo" label="PAN card photo" {...upload} />
      <ImageUploadField name="licence_photo" label="Licence photo" {...upload} />
    </div>
  );
}
