import type { FastifyBaseLogger } from 'fastify';
import type { Industry } from '@kataar/shared/categories';
import { kolkataDate } from '@kataar/shared/analytics';
import { DISPLAY_NEXT_COUNT, type QueueDisplay } from '@kataar/shared/display';
import {
  DEFAULT_SERVICE_MINUTES,
  REJOIN_WINDOW_MINUTES,
  type LastEntry,
  type QueueOverview,
} from '@kataar/shared/queue';
import type { Db } from '../../db/client';
import { CHANNELS, type Channel, type ChangeBus } from '../../lib/change-bus';
import type { ReadModel } from '../../lib/with-change';
import type { PublicDesk, PublicService } from '@kataar/shared/desk-line';
import { selectQueueSnapshot, type QueueSnapshotRow } from './queue-queries';
import { deskLines } from './desk-lines';
import { Refresher } from '../../lib/refresher';

/** One queue as every process holds it: the provider's state and its waiting list, in order. */
export interface QueueState {
  providerId: string;
  username: string;
  businessName: string;
  industry: Industry;
  isOpen: boolean;
  queueRunning: boolean;
  /** Waiting entry ids, first in line first. */
  ids: readonly number[];
  /** Their tokens, in the same order. */
  tokens: readonly number[];
  /**
   * Place (1-based) in the whole waiting list of each waiting consumer with an account: the key to
   * their position, token and wait below.
   */
  positionByUser: ReadonlyMap<string, number>;
  /** Each waiting entry's position in its own line (who will be called before it), in list order. */
  linePositions: readonly number[];
  /** Each waiting entry's wait in minutes, from the pace of the desks that may call it. */
  lineEtas: readonly number[];
  /** The desks, as the public sees them. */
  desks: readonly PublicDesk[];
  /** The services, as the public sees them. */
  services: readonly PublicService[];
  /** `"desks":[…],"services":[…]` for the provider's public answer, serialised once per state. */
  desksJson: string;
  /** The India day (YYYY-MM-DD) the ended entries below belong to. */
  day: string;
  /** Each account holder's latest ended entry of `day`. */
  lastByUser: ReadonlyMap<string, LastEntry>;
  /** Overviews of callers who are not waiting here but ended an entry today, serialised on first ask. */
  endedJson: Map<string, string>;
  /**
   * Until when (epoch ms) a consumer who lost their place here lately may take it back; only the
   * latest lost place of each person who has not used their rejoin. Checked against the clock when
   * asked, since no change announces the end of the window.
   */
  rejoinUntilByUser: ReadonlyMap<string, number>;
  /** Average minutes per person, from recent calls or the industry's default. */
  serviceMinutes: number;
  /** The token called last today, for the waiting-room display. */
  nowServing: number | null;
  /** First names of the first few waiting when the owner lets the display show them, else null. */
  nextNames: readonly string[] | null;
  /** What the public waiting-room display shows, serialised once per state. */
  displayJson: string;
  /** The overview of a caller who is not waiting here, serialised once. */
  anonymousJson: string;
  /** The same wrapped as the overview call answers it: `{"data":…}`. */
  anonymousAnswer: string;
  /** Answers of waiting callers by place in the list, serialised on first ask (the widget polls them). */
  answerAt: string[];
  /** When the query behind this state started, on the model's clock. */
  tick: number;
}

interface Slot {
  state: QueueState;
  refresher: Refresher;
}

type Lookup = { id: string } | { username: string };

const MAX_SERVICE_MINUTES = 60;
const REJOIN_WINDOW_MS = REJOIN_WINDOW_MINUTES * 60_000;

/** Minutes until the person at `position` is called, at the queue's recent pace. */
const etaAt = (state: QueueState, position: number) => Math.max(1, Math.round(position * state.serviceMinutes));

/** The overview of a caller at `place` in the waiting list (null: not waiting here). */
function overviewOf(
  state: QueueState,
  place: number | null,
  lastEntry: LastEntry | null = null,
  rejoinUntil: string | null = null,
): QueueOverview {
  return {
    count: state.ids.length,
    position: place === null ? null : (state.linePositions[place - 1] ?? place),
    eta_minutes: place === null ? null : (state.lineEtas[place - 1] ?? etaAt(state, place)),
    token: place === null ? null : (state.tokens[place - 1] ?? null),
    is_open: state.isOpen,
    queue_status: state.queueRunning,
    last_entry: lastEntry,
    rejoin_until: rejoinUntil,
  };
}

/** Each person's latest lost place, kept only while it may still be taken back once. */
function rejoinWindows(placesLost: readonly [string, string, boolean][]): Map<string, number> {
  const latest = new Map<string, [number, boolean]>();
  for (const [userId, lostAt, rejoined] of placesLost) latest.set(userId, [Date.parse(lostAt), rejoined]);
  const until = new Map<string, number>();
  for (const [userId, [lostAt, rejoined]] of latest) if (!rejoined) until.set(userId, lostAt + REJOIN_WINDOW_MS);
  return until;
}

/**
 * The waiting-room display's view: tokens, counts and the wait of someone joining now. A name is
 * included only when the owner turned names on (the query leaves them out otherwise).
 */
function displayOf(state: QueueState): QueueDisplay {
  return {
    business_name: state.businessName,
    now_serving: state.nowServing,
    next: state.tokens.slice(0, DISPLAY_NEXT_COUNT).map((token, i) => {
      const name = state.nextNames?.[i];
      return name ? { token, name } : { token };
    }),
    count: state.ids.length,
    eta_minutes: etaAt(state, state.ids.length + 1),
    is_open: state.isOpen,
    queue_status: state.queueRunning,
    desks: state.desks.filter((desk) => desk.is_open).map(({ id, name, now_serving }) => ({ id, name, now_serving })),
  };
}

function toState(row: QueueSnapshotRow, day: string, tick: number): QueueState {
  const positionByUser = new Map<string, number>();
  // A person may wait here twice (two bookings checked in, or a booking beside their own join):
  // their place is the first one.
  row.waiting.forEach(([, userId], i) => {
    if (userId && !positionByUser.has(userId)) positionByUser.set(userId, i + 1);
  });
  const serviceMinutes =
    row.serviceSeconds === null
      ? DEFAULT_SERVICE_MINUTES[row.industry]
      : Math.min(MAX_SERVICE_MINUTES, Math.max(1, row.serviceSeconds / 60));
  const lines = deskLines(row.waiting, row.desks, row.services, serviceMinutes);
  const state: QueueState = {
    providerId: row.id,
    username: row.username,
    businessName: row.businessName,
    industry: row.industry,
    isOpen: row.isOpen,
    queueRunning: row.queueRunning,
    ids: row.waiting.map(([id]) => id),
    tokens: row.waiting.map(([, , token]) => token),
    positionByUser,
    linePositions: lines.positions,
    lineEtas: lines.etas,
    desks: lines.desks,
    services: lines.services,
    desksJson: `"desks":${JSON.stringify(lines.desks)},"services":${JSON.stringify(lines.services)}`,
    day,
    lastByUser: new Map(
      row.ended.map(([userId, status, token, at]) => [userId, { status, token, at: new Date(at).toISOString() }]),
    ),
    endedJson: new Map(),
    rejoinUntilByUser: rejoinWindows(row.placesLost),
    serviceMinutes,
    nowServing: row.nowServing,
    nextNames: row.showNames ? (row.nextNames ?? []) : null,
    displayJson: '',
    anonymousJson: '',
    anonymousAnswer: '',
    answerAt: [],
    tick,
  };
  state.anonymousJson = JSON.stringify(overviewOf(state, null));
  state.anonymousAnswer = `{"data":${state.anonymousJson}}`;
  state.displayJson = JSON.stringify(displayOf(state));
  return state;
}

// An entry keeps its token for life, so the same ids mean the same tokens.
const sameState = (a: QueueState, b: QueueState) =>
  a.isOpen === b.isOpen &&
  a.queueRunning === b.queueRunning &&
  a.businessName === b.businessName &&
  a.serviceMinutes === b.serviceMinutes &&
  a.day === b.day &&
  a.lastByUser.size === b.lastByUser.size &&
  [...a.lastByUser].every(([user, last]) => b.lastByUser.get(user)?.at === last.at) &&
  a.displayJson === b.displayJson &&
  a.desksJson === b.desksJson &&
  a.lineEtas.every((eta, i) => eta === b.lineEtas[i]) &&
  a.linePositions.every((position, i) => position === b.linePositions[i]) &&
  a.ids.length === b.ids.length &&
  a.ids.every((id, i) => id === b.ids[i]) &&
  a.rejoinUntilByUser.size === b.rejoinUntilByUser.size &&
  [...a.rejoinUntilByUser].every(([userId, until]) => b.rejoinUntilByUser.get(userId) === until);

/**
 * Every queue this process has been asked about, held in memory, so overviews and live streams
 * never query the database. A queue loads on first use; afterwards each `queue_changed` or
 * `provider_changed` notification for it (from any process) reloads it with one query, coalesced
 * when changes arrive faster than the reload takes. Listeners hear every state that differs.
 */
export class QueueReadModel implements ReadModel {
  private readonly slots = new Map<string, Slot>();
  private readonly idByUsername = new Map<string, string>();
  private readonly loading = new Map<string, Promise<QueueState | undefined>>();
  private readonly listeners = new Set<(state: QueueState) => void>();
  /** Orders queries against changes: a state is fresh for a change if its query began after it. */
  private ticks = 0;
  private loadsInFlight = 0;
  private readonly changedDuringLoads = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** The clock that decides which India day "today" is and ends rejoin windows (tests move it). */
    private readonly now: () => Date = () => new Date(),
    /** Told of every reload of a queue held in memory (the refresh counter). */
    private readonly refreshed: () => void = () => undefined,
  ) {}

  /** Subscribes to the change bus; call before serving. */
  listen(bus: ChangeBus): void {
    bus.on(CHANNELS.queueChanged, (id) => this.changed(id));
    bus.on(CHANNELS.providerChanged, (id) => this.changed(id));
  }

  onChange(listener: (state: QueueState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The queue if it is already in memory: the hot path, no promise, no query. */
  peek(username: string): QueueState | undefined {
    const id = this.idByUsername.get(username.toLowerCase());
    return id === undefined ? undefined : this.slots.get(id)?.state;
  }

  get(username: string): Promise<QueueState | undefined> {
    const state = this.peek(username);
    return state ? Promise.resolve(state) : this.load({ username: username.toLowerCase() });
  }

  getById(id: string): Promise<QueueState | undefined> {
    const state = this.slots.get(id)?.state;
    return state ? Promise.resolve(state) : this.load({ id });
  }

  /** After this process committed a write: resolves once memory shows it (read your own writes). */
  async afterWrite(providerId: string): Promise<QueueState | undefined> {
    const mark = ++this.ticks;
    const state = await this.getById(providerId);
    if (!state || state.tick > mark) return state;
    await this.slots.get(providerId)?.refresher.request();
    return this.slots.get(providerId)?.state;
  }

  /**
   * The read-model side of `withChange`: a queue held in memory (or loading) catches up with the
   * write; one that is not is left alone, since its first reader loads it fresh. Other channels
   * (appointments) do not concern the waiting list.
   */
  async caughtUp(channel: Channel, providerId: string): Promise<void> {
    if (channel !== CHANNELS.queueChanged && channel !== CHANNELS.providerChanged) return;
    if (this.slots.has(providerId) || this.loadsInFlight > 0) await this.afterWrite(providerId);
  }

  overview(state: QueueState, userId: string | null | undefined): QueueOverview {
    const position = (userId && state.positionByUser.get(userId)) || null;
    const rejoinUntil = position === null ? this.rejoinUntil(state, userId) : null;
    return overviewOf(state, position, this.lastEntry(state, userId), rejoinUntil);
  }

  /**
   * Until when (ISO) a caller who does not wait here may take back a place lost here, or null.
   * A closed provider takes nobody back, so it offers nothing.
   */
  rejoinUntil(state: QueueState, userId: string | null | undefined): string | null {
    const until = userId && state.isOpen ? state.rejoinUntilByUser.get(userId) : undefined;
    return until !== undefined && until >= this.now().getTime() ? new Date(until).toISOString() : null;
  }

  /**
   * The overview as JSON. Callers who neither wait here nor ended an entry today share one string
   * (the stream hub compares against `state.anonymousJson` to send them one shared buffer); the others'
   * strings are made on first ask and kept with the state.
   */
  overviewJson(state: QueueState, userId: string | null | undefined): string {
    if (!userId) return state.anonymousJson;
    const position = state.positionByUser.get(userId);
    const last = this.lastEntry(state, userId);
    const rejoinUntil = position === undefined ? this.rejoinUntil(state, userId) : null;
    if (position === undefined && last === null && rejoinUntil === null) return state.anonymousJson;
    // Past midnight the state still holds yesterday's entries until the queue next changes, and a
    // rejoin window ends with the clock: neither is cached.
    if (last === null || position !== undefined || rejoinUntil !== null) {
      return JSON.stringify(overviewOf(state, position ?? null, last, rejoinUntil));
    }
    let json = state.endedJson.get(userId);
    if (json === undefined) {
      json = JSON.stringify(overviewOf(state, null, last));
      state.endedJson.set(userId, json);
    }
    return json;
  }

  /** The answer of GET /queue/{username}/overview/ as JSON. */
  overviewAnswer(state: QueueState, userId: string | null | undefined): string {
    const position = userId ? state.positionByUser.get(userId) : undefined;
    if (position === undefined) {
      const json = this.overviewJson(state, userId);
      return json === state.anonymousJson ? state.anonymousAnswer : `{"data":${json}}`;
    }
    const last = this.lastEntry(state, userId);
    // Waiting callers poll: their answers are kept by position (one caller per position per state).
    if (last !== null) return `{"data":${JSON.stringify(overviewOf(state, position, last))}}`;
    return (state.answerAt[position] ??= `{"data":${JSON.stringify(overviewOf(state, position))}}`);
  }

  /** The caller's latest ended entry here, if it is of today in India. */
  private lastEntry(state: QueueState, userId: string | null | undefined): LastEntry | null {
    if (!userId || state.lastByUser.size === 0) return null;
    const last = state.lastByUser.get(userId);
    return last && state.day === kolkataDate(this.now()) ? last : null;
  }

  private changed(id: string): void {
    const slot = this.slots.get(id);
    if (slot) void slot.refresher.request();
    else if (this.loadsInFlight > 0) this.changedDuringLoads.set(id, ++this.ticks);
  }

  private load(lookup: Lookup): Promise<QueueState | undefined> {
    const key = 'id' in lookup ? `id:${lookup.id}` : `username:${lookup.username}`;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.query(lookup).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async query(lookup: Lookup): Promise<QueueState | undefined> {
    const tick = ++this.ticks;
    const day = kolkataDate(this.now());
    this.loadsInFlight += 1;
    let row: QueueSnapshotRow | undefined;
    try {
      row = await selectQueueSnapshot(this.db, lookup, day);
    } finally {
      this.loadsInFlight -= 1;
    }
    if (!row) return undefined;
    const state = this.install(toState(row, day, tick));
    // A change that landed while this query ran may not be in it.
    const changedAt = this.changedDuringLoads.get(state.providerId);
    if (this.loadsInFlight === 0) this.changedDuringLoads.clear();
    if (changedAt !== undefined && changedAt > tick) await this.slots.get(state.providerId)?.refresher.request();
    return this.slots.get(state.providerId)?.state ?? state;
  }

  /** Keeps the newest of two states of the same queue; returns the one kept. */
  private install(state: QueueState): QueueState {
    const slot = this.slots.get(state.providerId);
    if (slot) {
      if (slot.state.tick > state.tick) return slot.state;
      const previous = slot.state;
      slot.state = state;
      if (!sameState(previous, state)) for (const listener of this.listeners) listener(state);
      return state;
    }
    const created: Slot = { state, refresher: new Refresher(() => this.reload(state.providerId), this.refreshed) };
    this.slots.set(state.providerId, created);
    this.idByUsername.set(state.username.toLowerCase(), state.providerId);
    // Streams that outlived a failed reload hear the queue again once it is back in memory.
    for (const listener of this.listeners) listener(state);
    return state;
  }

  private async reload(id: string): Promise<void> {
    const tick = ++this.ticks;
    const day = kolkataDate(this.now());
    try {
      const row = await selectQueueSnapshot(this.db, { id }, day);
      if (row) {
        this.install(toState(row, day, tick));
      } else {
        const slot = this.slots.get(id);
        if (slot) this.idByUsername.delete(slot.state.username.toLowerCase());
        this.slots.delete(id);
      }
    } catch (err) {
      // Forget the queue rather than serve it stale; the next reader loads it again.
      this.log.error({ err, providerId: id }, 'queue reload failed');
      const slot = this.slots.get(id);
      if (slot) this.idByUsername.delete(slot.state.username.toLowerCase());
      this.slots.delete(id);
    }
  }
}
