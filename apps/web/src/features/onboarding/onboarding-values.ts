import {
  APPLICATION_LOCATION,
  ONBOARDING_STEP_SCHEMAS,
  applicationSchema,
  businessDetailsShape,
  documentsShape,
  locationShape,
  personalInfoShape,
} from '@kataar/shared/application';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the wizard's form holds: every field of the application payload, as the inputs give it (text). */
export interface OnboardingValues {
  name_of_applicant: string;
  phone_no: string;
  email: string;
  role_in_business: string;
  business_name: string;
  industry: string;
  category: string;
  speciality: string;
  business_contact: string;
  business_type: string;
  base_pricing: string;
  address_line_1: string;
  address_line_2: string;
  pincode: string;
  city: string;
  state: string;
  area: string;
  profile_photo: string;
  pancard_no: string;
  pancard_photo: string;
  licence_photo: string;
}
export type OnboardingField = keyof OnboardingValues;

export const EMPTY_VALUES: OnboardingValues = {
  name_of_applicant: '',
  phone_no: '',
  email: '',
  role_in_business: '',
  business_name: '',
  industry: '',
  category: '',
  speciality: '',
  business_contact: '',
  business_type: '',
  base_pricing: '',
  address_line_1: '',
  address_line_2: '',
  pincode: '',
  city: '',
  state: '',
  area: '',
  profile_photo: '',
  pancard_no: '',
  pancard_photo: '',
  licence_photo: '',
};

/** The fields of each of the first four steps, from the shared step shapes. */
export const STEP_FIELDS = [personalInfoShape, businessDetailsShape, locationShape, documentsShape].map(
  (shape) => Object.keys(shape) as OnboardingField[],
);
export const REVIEW_STEP = STEP_FIELDS.length;

/** The step a field is asked on (the review step for anything else). */
export const stepOfField = (name: string): number => {
  const index = STEP_FIELDS.findIndex((fields) => (fields as string[]).includes(name));
  return index === -1 ? REVIEW_STEP : index;
};

export interface WizardContext {
  step: number;
}

/** One message per field: the first issue zod reports for it. */
interface Issue {
  path: readonly PropertyKey[];
  code: string;
  message: string;
}

export const issuesToErrors = (issues: readonly Issue[]): FieldErrors<OnboardingValues> => {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? 'root');
    errors[name] ??= { type: issue.code, message: issue.message };
  }
  return errors as FieldErrors<OnboardingValues>;
};

/**
 * Next validates the current step with its shared schema; the review step validates the whole
 * payload. The form keeps the raw texts (the payload is built from the schema's output on submit).
 */
export const wizardResolver: Resolver<OnboardingValues, WizardContext> = (values, context) => {
  const step = context?.step ?? 0;
  const schema = ONBOARDING_STEP_SCHEMAS[step] ?? applicationSchema;
  const result = schema.safeParse(step < REVIEW_STEP ? values : { ...values, location: APPLICATION_LOCATION });
  return result.success ? { values, errors: {} } : { values: {}, errors: issuesToErrors(result.error.issues) };
};
