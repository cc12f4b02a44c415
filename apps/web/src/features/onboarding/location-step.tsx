import { PINCODE_LENGTH, PINCODE_MESSAGES, isCompletePincode } from '@kataar/shared/pincode';
import { useEffect, useId } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/form-field';
import { ApiError } from '../../lib/api';
import { usePincodeLookup } from './api/lookup-pincode';
import { digitsOnly, filtered } from './input-filters';
import type { OnboardingValues, WizardContext } from './onboarding-values';

/**
 * Step 3 'Location Information'. Exactly six digits look the pincode up (our own offline data):
 * City and State fill in read-only, and 'Area / locality' offers the pincode's place names.
 */
export function LocationStep({ form }: { form: UseFormReturn<OnboardingValues, WizardContext> }) {
  const placesId = useId();
  const { register, control, getValues, setValue } = form;
  const { errors, isSubmitted } = useFormState({ control });
  const pincode = useWatch({ control, name: 'pincode' });
  const complete = isCompletePincode(pincode);
  const lookup = usePincodeLookup(pincode);
  const found = lookup.data && lookup.data.pincode === pincode ? lookup.data : undefined;
  const failed = complete && lookup.isError;

  // City and state always follow the pincode: filled from its lookup, emptied when it changes or fails.
  useEffect(() => {
    const options = { shouldValidate: isSubmitted, shouldDirty: true };
    if (found) {
      if (getValues('city') !== found.city) setValue('city', found.city, options);
      if (getValues('state') !== found.state) setValue('state', found.state, options);
    } else if (!complete || failed) {
      if (getValues('city')) setValue('city', '', options);
      if (getValues('state')) setValue('state', '', options);
    }
  }, [found, complete, failed, isSubmitted, getValues, setValue]);

  const lookupMessage = failed
    ? lookup.error instanceof ApiError && lookup.error.status === 404
      ? PINCODE_MESSAGES.notFound
      : PINCODE_MESSAGES.fetchFailed
    : undefined;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Address line 1"
        required
        autoComplete="address-line1"
        placeholder="Building, street"
        error={errors.address_line_1?.message}
        className="sm:col-span-2"
        {...register('address_line_1')}
      />
      <TextField
        label="Address line 2"
        autoComplete="address-line2"
        placeholder="Landmark (optional)"
        error={errors.address_line_2?.message}
        className="sm:col-span-2"
        {...register('address_line_2')}
      />
      <TextField
        label="Pincode"
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={PINCODE_LENGTH}
        error={errors.pincode?.message ?? lookupMessage}
        hint={complete && lookup.isFetching ? 'Looking up your pincode...' : 'City and state fill in from the pincode.'}
        {...filtered(register('pincode'), digitsOnly)}
      />
      <TextField
        label="Area / locality"
        list={placesId}
        autoComplete="off"
        placeholder={found?.places[0] ? `e.g. ${found.places[0]}` : 'Your area or locality'}
        hint={found?.places.length ? 'Pick one of the places of your pincode, or type your own.' : undefined}
        error={errors.area?.message}
        {...register('area')}
      />
      <datalist id={placesId}>
        {found?.places.map((place) => (
          <option key={place} value={place} />
        ))}
      </datalist>
      <TextField label="City" required readOnly error={errors.city?.message} {...register('city')} />
      <TextField label="State" required readOnly error={errors.state?.message} {...register('state')} />
    </div>
  );
}
