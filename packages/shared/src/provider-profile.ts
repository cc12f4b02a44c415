import { z } from 'zod';
import { APPLICATION_MESSAGES as A, basePricingSchema, businessContactSchema } from './application';
import { AUTH_MESSAGES } from './auth';
import { GEO_MESSAGES } from './geo-messages';
import { latitudeSchema, longitudeSchema } from './geo-schema';
import { text } from './text';
import { imageUrlSchema } from './upload';

/** The words of the provider's profile page and of its update's success and failure toasts. */
export const PROFILE_MESSAGES = {
  editHeading: 'Edit your profile >>',
  businessNameRequired: A.businessNameRequired,
  businessContactRequired: A.businessContactRequired,
  businessContactInvalid: A.businessContactInvalid,
  basePricingRequired: A.basePricingRequired,
  basePricingMin: A.basePricingMin,
  emailInvalid: AUTH_MESSAGES.emailInvalid,
  profilePhotoRequired: A.profilePhotoRequired,
  imageInvalid: A.imageInvalid,
  specialityTooLong: A.specialityTooLong,
  save: 'Save Changes',
  saving: 'Updating..',
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile',
} as const;
const M = PROFILE_MESSAGES;

/** Fields the owner may change; everything else of the provider is fixed at approval. */
export const PROVIDER_EDITABLE_FIELDS = [
  'business_name',
  'business_contact',
  'base_pricing',
  'business_email',
  'speciality',
  'profile_photo',
  'display_photo_1',
  'display_photo_2',
  'display_photo_3',
  'latitude',
  'longitude',
] as const;
/** Shown read-only and dropped from an update: a provider cannot change these fields themselves. */
export const PROVIDER_READ_ONLY_FIELDS = [
  'industry',
  'category',
  'username',
  'address_line_1',
  'address_line_2',
  'pincode',
  'city',
  'state',
  'location',
] as const;

const required = (message: string, max: number) => text({ max, required: message }).min(1, message);
/** Empty and null clear the field (stored as null). */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

/**
 * The profile form of /provider/my-profile: business name, phone and price required, the profile
 * photo required, the rest optional. Keys not listed here are stripped, so sending the whole
 * provider object is safe.
 */
export const providerProfileSchema = z.object({
  business_name: required(M.businessNameRequired, 120),
  business_contact: businessContactSchema,
  base_pricing: basePricingSchema,
  business_email: clearable(z.string().trim().pipe(z.email(M.emailInvalid).max(254, M.emailInvalid))),
  /** Empty resets it to the category's label. */
  speciality: text({ max: 80, tooLong: M.specialityTooLong }).optional(),
  profile_photo: imageUrlSchema(M.profilePhotoRequired),
  display_photo_1: clearable(imageUrlSchema(M.imageInvalid)),
  display_photo_2: clearable(imageUrlSchema(M.imageInvalid)),
  display_photo_3: clearable(imageUrlSchema(M.imageInvalid)),
});
export type ProviderProfileInput = z.input<typeof providerProfileSchema>;

/**
 * Body of PATCH /provider/update/: the same fields, each optional; a field left out is not changed.
 * The premises' position (set on the map of My profile) travels as a pair: both or neither.
 */
export const providerUpdateSchema = providerProfileSchema
  .partial()
  .extend({ latitude: latitudeSchema.optional(), longitude: longitudeSchema.optional() })
  .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), {
    message: GEO_MESSAGES.pointIncomplete,
    path: ['latitude'],
  });
export type ProviderUpdate = z.output<typeof providerUpdateSchema>;
