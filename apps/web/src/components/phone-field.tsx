import { PHONE_PREFIX, normaliseIndianPhone } from '@kataar/shared/phone';
import type { ChangeEvent, ComponentProps } from 'react';
import { TextField } from './form-field';

/**
 * Room for a number written out in full ('+91 (0) 98765-43210'). The field is cleaned to its 10
 * digits on every change, so a limit of 10 would cut a pasted '+91 98765 43210' to '+91 98765 '
 * before the cleaning could see it; an Android keyboard's clipboard chip inserts without a paste
 * event, so the cleaning has to happen on change rather than on paste.
 */
const MAX_WRITTEN_LENGTH = 24;

type PhoneFieldProps = Omit<ComponentProps<typeof TextField>, 'prefix' | 'type' | 'maxLength'>;

/**
 * Every phone number input: the fixed +91 before the field, a phone keypad, and whatever is typed,
 * pasted or autofilled reduced to the national digits by the same normaliser the API runs.
 */
export function PhoneField({ onChange, ...props }: PhoneFieldProps) {
  const clean = (event: ChangeEvent<HTMLInputElement>) => {
    // Letters and labels around a pasted number ('Mobile: +91 98765 43210') go; a leading '+' stays
    // for the normaliser to read as the country code.
    const digits = normaliseIndianPhone(event.target.value.replace(/[^\d+]/g, ''));
    if (digits !== event.target.value) event.target.value = digits;
    return onChange?.(event);
  };
  return (
    <TextField
      inputMode="tel"
      autoComplete="tel-national"
      {...props}
      type="tel"
      prefix={PHONE_PREFIX}
      maxLength={MAX_WRITTEN_LENGTH}
      onChange={clean}
    />
  );
}
