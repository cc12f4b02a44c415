import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffMember } from '@kataar/shared/staff';
import type { Executor } from '../../db/client';
import { providerMembers, providers, users } from '../../db/schema';

type MemberRole = (typeof providerMembers.$inferInsert)['role'];

const memberColumns = {
  userId: providerMembers.userId,
  email: users.email,
  name: users.name,
  role: providerMembers.role,
  createdAt: providerMembers.createdAt,
};
type MemberRow = { userId: string; email: string; name: string; role: MemberRole; createdAt: Date };

export const toStaffMember = (m: MemberRow): StaffMember => ({
  user_id: m.userId,
  email: m.email,
  name: m.name,
  role: m.role,
  added_at: m.createdAt.toISOString(),
});

/** Every member of a provider, the owner first, then by when they joined. */
export function selectMembers(db: Executor, providerId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(providerMembers)
    .innerJoin(users, eq(users.id, providerMembers.userId))
    .where(eq(providerMembers.providerId, providerId))
    .orderBy(sql`${providerMembers.role} <> 'owner'`, asc(providerMembers.createdAt), asc(users.email));
}

export async function selectMember(db: Executor, providerId: string, userId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(providerMembers)
    .innerJoin(users, eq(users.id, providerMembers.userId))
    .where(and(eq(providerMembers.providerId, providerId), eq(providerMembers.userId, userId)));
  return row;
}

/** Providers the user already belongs to. */
export async function membershipsOf(db: Executor, userId: string): Promise<{ providerId: string }[]> {
  return db
    .select({ providerId: providerMembers.providerId })
    .from(providerMembers)
    .where(eq(providerMembers.userId, userId));
}

/** Whether the user belongs to any provider. */
export async function isProviderMember(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(providerMembers)
    .where(eq(providerMembers.userId, userId))
    .limit(1);
  return rows.length > 0;
}

export async function insertMember(db: Executor, providerId: string, userId: string, role: MemberRole): Promise<void> {
  await db.insert(providerMembers).values({ providerId, userId, role });
}

export async function deleteMember(db: Executor, providerId: string, userId: string): Promise<void> {
  await db
    .delete(providerMembers)
    .where(and(eq(providerMembers.providerId, providerId), eq(providerMembers.userId, userId)));
}

export async function businessName(db: Executor, providerId: string): Promise<string> {
  const [row] = await db.select({ name: providers.businessName }).from(providers).where(eq(providers.id, providerId));
  return row?.name ?? 'your business';
}
