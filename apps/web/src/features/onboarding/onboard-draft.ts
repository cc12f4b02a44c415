import { EMPTY_VALUES, REVIEW_STEP, type OnboardingField, type OnboardingValues } from './onboarding-values';

/** The wizard's draft lives in localStorage under `onboard`, so a reload or a login keeps it. */
export const ONBOARD_KEY = 'onboard';
/**
 * The draft must be back within 5000 ms. localStorage answers synchronously, so the
 * wizard's first render already shows it; the constant documents the bound the tests hold it to.
 */
export const DRAFT_REHYDRATE_TIMEOUT_MS = 5000;
/** The step the applicant was on, per tab, so a reload or a login midway comes back to it. */
const STEP_KEY = 'onboardStep';

/**
 * The spec's draft fields that apply (no setPassword/confirmPassword: Kataar has no passwords),
 * spelt as the spec spells them ('bussinessRole' included), plus the licence photo, speciality and area.
 */
export interface OnboardDraft {
  fullName: string;
  email: string;
  mobile: string;
  bussinessRole: string;
  businessName: string;
  industry: string;
  category: string;
  speciality: string;
  businessPhoneNumber: string;
  profilePhoto: string;
  baseServicePricing: string;
  city: string;
  addressLine1: string;
  addressLine2: string;
  area: string;
  pincode: string;
  state: string;
  panNumber: string;
  panUpload: string;
  licencePhoto: string;
  businessType: string;
  onboardingComplete: boolean;
}

/** Form field → draft key. */
const DRAFT_KEYS: Record<OnboardingField, Exclude<keyof OnboardDraft, 'onboardingComplete'>> = {
  name_of_applicant: 'fullName',
  email: 'email',
  phone_no: 'mobile',
  role_in_business: 'bussinessRole',
  business_name: 'businessName',
  industry: 'industry',
  category: 'category',
  speciality: 'speciality',
  business_contact: 'businessPhoneNumber',
  profile_photo: 'profilePhoto',
  base_pricing: 'baseServicePricing',
  city: 'city',
  address_line_1: 'addressLine1',
  address_line_2: 'addressLine2',
  area: 'area',
  pincode: 'pincode',
  state: 'state',
  pancard_no: 'panNumber',
  pancard_photo: 'panUpload',
  licence_photo: 'licencePhoto',
  business_type: 'businessType',
};
const FIELDS = Object.keys(DRAFT_KEYS) as OnboardingField[];

export const toDraft = (values: OnboardingValues, onboardingComplete = false): OnboardDraft => {
  const draft = { onboardingComplete } as OnboardDraft;
  for (const field of FIELDS) draft[DRAFT_KEYS[field]] = values[field];
  return draft;
};

export const fromDraft = (draft: Partial<Record<keyof OnboardDraft, unknown>>): OnboardingValues => {
  const values = { ...EMPTY_VALUES };
  for (const field of FIELDS) {
    const value = draft[DRAFT_KEYS[field]];
    // Numbers (a price stored by an older draft) come back as text; anything else is dropped.
    if (typeof value === 'string' || typeof value === 'number') values[field] = String(value);
  }
  return values;
};

const local = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};
const session = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The stored draft's values, or null when there is none (or it is unreadable). */
export function readDraft(): OnboardingValues | null {
  try {
    const raw = local()?.getItem(ONBOARD_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return fromDraft(value as Partial<Record<keyof OnboardDraft, unknown>>);
  } catch {
    return null;
  }
}

/** Updates the stored draft (the whole form is written; one field changing is one write). */
export function writeDraft(values: OnboardingValues): void {
  try {
    local()?.setItem(ONBOARD_KEY, JSON.stringify(toDraft(values)));
  } catch {
    // Storage unavailable or full: the wizard still works, only a reload would lose the answers.
  }
}

/** A completed submit clears the draft (nothing of it is needed once the application is stored). */
export function clearDraft(): void {
  try {
    local()?.removeItem(ONBOARD_KEY);
    session()?.removeItem(STEP_KEY);
  } catch {
    // Nothing stored.
  }
}

export function readStep(): number {
  try {
    const step = Number(session()?.getItem(STEP_KEY));
    return Number.isInteger(step) && step >= 0 && step <= REVIEW_STEP ? step : 0;
  } catch {
    return 0;
  }
}

export function writeStep(step: number): void {
  try {
    session()?.setItem(STEP_KEY, String(step));
  } catch {
    // Memory only.
  }
}
