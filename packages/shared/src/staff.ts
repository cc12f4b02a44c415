import { z } from 'zod';
import { BUSINESS_ROLES } from './application';
import { emailSchema } from './auth';

/**
 * Roles the owner can give. Managers and receptionists run every desk; a practitioner calls only at
 * the desks they work. Only the owner edits the business.
 */
export const STAFF_ROLES = ['manager', 'receptionist', 'practitioner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_MESSAGES = {
  roleRequired: 'Please select a role',
  invited: 'Invitation sent',
  removed: 'Staff member removed',
  alreadyMember: 'This person is already on your staff.',
  memberElsewhere: 'This person already works with another business on Kataar.',
  cannotRemoveOwner: 'The owner cannot be removed.',
  notFound: 'Staff member not found',
} as const;

export const staffInviteBodySchema = z.object({
  email: emailSchema,
  role: z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleRequired }),
});
export type StaffInvite = z.infer<typeof staffInviteBodySchema>;

export const staffMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(BUSINESS_ROLES),
  added_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListAnswerSchema = z.object({ data: z.array(staffMemberSchema) });
export const staffMemberAnswerSchema = z.object({ data: staffMemberSchema });
