import type { CustomerAppointment, Slot } from '@kataar/shared/appointments';
import type { ProviderPublic } from '@kataar/shared/provider';
import type { BookableProvider } from './booking-modal';

/** An instant as the server writes it: India wall-clock with the +05:30 offset. */
export const ist = (ms: number): string => `${new Date(ms + 330 * 60_000).toISOString().slice(0, 19)}+05:30`;

const HOUR = 3_600_000;

/** A slot `hoursFromNow` away, 15 minutes long. */
export const slotAt = (hoursFromNow: number, seats_left = 1): Slot => {
  const start = Date.now() + hoursFromNow * HOUR;
  return { start: ist(start), end: ist(start + 15 * 60_000), seats_left };
};

export const BASE_PROVIDER: ProviderPublic = {
  username: 'sharma-clinic',
  business_name: 'Sharma Family Clinic',
  industry: 'Healthcare',
  category: 'GeneralPhysician',
  speciality: 'Family medicine',
  city: 'Pune',
  state: 'Maharashtra',
  area: 'Kothrud',
  is_open: true,
  profile_photo: null,
  base_pricing: 500,
  latitude: 18.5074,
  longitude: 73.8077,
  display_photo_1: null,
  display_photo_2: null,
  display_photo_3: null,
  address_line_1: '4 Karve Road',
  address_line_2: null,
  pincode: '411038',
  business_contact: '9876543210',
  business_email: null,
};

export const BOOKABLE: BookableProvider = {
  ...BASE_PROVIDER,
  takes_bookings: true,
  booking_fee: 200,
  payment: 'upi_advance',
  razorpay_key_id: null,
  razorpay_checkout_url: null,
  horizon_days: 14,
};

export const appointment = (overrides: Partial<CustomerAppointment> = {}): CustomerAppointment => {
  const slot = slotAt(24);
  return {
    id: '3f1c1a52-8c1e-4b7a-9d7e-2a5f8e0c1b11',
    reference: 'K7Q4M2',
    status: 'confirmed',
    start: slot.start,
    end: slot.end,
    amount: 0,
    payment: 'at_visit',
    hold_expires_at: null,
    provider: {
      username: 'sharma-clinic',
      business_name: 'Sharma Family Clinic',
      address: '4 Karve Road, Kothrud, Pune 411038',
      latitude: 18.5074,
      longitude: 73.8077,
    },
    can_cancel: true,
    can_reschedule: true,
    ...overrides,
  };
};
