import type { FastifyBaseLogger } from 'fastify';
import { ROLE_LABELS } from '@kataar/shared/application';
import { STAFF_MESSAGES, type StaffInvite, type StaffMember } from '@kataar/shared/staff';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { CHANNELS, publishChange } from '../../lib/change-bus';
import { Conflict, NotFound } from '../../lib/errors';
import { localizeMail } from '../../lib/localize';
import type { Mailer } from '../../lib/mailer';
import {
  businessName,
  deleteMember,
  insertMember,
  membershipsOf,
  selectMember,
  selectMembers,
  toStaffMember,
} from './staff-queries';
import { emailLanguage, findOrCreateUserByEmail } from '../auth/user-service';

/**
 * provider_members is written only by this module. Other modules (sign-in, applications) ask and
 * add memberships through these, inside their own transactions when they pass one.
 */
export { isProviderMember, insertMember as addMember } from './staff-queries';

export interface StaffDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** The owner's staff: managers and receptionists who log in with their own accounts and run the queue. */
export function createStaffService({ db, mailer, log }: StaffDeps) {
  return {
    list: async (providerId: string): Promise<StaffMember[]> =>
      (await selectMembers(db, providerId)).map(toStaffMember),

    async invite(providerId: string, invite: StaffInvite, site: string): Promise<StaffMember> {
      const member = await db
        .transaction(async (tx) => {
          const user = await findOrCreateUserByEmail(tx, invite.email);
          const seats = await membershipsOf(tx, user.id);
          if (seats.some((s) => s.providerId === providerId)) throw new Conflict(STAFF_MESSAGES.alreadyMember);
          // One business per account: the dashboard and the queue act on the caller's one provider.
          if (seats.length > 0) throw new Conflict(STAFF_MESSAGES.memberElsewhere);
          await insertMember(tx, providerId, user.id, invite.role);
          return selectMember(tx, providerId, user.id);
        })
        .catch((err: unknown) => {
          // The reads above miss a seat given at the same moment by another process; the database does not.
          if (isUniqueViolation(err, 'provider_members_one_business'))
            throw new Conflict(STAFF_MESSAGES.memberElsewhere);
          if (isUniqueViolation(err)) throw new Conflict(STAFF_MESSAGES.alreadyMember);
          throw err;
        });
      if (!member) throw new Error('new member not found');
      const name = await businessName(db, providerId);
      try {
        const mail = {
          to: invite.email,
          subject: `You have been added to ${name} on Kataar`,
          text: [
            `You have been added as ${ROLE_LABELS[invite.role].toLowerCase()} of ${name} on Kataar.`,
            '',
            `To run the queue, log in at ${site}/ with this e-mail address (${invite.email}); we will send you a one-time code.`,
            'Your dashboard: ' + `${site}/provider/dashboard`,
            '',
            '— The Kataar team',
          ].join('\n'),
        };
        await mailer.send(localizeMail(mail, await emailLanguage(db, invite.email)));
      } catch (err) {
        // The seat is given; the owner can tell the person to log in even if the mail is lost.
        log.error({ err, to: invite.email }, 'staff invitation could not be sent');
      }
      return toStaffMember(member);
    },

    async remove(providerId: string, userId: string): Promise<void> {
      const member = await selectMember(db, providerId, userId);
      if (!member) throw new NotFound(STAFF_MESSAGES.notFound);
      if (member.role === 'owner') throw new Conflict(STAFF_MESSAGES.cannotRemoveOwner);
      await db.transaction(async (tx) => {
        await deleteMember(tx, providerId, userId);
        await publishChange(tx, CHANNELS.membershipEnded, `${providerId} ${userId}`);
      });
    },
  };
}
