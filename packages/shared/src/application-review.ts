import { z } from 'zod';
import { APPLICATION_MESSAGES as M, APPLICATION_STATUSES, MEMBER_ROLES, type ApplicationStatus } from './application';
import { INDUSTRIES } from './categories';
import { text } from './text';

/** An application as the API answers it (applicant's own view and the admin's). */
export const applicationRecordSchema = z.object({
  id: z.string(),
  user: z.string(),
  name_of_applicant: z.string(),
  phone_no: z.string(),
  email: z.string(),
  role_in_business: z.enum(MEMBER_ROLES),
  business_name: z.string(),
  industry: z.enum(INDUSTRIES),
  category: z.string(),
  speciality: z.string().nullable(),
  business_contact: z.string(),
  business_type: z.string(),
  base_pricing: z.number(),
  location: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  area: z.string().nullable(),
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  profile_photo: z.string(),
  pancard_no: z.string(),
  pancard_photo: z.string().nullable(),
  licence_photo: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  review_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  /** The provider created by approval, to link its profile page. */
  provider_username: z.string().nullable(),
});
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;
export const applicationAnswerSchema = z.object({ data: applicationRecordSchema });

/** Query of GET /admin/applications/. */
export const applicationListQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const adminApplicationSchema = applicationRecordSchema.extend({
  /** E-mail of the account that applied (may differ from the contact e-mail of the form). */
  user_email: z.string(),
  reviewed_by_email: z.string().nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
export const adminApplicationListAnswerSchema = z.object({ data: z.array(adminApplicationSchema) });
export const adminApplicationAnswerSchema = z.object({ data: adminApplicationSchema });

/** A note to the applicant: a short letter, so line breaks are kept. */
const note = (required?: string) => text({ max: 1000, multiline: true, required, tooLong: M.noteTooLong });
export const rejectBodySchema = z.object(
  { note: note(M.noteRequired).min(1, M.noteRequired) },
  { error: M.noteRequired },
);
/** Approval may carry a note for the applicant; the body may be left out (the server sees null then). */
export const approveBodySchema = z.object({ note: note().optional() }).nullish();

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Under review',
  approved: 'Approved',
  rejected: 'Not approved',
};
