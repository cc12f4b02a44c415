import { APPLICATION_LOCATION, APPLICATION_MESSAGES, type ApplicationPayload } from '@kataar/shared/application';
import type { ApplicationRecord } from '@kataar/shared/application-review';
import type { Db } from '../../db/client';
import { Conflict, NotFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  insertApplication,
  selectApplicationRecord,
  selectLatestApplication,
  toApplicationRecord,
} from './application-queries';
import { isProviderMember } from '../staff/staff-service';

/** For the user object: whether the person has an application to follow. */
export { hasAnyApplication as hasApplied } from './application-queries';

/** The applicant's side: apply once at a time, read the newest application. */
export function createApplicationService(db: Db) {
  return {
    async apply(userId: string, p: ApplicationPayload): Promise<ApplicationRecord> {
      if (await isProviderMember(db, userId)) throw new Conflict(APPLICATION_MESSAGES.alreadyMember);
      let id: string;
      try {
        ({ id } = await insertApplication(db, {
          userId,
          nameOfApplicant: p.name_of_applicant,
          phoneNo: p.phone_no,
          email: p.email,
          roleInBusiness: p.role_in_business,
          businessName: p.business_name,
          industry: p.industry,
          category: p.category,
          speciality: p.speciality ?? null,
          area: p.area ?? null,
          businessContact: p.business_contact,
          businessType: p.business_type,
          basePricing: p.base_pricing,
          location: APPLICATION_LOCATION,
          addressLine1: p.address_line_1,
          addressLine2: p.address_line_2 ?? null,
          pincode: p.pincode,
          city: p.city,
          state: p.state,
          profilePhoto: p.profile_photo,
          pancardNo: p.pancard_no,
          pancardPhoto: p.pancard_photo ?? null,
          licencePhoto: p.licence_photo ?? null,
        }));
      } catch (err) {
        // The partial unique index allows one pending application per user, even under races.
        if (isUniqueViolation(err)) throw new Conflict(APPLICATION_MESSAGES.alreadyPending);
        throw err;
      }
      const row = await selectApplicationRecord(db, id);
      if (!row) throw new Error('new application not found');
      return toApplicationRecord(row);
    },

    async latest(userId: string): Promise<ApplicationRecord> {
      const row = await selectLatestApplication(db, userId);
      if (!row) throw new NotFound(APPLICATION_MESSAGES.noApplication);
      return toApplicationRecord(row);
    },
  };
}
