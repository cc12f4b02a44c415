import {
  NO_SHOW_WINDOW_MINUTES,
  QUEUE_MESSAGES,
  REJOIN_WINDOW_MINUTES,
  providerClosedMessage,
  type CalledEntry,
  type QueueOverview,
} from '@kataar/shared/queue';
import type { Db } from '../../db/client';
import { CHANNELS } from '../../lib/change-bus';
import { Conflict, NotFound } from '../../lib/errors';
import type { WithChange } from '../../lib/with-change';
import { recordEntryEvent } from '../webhooks/webhook-event-service';
import { selectEntryFacts } from './queue-queries';
import type { QueueReadModel } from './queue-read-model';
import { deskTokenLabel } from '@kataar/shared/desk-line';
import { deskForAction } from './desk-choice';
import { callerOverview, waitingElsewhere, type DeskActor } from './queue-service';
import {
  markNoShow,
  markRejoined,
  selectCalledSince,
  selectEntryForNoShow,
  selectRejoinCandidate,
} from './second-chance-queries';

const MINUTE_MS = 60_000;
/** The desk's Called list shows at most this many people. */
const CALLED_LIST_LIMIT = 50;

export interface SecondChanceDeps {
  db: Db;
  queues: QueueReadModel;
  withChange: WithChange;
  /**
   * The clock that decides the no-show and rejoin windows. The moments compared with it (a call, a
   * removal) are written by the database's clock; on one machine, or NTP-synced ones, they agree to
   * far better than the minutes these windows last, and tests can move this clock to a window's edge.
   */
  now: () => Date;
}

/**
 * A second chance for people who miss their call: the desk marks a called person a no-show shortly
 * after the call, and a person removed or marked a no-show may take their old place back once,
 * shortly after. Both run through `withChange`, so every viewer hears them.
 */
export function createSecondChanceService({ db, queues, withChange, now }: SecondChanceDeps) {
  const { queueChanged } = CHANNELS;

  return {
    /** Who the actor's desk called within the no-show window, newest call first. */
    async called(actor: DeskActor): Promise<CalledEntry[]> {
      const desk = await deskForAction(db, actor, actor.deskId);
      const since = new Date(now().getTime() - NO_SHOW_WINDOW_MINUTES * MINUTE_MS);
      const rows = await selectCalledSince(db, actor.providerId, desk.id, since, CALLED_LIST_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        consumer_name: row.consumerName,
        token: row.token,
        called_at: (row.calledAt ?? since).toISOString(),
        parked: row.parkedAt !== null,
        token_label: deskTokenLabel(row.token, row.tokenPrefix),
      }));
    },

    /** Marks a person this provider called a no-show; refused once the window has passed. */
    async noShow(providerId: string, entryId: number): Promise<void> {
      await withChange(async (tx, announce) => {
        const entry = await selectEntryForNoShow(tx, providerId, entryId);
        if (!entry || entry.status !== 'called' || !entry.endedAt) throw new NotFound(QUEUE_MESSAGES.noShowNotFound);
        const at = now();
        if (at.getTime() - entry.endedAt.getTime() > NO_SHOW_WINDOW_MINUTES * MINUTE_MS) {
          throw new Conflict(QUEUE_MESSAGES.noShowTooLate);
        }
        await markNoShow(tx, entryId, at);
        await recordEntryEvent(tx, providerId, 'entry.no_show', () => selectEntryFacts(tx, entryId));
        await announce(queueChanged, providerId);
      });
    },

    /**
     * Gives a removed or no-show person their old place back, once, within the rejoin window: at
     * the named provider, or wherever they lost a place last. A
     * paused queue still takes them (the place was theirs before the pause); a closed provider does
     * not serve anyone, so it refuses as a join would.
     */
    async rejoin(userId: string, username?: string): Promise<QueueOverview> {
      let providerId: string;
      try {
        providerId = await withChange(async (tx, announce) => {
          const entry = await selectRejoinCandidate(tx, userId, username);
          if (!entry?.endedAt) throw new NotFound(QUEUE_MESSAGES.rejoinNothing);
          if (entry.rejoinedAt) throw new Conflict(QUEUE_MESSAGES.rejoinUsed);
          const at = now();
          const lostAt = entry.noShowAt ?? entry.endedAt;
          if (at.getTime() - lostAt.getTime() > REJOIN_WINDOW_MINUTES * MINUTE_MS) {
            throw new Conflict(QUEUE_MESSAGES.rejoinTooLate);
          }
          if (!entry.isOpen) throw new Conflict(providerClosedMessage(entry.businessName));
          await markRejoined(tx, entry.id, at);
          // Back in the line: for the provider's own systems this is a join.
          await recordEntryEvent(tx, entry.providerId, 'entry.joined', () => selectEntryFacts(tx, entry.id));
          await announce(queueChanged, entry.providerId);
          return entry.providerId;
        });
      } catch (err) {
        throw (await waitingElsewhere(db, err, userId)) ?? err;
      }
      return callerOverview(queues, providerId, userId);
    },
  };
}
export type SecondChanceService = ReturnType<typeof createSecondChanceService>;
