import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Desk, Service } from '@kataar/shared/desks';
import type { Executor } from '../../db/client';
import { deskMembers, deskServices, desks, providerMembers, queueEntries, services } from '../../db/schema';
import { eligibleAtDesk } from './desk-line';

/*
 * The desks and services tables are the queue module's; only these queries write them. Desk members
 * are checked against provider_members (the staff module's table), read here and never written.
 */

/** The ids of a json_agg, or none. */
const ids = <T>(agg: SQL) => sql<T[]>`coalesce(${agg}, '[]'::json)`;

/*
 * The subqueries name their columns through Drizzle's operators: a column written straight into an
 * sql`` template of a one-table select loses its table name, and "provider_id" would then mean
 * the inner table's own column.
 */
const deskColumns = {
  id: desks.id,
  name: desks.name,
  token_prefix: desks.tokenPrefix,
  is_open: desks.isOpen,
  queue_running: desks.queueRunning,
  service_ids: ids<number>(
    sql`(select json_agg(${deskServices.serviceId} order by ${deskServices.serviceId}) from ${deskServices} where ${eq(deskServices.deskId, desks.id)})`,
  ),
  // Only people still on the staff: a removed member's desk rows stay but no longer count.
  member_ids: ids<string>(
    sql`(select json_agg(${deskMembers.userId} order by ${deskMembers.userId}) from ${deskMembers}
      join ${providerMembers} on ${and(eq(providerMembers.userId, deskMembers.userId), eq(providerMembers.providerId, desks.providerId))}
      where ${eq(deskMembers.deskId, desks.id)})`,
  ),
  waiting: sql<number>`(select count(*)::int from ${queueEntries}
    where ${and(eq(queueEntries.providerId, desks.providerId), eq(queueEntries.status, 'waiting'), eligibleAtDesk(sql`${desks.id}`))})`,
};

/** A provider's desks in the order they were made, or the one desk `deskId`. */
export function selectDesks(db: Executor, providerId: string, deskId?: number): Promise<Desk[]> {
  return db
    .select(deskColumns)
    .from(desks)
    .where(and(eq(desks.providerId, providerId), deskId === undefined ? undefined : eq(desks.id, deskId)))
    .orderBy(asc(desks.id));
}

const serviceColumns = {
  id: services.id,
  name: services.name,
  duration_minutes: services.durationMinutes,
  price: services.price,
  desk_ids: ids<number>(
    sql`(select json_agg(${deskServices.deskId} order by ${deskServices.deskId}) from ${deskServices} where ${eq(deskServices.serviceId, services.id)})`,
  ),
};

/** A provider's services in the order they were made, or the one service `serviceId`. */
export function selectServices(db: Executor, providerId: string, serviceId?: number): Promise<Service[]> {
  return db
    .select(serviceColumns)
    .from(services)
    .where(and(eq(services.providerId, providerId), serviceId === undefined ? undefined : eq(services.id, serviceId)))
    .orderBy(asc(services.id));
}

export type DeskFields = Partial<Pick<typeof desks.$inferInsert, 'name' | 'tokenPrefix' | 'isOpen' | 'queueRunning'>>;

export async function insertDesk(tx: Executor, providerId: string, fields: DeskFields & { name: string }) {
  const [row] = await tx
    .insert(desks)
    .values({ providerId, ...fields })
    .returning({ id: desks.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/** Whether the provider has this desk; changes the fields given. */
export async function updateDesk(tx: Executor, providerId: string, deskId: number, fields: DeskFields) {
  const where = and(eq(desks.providerId, providerId), eq(desks.id, deskId));
  const rows =
    Object.keys(fields).length > 0
      ? await tx.update(desks).set(fields).where(where).returning({ id: desks.id })
      : await tx.select({ id: desks.id }).from(desks).where(where).for('update');
  return rows.length > 0;
}

export async function deleteDesk(tx: Executor, providerId: string, deskId: number): Promise<void> {
  await tx.delete(desks).where(and(eq(desks.providerId, providerId), eq(desks.id, deskId)));
}

export async function countDesks(tx: Executor, providerId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(desks)
    .where(eq(desks.providerId, providerId));
  return row?.n ?? 0;
}

/** People waiting who chose this desk by name (not those waiting for any desk). */
export async function countWaitingNamed(tx: Executor, providerId: string, deskId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(queueEntries)
    .where(
      and(eq(queueEntries.providerId, providerId), eq(queueEntries.status, 'waiting'), eq(queueEntries.deskId, deskId)),
    );
  return row?.n ?? 0;
}

/**
 * Makes `serviceIds` the desk's services. Only the provider's own services are linked; answers how
 * many were, so the caller can refuse ids it does not know.
 */
export async function replaceDeskServices(tx: Executor, providerId: string, deskId: number, serviceIds: number[]) {
  await tx.delete(deskServices).where(eq(deskServices.deskId, deskId));
  if (serviceIds.length === 0) return 0;
  const linked = await tx
    .insert(deskServices)
    .select(
      tx
        .select({ deskId: sql<number>`${deskId}::int`.as('desk_id'), serviceId: services.id })
        .from(services)
        .where(and(eq(services.providerId, providerId), inArray(services.id, serviceIds))),
    )
    .returning({ id: deskServices.serviceId });
  return linked.length;
}

/** Makes `serviceId` offered at `deskIds`, the provider's own desks only; answers how many were linked. */
export async function replaceServiceDesks(tx: Executor, providerId: string, serviceId: number, deskIds: number[]) {
  await tx.delete(deskServices).where(eq(deskServices.serviceId, serviceId));
  if (deskIds.length === 0) return 0;
  const linked = await tx
    .insert(deskServices)
    .select(
      tx
        .select({ deskId: desks.id, serviceId: sql<number>`${serviceId}::int`.as('service_id') })
        .from(desks)
        .where(and(eq(desks.providerId, providerId), inArray(desks.id, deskIds))),
    )
    .returning({ id: deskServices.deskId });
  return linked.length;
}

/** Makes `userIds` the desk's members, the provider's own staff only; answers how many were linked. */
export async function replaceDeskMembers(tx: Executor, providerId: string, deskId: number, userIds: string[]) {
  await tx.delete(deskMembers).where(eq(deskMembers.deskId, deskId));
  if (userIds.length === 0) return 0;
  const linked = await tx
    .insert(deskMembers)
    .select(
      tx
        .select({ deskId: sql<number>`${deskId}::int`.as('desk_id'), userId: providerMembers.userId })
        .from(providerMembers)
        .where(and(eq(providerMembers.providerId, providerId), inArray(providerMembers.userId, userIds))),
    )
    .returning({ id: deskMembers.userId });
  return linked.length;
}

export type ServiceFields = Partial<Pick<typeof services.$inferInsert, 'name' | 'durationMinutes' | 'price'>>;

export async function insertService(
  tx: Executor,
  providerId: string,
  fields: ServiceFields & Pick<typeof services.$inferInsert, 'name' | 'durationMinutes'>,
) {
  const [row] = await tx
    .insert(services)
    .values({ providerId, ...fields })
    .returning({ id: services.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/** Whether the provider has this service; changes the fields given. */
export async function updateService(tx: Executor, providerId: string, serviceId: number, fields: ServiceFields) {
  const where = and(eq(services.providerId, providerId), eq(services.id, serviceId));
  const rows =
    Object.keys(fields).length > 0
      ? await tx.update(services).set(fields).where(where).returning({ id: services.id })
      : await tx.select({ id: services.id }).from(services).where(where).for('update');
  return rows.length > 0;
}

/** Whether the provider had this service. */
export async function deleteService(tx: Executor, providerId: string, serviceId: number): Promise<boolean> {
  const rows = await tx
    .delete(services)
    .where(and(eq(services.providerId, providerId), eq(services.id, serviceId)))
    .returning({ id: services.id });
  return rows.length > 0;
}
