import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DESK_LINE_MESSAGES,
  deskClosedMessage,
  deskPausedMessage,
  deskServiceMessage,
  serviceUnavailableMessage,
} from '@kataar/shared/desk-line';
import type { NamedRef } from '@kataar/shared/desk-line';
import type { Executor } from '../../db/client';
import { deskMembers, deskServices, desks, services } from '../../db/schema';
import type { MemberRole } from '../../lib/auth-guard';
import { Conflict, Forbidden, ValidationFailed } from '../../lib/errors';

/** A desk as the queue's writes need it. */
export interface DeskRow {
  id: number;
  name: string;
  tokenPrefix: string | null;
  isOpen: boolean;
  queueRunning: boolean;
  /** Whether the provider has other desks too: then people are told this desk's name. */
  several: boolean;
}

const deskColumns = {
  id: desks.id,
  name: desks.name,
  tokenPrefix: desks.tokenPrefix,
  isOpen: desks.isOpen,
  queueRunning: desks.queueRunning,
  several: sql<boolean>`(select count(*) > 1 from desks others where others.provider_id = "desks"."provider_id")`,
};

const unknownDesk = () => new ValidationFailed({ desk_id: [DESK_LINE_MESSAGES.unknownDesk] });
const unknownService = () => new ValidationFailed({ service_id: [DESK_LINE_MESSAGES.unknownService] });

/**
 * The desk a member acts at. A named desk must be the provider's (else 400). Without one: the desk
 * the member works when they work exactly one; a practitioner's first desk; else the provider's first
 * desk, which is the only one for most providers. A practitioner may act only at desks they work (403).
 */
export async function deskForAction(
  ex: Executor,
  member: { providerId: string; userId: string; role: MemberRole },
  deskId: number | undefined,
): Promise<DeskRow> {
  const [named] =
    deskId === undefined
      ? await ex
          .select(deskColumns)
          .from(desks)
          .where(eq(desks.providerId, member.providerId))
          .orderBy(
            // The member's own desks first, then the provider's first desk.
            sql`exists (select 1 from ${deskMembers} where ${deskMembers.deskId} = ${desks.id} and ${deskMembers.userId} = ${member.userId}) desc`,
            asc(desks.id),
          )
          .limit(1)
      : await ex
          .select(deskColumns)
          .from(desks)
          .where(and(eq(desks.id, deskId), eq(desks.providerId, member.providerId)));
  if (!named) throw unknownDesk();
  if (member.role === 'practitioner' && !(await worksAt(ex, named.id, member.userId))) {
    throw new Forbidden(DESK_LINE_MESSAGES.notYourDesk);
  }
  return named;
}

async function worksAt(ex: Executor, deskId: number, userId: string): Promise<boolean> {
  const [row] = await ex
    .select({ deskId: deskMembers.deskId })
    .from(deskMembers)
    .where(and(eq(deskMembers.deskId, deskId), eq(deskMembers.userId, userId)));
  return row !== undefined;
}

/** A join's or a walk-in's choice, checked: which desk (null: first available) and which service. */
export interface LineChoice {
  desk: DeskRow | null;
  service: NamedRef | null;
}

/**
 * Checks what a person chose against the provider's desks and services: ids of another provider are
 * unknown (400); a named desk that is closed or paused, or that does not offer the chosen service, is
 * refused (409), as is "first available" for a service no open, running desk offers. A desk's walk-in
 * (`fromDesk`) may be added to a paused or closed desk's line, as the provider's own queue allows.
 */
export async function checkLineChoice(
  ex: Executor,
  providerId: string,
  choice: { desk_id?: number | null | undefined; service_id?: number | null | undefined },
  fromDesk: boolean,
): Promise<LineChoice> {
  let service: NamedRef | null = null;
  if (choice.service_id != null) {
    [service = null] = await ex
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(and(eq(services.id, choice.service_id), eq(services.providerId, providerId)));
    if (!service) throw unknownService();
  }
  if (choice.desk_id == null) {
    if (service && !fromDesk && !(await anyOpenDeskOffers(ex, providerId, service.id))) {
      throw new Conflict(serviceUnavailableMessage(service.name));
    }
    return { desk: null, service };
  }
  const [desk] = await ex
    .select(deskColumns)
    .from(desks)
    .where(and(eq(desks.id, choice.desk_id), eq(desks.providerId, providerId)));
  if (!desk) throw unknownDesk();
  if (!fromDesk && !desk.isOpen) throw new Conflict(deskClosedMessage(desk.name));
  if (!fromDesk && !desk.queueRunning) throw new Conflict(deskPausedMessage(desk.name));
  if (service && !(await offers(ex, [desk.id], service.id))) {
    throw new Conflict(deskServiceMessage(desk.name, service.name));
  }
  return { desk, service };
}

/** Whether any of the desks offers the service. */
export async function offers(ex: Executor, deskIds: number[], serviceId: number): Promise<boolean> {
  const [row] = await ex
    .select({ deskId: deskServices.deskId })
    .from(deskServices)
    .where(and(inArray(deskServices.deskId, deskIds), eq(deskServices.serviceId, serviceId)))
    .limit(1);
  return row !== undefined;
}

async function anyOpenDeskOffers(ex: Executor, providerId: string, serviceId: number): Promise<boolean> {
  const open = await ex
    .select({ id: desks.id })
    .from(desks)
    .where(and(eq(desks.providerId, providerId), eq(desks.isOpen, true), eq(desks.queueRunning, true)));
  return (
    open.length > 0 &&
    offers(
      ex,
      open.map((d) => d.id),
      serviceId,
    )
  );
}
