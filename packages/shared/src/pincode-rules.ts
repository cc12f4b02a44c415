/**
 * Pincode rules without zod, so the location popup (in every page's first download) can check a PIN
 * code without pulling the validator in. The zod schemas in pincode.ts build on these.
 */
/** Pincode messages of the wizard's address step and of the lookup's failure. */
export const PINCODE_MESSAGES = {
  required: 'Pincode is required',
  invalid: 'Please enter a valid 6-digit pincode',
  notFound: 'Invalid pincode or no data found',
  fetchFailed: 'Error fetching location data',
} as const;

export const PINCODE_LENGTH = 6;

/** A 6-digit pincode triggers the lookup; shorter input waits. */
export const isCompletePincode = (value: string): boolean => /^\d{6}$/.test(value);
