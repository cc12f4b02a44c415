import { toDraft } from './onboard-draft';
import { EMPTY_VALUES, type OnboardingValues } from './onboarding-values';

/** A complete, valid application as the form holds it. */
export const COMPLETE: OnboardingValues = {
  ...EMPTY_VALUES,
  name_of_applicant: 'Dr. Kavya Menon',
  phone_no: '9876543210',
  email: 'kavya@example.in',
  role_in_business: 'owner',
  business_name: 'Menon Smile Studio',
  industry: 'Healthcare',
  category: 'Dentist',
  business_contact: '9123456780',
  business_type: 'SoleProprietorship',
  base_pricing: '400',
  address_line_1: '12, Paud Road',
  pincode: '411038',
  city: 'Pune',
  state: 'Maharashtra',
  area: 'Kothrud',
  profile_photo: '/uploads/u/profile.webp',
  pancard_no: 'abcde1234f',
  pancard_photo: '/uploads/u/pan.webp',
};

/** Leaves a draft (and the step reached) as an earlier visit would have. */
export function storeDraft(values: Partial<OnboardingValues>, step = 0): void {
  window.localStorage.setItem('onboard', JSON.stringify(toDraft({ ...EMPTY_VALUES, ...values })));
  window.sessionStorage.setItem('onboardStep', String(step));
}

export const PUNE = {
  pincode: '411038',
  city: 'Pune',
  district: 'Pune',
  state: 'Maharashtra',
  places: ['Bhusari Colony', 'Ex. Serviceman Colony', 'Kothrud'],
};
