import { PINCODE_LENGTH, PINCODE_MESSAGES, isCompletePincode } from '@kataar/shared/pincode';
import { useEffect, useId } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-field';
import { ApiError } from '../../lib/api';
import { usePincodeLookup } from './api/lookup-pincode';
import { digitsOnly, filtered } from './input-filters';
import type { OnboardingValues, WizardContext } from './onboarding-values';
import { useFieldError } from './use-field-error';

/**
 * Step 3 'Location Information'. Exactly six digits look the pincode up (our own offline data):
 * City and State fill in read-only, and 'Area / locality' offers the pincode's place names.
 */
export function LocationStep({ form }: { form: UseFormReturn<OnboardingValues, WizardContext> }) {
  const { t } = useTranslation('onboarding');
  const fe = useFieldError();
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

  // Registered outside the markup: field names are code, not words shown to people.
  const fields = {
    address_line_1: register('address_line_1'),
    address_line_2: register('address_line_2'),
    area: register('area'),
    city: register('city'),
    state: register('state'),
    pincode: filtered(register('pincode'), digitsOnly),
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('fields.address1')}
        required
        autoComplete="address-line1"
        placeholder={t('fields.address1Placeholder')}
        error={fe(errors.address_line_1?.message)}
        className="sm:col-span-2"
        {...fields.address_line_1}
      />
      <TextField
        label={t('fields.address2')}
        autoComplete="address-line2"
        placeholder={t('fields.address2Placeholder')}
        error={fe(errors.address_line_2?.message)}
        className="sm:col-span-2"
        {...fields.address_line_2}
      />
      <TextField
        label={t('fields.pincode')}
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={PINCODE_LENGTH}
        error={fe(errors.pincode?.message ?? lookupMessage)}
        hint={complete && lookup.isFetching ? t('fields.pincodeLooking') : t('fields.pincodeHint')}
        {...fields.pincode}
      />
      <TextField
        label={t('fields.area')}
        list={placesId}
        autoComplete="off"
        placeholder={
          found?.places[0] ? t('fields.areaExample', { place: found.places[0] }) : t('fields.areaPlaceholder')
        }
        hint={found?.places.length ? t('fields.areaHint') : undefined}
        error={fe(errors.area?.message)}
        {...fields.area}
      />
      <datalist id={placesId}>
        {found?.places.map((place) => (
          <option key={place} value={place} />
        ))}
      </datalist>
      <TextField label={t('fields.city')} required readOnly error={fe(errors.city?.message)} {...fields.city} />
      <TextField label={t('fields.state')} required readOnly error={fe(errors.state?.message)} {...fields.state} />
    </div>
  );
}
