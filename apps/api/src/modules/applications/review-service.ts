import type { FastifyBaseLogger } from 'fastify';
import { APPLICATION_MESSAGES, type ApplicationStatus } from '@kataar/shared/application';
import type { AdminApplication } from '@kataar/shared/application-review';
import { categoryLabel } from '@kataar/shared/categories';
import type { Db, Executor } from '../../db/client';
import { CHANNELS } from '../../lib/change-bus';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, NotFound } from '../../lib/errors';
import { localizeMail } from '../../lib/localize';
import type { Mail, Mailer } from '../../lib/mailer';
import type { WithChange } from '../../lib/with-change';
import { emailLanguage } from '../auth/user-service';
import { pincodeCentroid } from '../pincodes/pincode-service';
import { approvedMail, rejectedMail } from './application-mails';
import {
  findUserEmail,
  lockApplication,
  markReviewed,
  selectApplicationRecord,
  selectApplications,
  toAdminApplication,
  type ApplicationRow,
} from './application-queries';
import { createProvider } from '../providers/provider-service';
import { addMember, isProviderMember } from '../staff/staff-service';

export interface ReviewDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The write path: the new provider shows in this process's listings before the answer goes out. */
  withChange: WithChange;
}

/** Concurrent approvals may pick the same free username; the loser tries again with the next one. */
const USERNAME_ATTEMPTS = 5;

/** The admin's side: list, read, approve (creates the provider) and reject applications. */
export function createReviewService({ db, mailer, log, withChange }: ReviewDeps) {
  async function record(id: string): Promise<AdminApplication> {
    const row = await selectApplicationRecord(db, id);
    if (!row) throw new NotFound(APPLICATION_MESSAGES.applicationNotFound);
    return toAdminApplication(row);
  }

  async function lockPending(tx: Executor, id: string): Promise<ApplicationRow> {
    const application = await lockApplication(tx, id);
    if (!application) throw new NotFound(APPLICATION_MESSAGES.applicationNotFound);
    if (application.status !== 'pending') throw new Conflict(APPLICATION_MESSAGES.alreadyReviewed);
    return application;
  }

  /** The decision is committed; a mail that cannot be sent is logged, not undone. */
  async function notify(mail: Mail): Promise<void> {
    try {
      await mailer.send(localizeMail(mail, await emailLanguage(db, mail.to)));
    } catch (err) {
      log.error({ err, to: mail.to, subject: mail.subject }, 'review mail could not be sent');
    }
  }

  /** Creates the provider the application describes, with the applicant as its owner, and marks it approved. */
  async function approveInto(tx: Executor, a: ApplicationRow, reviewerId: string, note: string | null) {
    if (await isProviderMember(tx, a.userId)) throw new Conflict(APPLICATION_MESSAGES.alreadyMember);
    // The PIN code's centroid places the provider on the map until the owner drags the pin.
    const centroid = await pincodeCentroid(tx, a.pincode);
    const provider = await createProvider(tx, {
      businessName: a.businessName,
      industry: a.industry,
      category: a.category,
      speciality: a.speciality || categoryLabel(a.industry, a.category),
      area: a.area ?? '',
      // Closed until the owner opens it from the dashboard; the queue itself runs.
      isOpen: false,
      queueRunning: true,
      basePricing: a.basePricing,
      profilePhoto: a.profilePhoto,
      addressLine1: a.addressLine1,
      addressLine2: a.addressLine2,
      city: a.city,
      state: a.state,
      pincode: a.pincode,
      location: a.location,
      latitude: centroid?.lat ?? null,
      longitude: centroid?.lng ?? null,
      businessContact: a.businessContact,
      applicationId: a.id,
    });
    // Whatever their role in the business, the applicant holds the Kataar account as its owner.
    await addMember(tx, provider.id, a.userId, 'owner');
    await markReviewed(tx, a.id, { status: 'approved', note, reviewerId });
    return provider;
  }

  return {
    list: async (filter: { status?: ApplicationStatus | undefined; limit: number }) =>
      (await selectApplications(db, filter)).map(toAdminApplication),

    get: record,

    async approve(id: string, reviewerId: string, note: string | null, site: string): Promise<AdminApplication> {
      let attempt = 0;
      for (;;) {
        attempt += 1;
        try {
          const { provider, application } = await withChange(async (tx, announce) => {
            const application = await lockPending(tx, id);
            const provider = await approveInto(tx, application, reviewerId, note);
            await announce(CHANNELS.providerChanged, provider.id);
            return { provider, application };
          });
          const to = (await findUserEmail(db, application.userId)) ?? application.email;
          await notify(
            approvedMail(to, { businessName: application.businessName, username: provider.username, note }, site),
          );
          return await record(id);
        } catch (err) {
          if (attempt < USERNAME_ATTEMPTS && isUniqueViolation(err, 'providers_username_unique')) continue;
          // Invited as staff elsewhere while the approval ran: the check above missed it, the database did not.
          if (isUniqueViolation(err, 'provider_members_one_business'))
            throw new Conflict(APPLICATION_MESSAGES.alreadyMember);
          throw err;
        }
      }
    },

    async reject(id: string, reviewerId: string, note: string, site: string): Promise<AdminApplication> {
      const application = await db.transaction(async (tx) => {
        const a = await lockPending(tx, id);
        await markReviewed(tx, a.id, { status: 'rejected', note, reviewerId });
        return a;
      });
      const to = (await findUserEmail(db, application.userId)) ?? application.email;
      await notify(rejectedMail(to, { businessName: application.businessName, note }, site));
      return record(id);
    },
  };
}
