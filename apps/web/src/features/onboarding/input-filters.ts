import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Filter = (value: string) => string;

/** Keeps only digits as the applicant types (the pincode). */
export const digitsOnly: Filter = (value) => value.replace(/\D/g, '');
/** PAN numbers are capitals. */
export const upperCase: Filter = (value) => value.toUpperCase();

/** A registered input whose typed text is cleaned before the form stores it. */
export function filtered<R extends UseFormRegisterReturn>(registration: R, filter: Filter): R {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const clean = filter(event.target.value);
      if (clean !== event.target.value) event.target.value = clean;
      return registration.onChange(event);
    },
  };
}
