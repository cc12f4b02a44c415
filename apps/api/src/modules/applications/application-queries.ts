import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '@kataar/shared/application';
import type { AdminApplication, ApplicationRecord } from '@kataar/shared/application-review';
import type { Executor } from '../../db/client';
import { applications, providers, users } from '../../db/schema';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;

const reviewer = alias(users, 'reviewer');

/** Columns of an application with the provider it became, the applicant's and the reviewer's e-mail. */
const recordColumns = {
  application: applications,
  providerUsername: providers.username,
  userEmail: users.email,
  reviewerEmail: reviewer.email,
};

type RecordRow = {
  application: ApplicationRow;
  providerUsername: string | null;
  userEmail: string;
  reviewerEmail: string | null;
};

const recordQuery = (db: Executor) =>
  db
    .select(recordColumns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(reviewer, eq(reviewer.id, applications.reviewedBy))
    .leftJoin(providers, eq(providers.applicationId, applications.id))
    .$dynamic();

export function toApplicationRecord({ application: a, providerUsername }: RecordRow): ApplicationRecord {
  return {
    id: a.id,
    user: a.userId,
    name_of_applicant: a.nameOfApplicant,
    phone_no: a.phoneNo,
    email: a.email,
    role_in_business: a.roleInBusiness,
    business_name: a.businessName,
    industry: a.industry,
    category: a.category,
    speciality: a.speciality,
    business_contact: a.businessContact,
    business_type: a.businessType,
    base_pricing: a.basePricing,
    location: a.location,
    address_line_1: a.addressLine1,
    address_line_2: a.addressLine2,
    area: a.area,
    pincode: a.pincode,
    city: a.city,
    state: a.state,
    profile_photo: a.profilePhoto,
    pancard_no: a.pancardNo,
    pancard_photo: a.pancardPhoto,
    licence_photo: a.licencePhoto,
    status: a.status,
    review_note: a.reviewNote,
    reviewed_at: a.reviewedAt?.toISOString() ?? null,
    created_at: a.createdAt.toISOString(),
    provider_username: providerUsername,
  };
}

export const toAdminApplication = (row: RecordRow): AdminApplication => ({
  ...toApplicationRecord(row),
  user_email: row.userEmail,
  reviewed_by_email: row.reviewerEmail,
});

export async function insertApplication(db: Executor, values: NewApplication): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  if (!row) throw new Error('application insert returned nothing');
  return row;
}

/** Whether the user has ever applied to be listed. */
export async function hasAnyApplication(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** The user's newest application. */
export async function selectLatestApplication(db: Executor, userId: string): Promise<RecordRow | undefined> {
  const [row] = await recordQuery(db)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(1);
  return row;
}

export async function selectApplicationRecord(db: Executor, id: string): Promise<RecordRow | undefined> {
  const [row] = await recordQuery(db).where(eq(applications.id, id));
  return row;
}

/** Newest first, optionally of one status. */
export async function selectApplications(
  db: Executor,
  filter: { status?: ApplicationStatus | undefined; limit: number },
): Promise<RecordRow[]> {
  const query = recordQuery(db);
  if (filter.status) query.where(eq(applications.status, filter.status));
  return query.orderBy(desc(applications.createdAt), desc(applications.id)).limit(filter.limit);
}

/** Locks the application for a review, so two admins cannot decide it at once. */
export async function lockApplication(tx: Executor, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  return row;
}

export async function markReviewed(
  tx: Executor,
  id: string,
  review: { status: 'approved' | 'rejected'; note: string | null; reviewerId: string },
): Promise<void> {
  await tx
    .update(applications)
    .set({ status: review.status, reviewNote: review.note, reviewedBy: review.reviewerId, reviewedAt: sql`now()` })
    .where(eq(applications.id, id));
}

export async function findUserEmail(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}
