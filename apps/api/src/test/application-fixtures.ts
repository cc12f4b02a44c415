import type { FastifyInstance } from 'fastify';
import type { ApplicationInput } from '@kataar/shared/application';
import type { SignedInUser } from './auth-fixtures';

/** A complete, valid application with every field the wizard sends; `overrides` set what a test is about. */
export function applicationPayload(
  overrides: Record<string, unknown> = {},
): ApplicationInput & Record<string, unknown> {
  return {
    name_of_applicant: 'Asha Kulkarni',
    phone_no: '9876543210',
    email: 'asha@clinic.in',
    role_in_business: 'owner',
    business_name: 'Kulkarni Skin Clinic',
    industry: 'Healthcare',
    category: 'Dermatologist',
    business_contact: '9123456780',
    business_type: 'SoleProprietorship',
    base_pricing: 600,
    location: 'None',
    address_line_1: '14 Prabhat Road',
    address_line_2: '',
    pincode: '411004',
    city: 'Pune',
    state: 'Maharashtra',
    profile_photo: '/uploads/u/0123456789abcdef0123456789abcdef.webp',
    pancard_no: 'ABCDE1234F',
    pancard_photo: '/uploads/u/fedcba9876543210fedcba9876543210.webp',
    licence_photo: '',
    user: 42,
    ...overrides,
  } as ApplicationInput & Record<string, unknown>;
}

/** POST /application/apply/ as `user`. */
export const apply = (app: FastifyInstance, user: SignedInUser, payload: object = applicationPayload()) =>
  app.inject({ method: 'POST', url: '/v1/api/application/apply/', headers: user.headers, payload });
