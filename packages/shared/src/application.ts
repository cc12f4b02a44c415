import { z } from 'zod';
import { emailSchema } from './auth';
import { CATEGORY_ALIASES, INDUSTRIES, findCategoryByValue } from './categories';
import { BUSINESS_PHONE_PATTERN, MOBILE_PATTERN, phoneSchema } from './phone';
import { PINCODE_MESSAGES, pincodeSchema } from './pincode';
import { TEXT_MESSAGES, text } from './text';
import { documentUrlSchema, imageUrlSchema } from './upload';

/** Roles a person can have in a business; also the roles of a provider's members. */
export const MEMBER_ROLES = ['owner', 'manager', 'receptionist'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
/**
 * Every role a member of a business can hold: the applicant's three, and the practitioner (a doctor
 * or stylist working their own desks), which only the owner gives, from the staff page.
 */
export const BUSINESS_ROLES = [...MEMBER_ROLES, 'practitioner'] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number];
export const ROLE_LABELS: Record<BusinessRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  receptionist: 'Receptionist',
  practitioner: 'Practitioner',
};

/** Legal forms of a business, chosen in the wizard's second step. */
export const BUSINESS_TYPES = [
  'SoleProprietorship',
  'Partnership',
  'LLPs',
  'PrivateLimitedCompany',
  'PublicLimitedCompany',
  'OnePersonCompany',
  'JointVenture',
  'Trust',
  'NGO',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  SoleProprietorship: 'Sole Proprietorship',
  Partnership: 'Partnership',
  LLPs: 'LLP',
  PrivateLimitedCompany: 'Private Limited Company',
  PublicLimitedCompany: 'Public Limited Company',
  OnePersonCompany: 'One Person Company',
  JointVenture: 'Joint Venture',
  Trust: 'Trust',
  NGO: 'NGO',
};

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The five wizard steps (spec "Onboarding wizard"). */
export const ONBOARDING_STEPS = [
  'Personal Information',
  'Business Details',
  'Location Information',
  'Required Documents',
  'Review & Submit',
] as const;

/** The payload's `location` is always this text: the wizard asks for no location field. */
export const APPLICATION_LOCATION = 'None';
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const MAX_BASE_PRICING = 10_000_000;

/** Every validation message of the onboarding wizard, plus the ones the admin review adds. */
export const APPLICATION_MESSAGES = {
  fullNameRequired: 'Full name is required',
  fullNameShort: 'Full name must be at least 2 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  roleRequired: 'Please select your role',
  businessNameRequired: 'Business name is required',
  industryRequired: 'Please select an industry',
  categoryRequired: 'Please select a category',
  categoryNotInIndustry: 'Please select a category of the selected industry',
  businessContactRequired: 'Business contact is required',
  businessContactInvalid: 'Enter a 10-digit mobile number, or a landline with its area code',
  // The spec's form shows this text for a missing business type; kept as written.
  businessTypeRequired: 'Please select a category',
  basePricingRequired: 'Base pricing is required',
  basePricingInvalid: 'Please enter a valid price',
  basePricingMin: 'Price must be greater than 0',
  basePricingWhole: 'Please enter the price in whole rupees',
  basePricingTooHigh: 'Please enter a lower price',
  specialityTooLong: 'Speciality must be at most 80 characters',
  addressLine1Required: 'Address line 1 is required',
  addressTooLong: 'Address lines must be at most 200 characters',
  pincodeRequired: PINCODE_MESSAGES.required,
  pincodeInvalid: PINCODE_MESSAGES.invalid,
  pincodeNotFound: PINCODE_MESSAGES.notFound,
  pincodeFetchFailed: PINCODE_MESSAGES.fetchFailed,
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  areaTooLong: 'Area must be at most 100 characters',
  profilePhotoRequired: 'Profile photo is required',
  imageInvalid: 'Please upload the image again',
  panRequired: 'PAN card number is required',
  panInvalid: 'Please enter a valid PAN card number',
  tooLong: TEXT_MESSAGES.tooLong,
  submit: 'Submit Application',
  submitting: 'Submitting...',
  submitFailed: 'Failed to submit the application. Please try again.',
  uploaded: 'Uploaded',
  notUploaded: 'Not uploaded',
  notAvailable: 'N/A',
  reviewNotice:
    'Our team will review your application and you will be notified of the status within 2-3 business days.',
  // Answers of the API.
  alreadyPending: 'You already have an application under review.',
  alreadyMember: 'This account already belongs to a business on Kataar.',
  noApplication: 'You have not applied yet.',
  applicationNotFound: 'Application not found',
  alreadyReviewed: 'This application has already been reviewed. Only pending applications can be approved or rejected.',
  noteRequired: 'Please add a note for the applicant.',
  noteTooLong: 'The note must be at most 1000 characters',
  approved: 'Application approved',
  rejected: 'Application rejected',
} as const;
const M = APPLICATION_MESSAGES;

/** A required text: trimmed, with one message for missing and empty. */
const requiredText = (message: string, max = 120) => text({ max, required: message }).min(1, message);

/** A pattern that an empty value does not break, so an empty field shows only its 'required' message. */
const orEmpty = (pattern: RegExp) => new RegExp(`^(?:${pattern.source.replace(/^\^|\$$/g, '')})?$`);

/** An optional text: trimmed; empty, null or absent become undefined. */
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    text({ max, tooLong: message }).optional(),
  );

/** The applicant's own number is a mobile, as in the queue forms. */
const applicantPhoneSchema = phoneSchema(MOBILE_PATTERN, { required: M.phoneRequired, invalid: M.phoneInvalid });

/** The number callers of the business dial: a mobile or a landline with its area code. */
export const businessContactSchema = phoneSchema(BUSINESS_PHONE_PATTERN, {
  required: M.businessContactRequired,
  invalid: M.businessContactInvalid,
});

/** Rupees, whole, ≥ 0; the form's text value is accepted and converted. */
export const basePricingSchema = z.preprocess(
  (v) => (v === '' || v === null ? null : typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
  z
    .number({ error: (issue) => (issue.input == null ? M.basePricingRequired : M.basePricingInvalid) })
    .min(0, M.basePricingMin)
    .int(M.basePricingWhole)
    .max(MAX_BASE_PRICING, M.basePricingTooHigh),
);

/** An uploaded document that may be left out: the PAN card and the licence, each an image or a PDF. */
const optionalDocument = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  documentUrlSchema(M.imageInvalid).optional(),
);

// ---- the steps: plain shapes, so the whole payload can be assembled from them ----

export const personalInfoShape = {
  name_of_applicant: requiredText(M.fullNameRequired).refine((v) => v.length !== 1, M.fullNameShort),
  phone_no: applicantPhoneSchema,
  email: emailSchema,
  role_in_business: z.enum(MEMBER_ROLES, { error: M.roleRequired }),
};

export const businessDetailsShape = {
  business_name: requiredText(M.businessNameRequired),
  industry: z.enum(INDUSTRIES, { error: M.industryRequired }),
  /** Stored value of the category table; the spec's 'SkitTherapist' is read as SkinTherapist. */
  category: requiredText(M.categoryRequired, 60).transform((v) => CATEGORY_ALIASES.get(v) ?? v),
  /** Shown on listing cards; defaults to the category's label. */
  speciality: optionalText(80, M.specialityTooLong),
  business_contact: businessContactSchema,
  business_type: z.enum(BUSINESS_TYPES, { error: M.businessTypeRequired }),
  base_pricing: basePricingSchema,
};

export const locationShape = {
  address_line_1: requiredText(M.addressLine1Required, 200),
  address_line_2: optionalText(200, M.addressTooLong),
  pincode: pincodeSchema,
  city: requiredText(M.cityRequired, 80),
  state: requiredText(M.stateRequired, 80),
  /** 'Area / locality', chosen from the pincode's place names or typed. */
  area: optionalText(100, M.areaTooLong),
};

export const documentsShape = {
  profile_photo: imageUrlSchema(M.profilePhotoRequired),
  pancard_no: z
    .string({ error: M.panRequired })
    .trim()
    .toUpperCase()
    .min(1, M.panRequired)
    .regex(orEmpty(PAN_PATTERN), M.panInvalid),
  pancard_photo: optionalDocument,
  licence_photo: optionalDocument,
};

/**
 * Category must belong to the industry; checked once both are valid, so each field shows one message.
 * An issue without a field (the payload is not an object at all) skips the check too.
 */
const categoryInIndustry = <S extends z.ZodType<{ industry: (typeof INDUSTRIES)[number]; category: string }>>(
  schema: S,
) =>
  schema.refine((v) => !!findCategoryByValue(v.industry, v.category), {
    path: ['category'],
    message: M.categoryNotInIndustry,
    when: (payload) =>
      !payload.issues.some((i) => {
        const field = i.path?.[0];
        return field === undefined || field === 'industry' || field === 'category';
      }),
  });

/** Step 1 'Personal Information'. */
export const personalInfoSchema = z.object(personalInfoShape);
/** Step 2 'Business Details' (+ optional speciality). */
export const businessDetailsSchema = categoryInIndustry(z.object(businessDetailsShape));
/** Step 3 'Location Information' (+ optional area). */
export const locationSchema = z.object(locationShape);
/** Step 4 'Required Documents'. */
export const documentsSchema = z.object(documentsShape);
/** Per-step schemas in wizard order (the fifth step, Review & Submit, validates the whole payload). */
export const ONBOARDING_STEP_SCHEMAS = [personalInfoSchema, businessDetailsSchema, locationSchema, documentsSchema];

/**
 * The whole payload of POST /application/apply/. `location` is always stored as
 * 'None'; a `user` value sent by the client is ignored (the application belongs to the caller).
 */
export const applicationSchema = categoryInIndustry(
  z.object({
    ...personalInfoShape,
    ...businessDetailsShape,
    ...locationShape,
    ...documentsShape,
    location: text({ max: 200 }).optional(),
  }),
);
export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationPayload = z.output<typeof applicationSchema>;
