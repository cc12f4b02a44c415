import { z } from 'zod';
import { PINCODE_MESSAGES } from './pincode-rules';

export { isCompletePincode, PINCODE_LENGTH, PINCODE_MESSAGES } from './pincode-rules';

export const pincodeSchema = z
  .string({ error: PINCODE_MESSAGES.required })
  .trim()
  .min(1, PINCODE_MESSAGES.required)
  // An empty value shows only the 'required' message.
  .regex(/^(?:\d{6})?$/, PINCODE_MESSAGES.invalid);

export const pincodeInfoSchema = z.object({
  pincode: z.string(),
  /** The city to fill in: the district, except that Delhi's districts are one city. */
  city: z.string(),
  district: z.string(),
  state: z.string(),
  /** Post-office and locality names of the PIN code, for the 'Area / locality' choice. */
  places: z.array(z.string()),
  /** The PIN code's centroid (mean of its post offices), null when GeoNames has none. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type PincodeInfo = z.infer<typeof pincodeInfoSchema>;

/** Answer of GET /pincode/{pin}. */
export const pincodeAnswerSchema = z.object({ data: pincodeInfoSchema });
