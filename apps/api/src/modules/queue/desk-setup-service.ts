import {
  DESK_MESSAGES,
  type Desk,
  type DeskCreate,
  type DeskPatch,
  type Service,
  type ServiceCreate,
  type ServicePatch,
} from '@kataar/shared/desks';
import type { Executor } from '../../db/client';
import { CHANNELS } from '../../lib/change-bus';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors';
import type { WithChange } from '../../lib/with-change';
import {
  countDesks,
  countWaitingNamed,
  deleteDesk,
  deleteService,
  insertDesk,
  insertService,
  replaceDeskMembers,
  replaceDeskServices,
  replaceServiceDesks,
  selectDesks,
  selectServices,
  updateDesk,
  updateService,
  type DeskFields,
  type ServiceFields,
} from './desk-setup-queries';
import { lockProviderLine } from './queue-queries';

export interface DeskSetupDeps {
  db: Executor;
  withChange: WithChange;
}

/** The unique indexes a setup write can meet, and what each means to the person who wrote. */
const CLASHES = new Map([
  ['desks_name_per_provider', DESK_MESSAGES.nameTaken],
  ['desks_prefix_per_provider', DESK_MESSAGES.prefixTaken],
  ['services_name_per_provider', DESK_MESSAGES.serviceNameTaken],
]);

/** Two desks (or services) of one name or letter: the database decides, so two writers at once agree. */
function clash(err: unknown): never {
  for (const [index, message] of CLASHES) if (isUniqueViolation(err, index)) throw new Conflict(message);
  throw err;
}

const deskFields = (body: DeskPatch): DeskFields => ({
  ...(body.name === undefined ? {} : { name: body.name }),
  ...(body.token_prefix === undefined ? {} : { tokenPrefix: body.token_prefix }),
  ...(body.is_open === undefined ? {} : { isOpen: body.is_open }),
  ...(body.queue_running === undefined ? {} : { queueRunning: body.queue_running }),
});

const serviceFields = (body: ServicePatch): ServiceFields => ({
  ...(body.name === undefined ? {} : { name: body.name }),
  ...(body.duration_minutes === undefined ? {} : { durationMinutes: body.duration_minutes }),
  ...(body.price === undefined ? {} : { price: body.price }),
});

/** A list naming ids the provider does not have is refused whole: the transaction rolls back. */
function allLinked(linked: number, asked: unknown[], field: string, message: string): void {
  if (linked < asked.length) throw new ValidationFailed({ [field]: [message] });
}

async function linkDesk(tx: Executor, providerId: string, deskId: number, body: DeskPatch): Promise<void> {
  if (body.service_ids)
    allLinked(
      await replaceDeskServices(tx, providerId, deskId, body.service_ids),
      body.service_ids,
      'service_ids',
      DESK_MESSAGES.unknownService,
    );
  if (body.member_ids)
    allLinked(
      await replaceDeskMembers(tx, providerId, deskId, body.member_ids),
      body.member_ids,
      'member_ids',
      DESK_MESSAGES.memberNotStaff,
    );
}

async function linkService(tx: Executor, providerId: string, serviceId: number, body: ServicePatch): Promise<void> {
  if (body.desk_ids)
    allLinked(
      await replaceServiceDesks(tx, providerId, serviceId, body.desk_ids),
      body.desk_ids,
      'desk_ids',
      DESK_MESSAGES.unknownDesk,
    );
}

async function one<T>(rows: Promise<T[]>, notFound: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new NotFound(notFound);
  return row;
}

/**
 * The owner's and managers' setup of desks and services. Every write is one transaction that
 * announces `queue_changed`: which desk calls whom depends on these, so the queue reloads.
 */
export function createDeskSetupService({ db, withChange }: DeskSetupDeps) {
  const { queueChanged } = CHANNELS;
  return {
    listDesks: (providerId: string): Promise<Desk[]> => selectDesks(db, providerId),

    createDesk: (providerId: string, body: DeskCreate): Promise<Desk> =>
      withChange(async (tx, announce) => {
        const id = await insertDesk(tx, providerId, { ...deskFields(body), name: body.name });
        await linkDesk(tx, providerId, id, body);
        await announce(queueChanged, providerId);
        return one(selectDesks(tx, providerId, id), DESK_MESSAGES.notFound);
      }).catch(clash),

    updateDesk: (providerId: string, deskId: number, body: DeskPatch): Promise<Desk> =>
      withChange(async (tx, announce) => {
        if (!(await updateDesk(tx, providerId, deskId, deskFields(body)))) throw new NotFound(DESK_MESSAGES.notFound);
        await linkDesk(tx, providerId, deskId, body);
        await announce(queueChanged, providerId);
        return one(selectDesks(tx, providerId, deskId), DESK_MESSAGES.notFound);
      }).catch(clash),

    /** Refused while anyone waits having chosen this desk, and for the provider's last desk. */
    deleteDesk: (providerId: string, deskId: number): Promise<void> =>
      withChange(async (tx, announce) => {
        // The lock a join or walk-in takes for its token: nobody joins naming this desk, and no other
        // desk is deleted, until this commits.
        await lockProviderLine(tx, providerId);
        await one(selectDesks(tx, providerId, deskId), DESK_MESSAGES.notFound);
        if ((await countDesks(tx, providerId)) <= 1) throw new Conflict(DESK_MESSAGES.lastDesk);
        if ((await countWaitingNamed(tx, providerId, deskId)) > 0) throw new Conflict(DESK_MESSAGES.peopleWaiting);
        await deleteDesk(tx, providerId, deskId);
        await announce(queueChanged, providerId);
      }),

    listServices: (providerId: string): Promise<Service[]> => selectServices(db, providerId),

    createService: (providerId: string, body: ServiceCreate): Promise<Service> =>
      withChange(async (tx, announce) => {
        const fields = { ...serviceFields(body), name: body.name, durationMinutes: body.duration_minutes };
        const id = await insertService(tx, providerId, fields);
        await linkService(tx, providerId, id, body);
        await announce(queueChanged, providerId);
        return one(selectServices(tx, providerId, id), DESK_MESSAGES.serviceNotFound);
      }).catch(clash),

    updateService: (providerId: string, serviceId: number, body: ServicePatch): Promise<Service> =>
      withChange(async (tx, announce) => {
        if (!(await updateService(tx, providerId, serviceId, serviceFields(body))))
          throw new NotFound(DESK_MESSAGES.serviceNotFound);
        await linkService(tx, providerId, serviceId, body);
        await announce(queueChanged, providerId);
        return one(selectServices(tx, providerId, serviceId), DESK_MESSAGES.serviceNotFound);
      }).catch(clash),

    /** People waiting for this service keep their place; they now wait for any service. */
    deleteService: (providerId: string, serviceId: number): Promise<void> =>
      withChange(async (tx, announce) => {
        if (!(await deleteService(tx, providerId, serviceId))) throw new NotFound(DESK_MESSAGES.serviceNotFound);
        await announce(queueChanged, providerId);
      }),
  };
}
export type DeskSetupService = ReturnType<typeof createDeskSetupService>;
