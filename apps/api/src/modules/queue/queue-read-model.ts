import type { FastifyBaseLogger } from 'fastify';
import type { Industry } from '@kataar/shared/categories';
import { kolkataDate } from '@kataar/shared/analytics';
import { DEFAULT_SERVICE_MINUTES, type LastEntry, type QueueOverview } from '@kataar/shared/queue';
import type { Db } from '../../db/client';
import { CHANNELS, type Channel, type ChangeBus } from '../../lib/change-bus';
import type { ReadModel } from '../../lib/with-change';
import { selectQueueSnapshot, type QueueSnapshotRow } from './queue-queries';
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
  /** Position (1-based) of each waiting consumer with an account. */
  positionByUser: ReadonlyMap<string, number>;
  /** The India day (YYYY-MM-DD) the ended entries below belong to. */
  day: string;
  /** Each account holder's latest ended entry of `day`. */
  lastByUser: ReadonlyMap<string, LastEntry>;
  /** Overviews of callers who are not waiting here but ended an entry today, serialised on first ask. */
  endedJson: Map<string, string>;
  /** Average minutes per person, from recent calls or the industry's default. */
  serviceMinutes: number;
  /** The overview of a caller who is not waiting here, serialised once. */
  anonymousJson: string;
  /** The same wrapped as the overview call answers it: `{"data":…}`. */
  anonymousAnswer: string;
  /** Answers of waiting callers by position, serialised on first ask (the widget polls them). */
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

function overviewOf(state: QueueState, position: number | null, lastEntry: LastEntry | null = null): QueueOverview {
  return {
    count: state.ids.length,
    position,
    eta_minutes: position === null ? null : Math.max(1, Math.round(position * state.serviceMinutes)),
    token: position === null ? null : (state.tokens[position - 1] ?? null),
    is_open: state.isOpen,
    queue_status: state.queueRunning,
    last_entry: lastEntry,
  };
}

function toState(row: QueueSnapshotRow, day: string, tick: number): QueueState {
  const positionByUser = new Map<string, number>();
  row.waiting.forEach(([, userId], i) => {
    if (userId) positionByUser.set(userId, i + 1);
  });
  const serviceMinutes =
    row.serviceSeconds === null
      ? DEFAULT_SERVICE_MINUTES[row.industry]
      : Math.min(MAX_SERVICE_MINUTES, Math.max(1, row.serviceSeconds / 60));
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
    day,
    lastByUser: new Map(
      row.ended.map(([userId, status, token, at]) => [userId, { status, token, at: new Date(at).toISOString() }]),
    ),
    endedJson: new Map(),
    serviceMinutes,
    anonymousJson: '',
    anonymousAnswer: '',
    answerAt: [],
    tick,
  };
  state.anonymousJson = JSON.stringify(overviewOf(state, null));
  state.anonymousAnswer = `{"data":${state.anonymousJson}}`;
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
  a.ids.length === b.ids.length &&
  a.ids.every((id, i) => id === b.ids[i]);

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
    /** The clock that decides which India day "today" is (tests move it past midnight). */
    private readonly now: () => Date = () => new Date(),
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
   * write; one that is not is left alone, since its first reader loads it fresh.
   */
  async caughtUp(_channel: Channel, providerId: string): Promise<void> {
    if (this.slots.has(providerId) || this.loadsInFlight > 0) await this.afterWrite(providerId);
  }

  overview(state: QueueState, userId: string | null | undefined): QueueOverview {
    return overviewOf(state, (userId && state.positionByUser.get(userId)) || null, this.lastEntry(state, userId));
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
    if (position === undefined && last === null) return state.anonymousJson;
    // A waiting caller's string is made once per change anyway (one subscriber per user, as a rule).
    // The kept strings hold today's entries only: past midnight `lastEntry` is null and they go unused.
    if (last === null || position !== undefined) return JSON.stringify(overviewOf(state, position ?? null, last));
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
    const last = this.lastEntry(state, userId);
    if (position === undefined) {
      return last === null ? state.anonymousAnswer : `{"data":${this.overviewJson(state, userId)}}`;
    }
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
    const created: Slot = { state, refresher: new Refresher(() => this.reload(state.providerId)) };
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
