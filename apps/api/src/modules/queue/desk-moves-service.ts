import { DESK_LINE_MESSAGES } from '@kataar/shared/desk-line';
import { QUEUE_MESSAGES } from '@kataar/shared/queue';
import { NEAR_POSITION_MAX } from '@kataar/shared/notifications';
import type { Executor } from '../../db/client';
import { CHANNELS } from '../../lib/change-bus';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../lib/errors';
import type { WithChange } from '../../lib/with-change';
import type { QueueAlerts } from '../notifications/notifications-service';
import { checkLineChoice, offers } from './desk-choice';
import { moveEntry, selectEntryForMove, setParked } from './desk-moves-queries';
import { selectWaitingHead } from './queue-queries';
import { ONE_WAITING_PER_USER, type DeskActor } from './queue-service';

export interface DeskMovesDeps {
  withChange: WithChange;
  alerts: QueueAlerts;
}

/** Where a transfer sends someone: a desk, or a service (then "first available" for it). */
export type TransferTarget = { desk_id?: number | undefined; service_id?: number | undefined };

/**
 * What a desk does with one person beyond calling them: send them to another desk or service
 * (they keep their place in line), park them while they step out, and call them back. A practitioner
 * may do this only for people of their own desks: called there, or waiting in their line.
 */
export function createDeskMovesService({ withChange, alerts }: DeskMovesDeps) {
  const { queueChanged } = CHANNELS;

  /** The entry, locked, once the actor may move it; 404 for another provider's entry. */
  async function entryFor(tx: Executor, actor: DeskActor, entryId: number) {
    const entry = await selectEntryForMove(tx, actor.providerId, entryId, actor.userId);
    if (!entry) throw new NotFound(QUEUE_MESSAGES.entryNotFound);
    if (actor.role === 'practitioner' && !entry.atOwnDesk) throw new Forbidden(DESK_LINE_MESSAGES.notYourDesk);
    return entry;
  }

  return {
    /**
     * Moves a waiting or called person to another desk's line, or to "first available" for a
     * service. They wait at their old place (their ordering time is kept), so nobody sends them to
     * the back; a service the new desk does not offer is dropped.
     */
    async transfer(actor: DeskActor, entryId: number, target: TransferTarget): Promise<void> {
      if (target.desk_id === undefined && target.service_id === undefined) {
        throw new ValidationFailed({ desk_id: [DESK_LINE_MESSAGES.transferTarget] });
      }
      try {
        await withChange(async (tx, announce) => {
          const entry = await entryFor(tx, actor, entryId);
          if (entry.status !== 'waiting' && entry.status !== 'called') throw new NotFound(QUEUE_MESSAGES.entryNotFound);
          const line = await checkLineChoice(tx, actor.providerId, target, true);
          const keptService =
            line.desk && entry.serviceId !== null && (await offers(tx, [line.desk.id], entry.serviceId))
              ? entry.serviceId
              : null;
          await moveEntry(tx, entry.id, {
            deskId: line.desk?.id ?? null,
            serviceId: line.service?.id ?? keptService,
          });
          await alerts.movedForward(
            tx,
            actor.providerId,
            await selectWaitingHead(tx, actor.providerId, NEAR_POSITION_MAX),
          );
          await announce(queueChanged, actor.providerId);
        });
      } catch (err) {
        // A called person who joined another queue since cannot wait here again.
        if (isUniqueViolation(err, ONE_WAITING_PER_USER)) throw new Conflict(QUEUE_MESSAGES.undoJoinedElsewhere);
        throw err;
      }
    },

    /** Parks a called person who stepped out: they keep their token until the desk calls them back. */
    async park(actor: DeskActor, entryId: number): Promise<void> {
      await withChange(async (tx, announce) => {
        const entry = await entryFor(tx, actor, entryId);
        if (entry.status !== 'called' || entry.parkedAt !== null) throw new Conflict(DESK_LINE_MESSAGES.notCalled);
        await setParked(tx, entry.id, true);
        await announce(queueChanged, actor.providerId);
      });
    },

    /** Calls a parked person back to the desk: a new call, alerted as one. */
    async recall(actor: DeskActor, entryId: number): Promise<void> {
      await withChange(async (tx, announce) => {
        const entry = await entryFor(tx, actor, entryId);
        if (entry.status !== 'called' || entry.parkedAt === null) throw new Conflict(DESK_LINE_MESSAGES.notParked);
        await setParked(tx, entry.id, false);
        await alerts.called(tx, actor.providerId, entry);
        await announce(queueChanged, actor.providerId);
      });
    },
  };
}
