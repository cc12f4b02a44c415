import type { ProviderOwn } from '@kataar/shared/queue';

/** The signed-in provider's own business as GET /provider/me/ answers it: open, with a photo. */
export const OWN_PROVIDER: ProviderOwn = {
  username: 'sharma-family-clinic',
  business_name: 'Sharma Family Clinic',
  industry: 'Healthcare',
  category: 'GeneralPhysician',
  speciality: 'MBBS',
  city: 'Bengaluru',
  state: 'Karnataka',
  area: 'Indiranagar',
  is_open: true,
  profile_photo: '/uploads/demo/sharma.webp',
  base_pricing: 500,
  latitude: 18.5074,
  longitude: 73.8077,
  display_photo_1: null,
  display_photo_2: null,
  display_photo_3: null,
  address_line_1: '1 MG Road',
  address_line_2: null,
  pincode: '560001',
  business_contact: '9876543210',
  business_email: null,
  location: 'None',
};
