import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { RequestCounts } from './request-counts';
import { requestInstruments } from './request-instruments';

export type ReadModelName = 'providers' | 'queues' | 'appointments';
export type StreamKind = 'overview' | 'display';
/** What became of one try at sending an outbox message. */
export type OutboxOutcome = 'sent' | 'retried' | 'failed';

/** The messages of one channel that are due and unsent, as the outbox reads them at scrape time. */
export interface OutboxBacklog {
  channel: string;
  due: number;
  /** How long the oldest of them has been due; 0 when none is. */
  oldestDueSeconds: number;
}

/** The counts a PostgreSQL pool keeps (node-postgres's names). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** A reading taken at scrape time that takes longer is left out: a stuck database must not stall the scrape. */
export const SCRAPE_READING_MS = 2000;

export interface MetricsOptions {
  /** The PostgreSQL pool; undefined for the embedded database, which is one connection. */
  pool: PoolCounts | undefined;
  /** Node's process metrics (CPU, memory, event-loop delay, GC); they sample in the background. */
  processMetrics: boolean;
  /** A reading taken at scrape time failed; the scrape goes on without it. */
  onScrapeError: (err: unknown) => void;
  /** SCRAPE_READING_MS unless a test needs it shorter. */
  scrapeReadingMs?: number;
}

/** This process's metrics: the hooks that count, and the Prometheus text they add up to. */
export interface Metrics {
  readonly contentType: string;
  /** Everything in the Prometheus text format, with the readings that are taken at scrape time. */
  render(): Promise<string>;
  /** An answered request: on the hot path, so it only adds to numbers (see RequestCounts). */
  requestAnswered(method: string, route: string | undefined, statusCode: number, seconds: number): void;
  /** A live stream opened; call the answer once when it closes. */
  streamOpened(kind: StreamKind): () => void;
  /** The counter of one read model's reloads, for its Refreshers to call. */
  readModelRefreshed(model: ReadModelName): () => void;
  /** The outbox recorded what became of a try. */
  outboxSettled(channel: string, outcome: OutboxOutcome): void;
  /** Where the outbox backlog is read from at each scrape. */
  readOutboxBacklog(read: () => Promise<readonly OutboxBacklog[]>): void;
  /** 1 while rate limits count in memory because the configured Redis cannot be reached. */
  setLimitStoreFallback(inFallback: boolean): void;
}

/** A registry of its own per app: tests build many apps in one process. */
export function createMetrics({
  pool,
  processMetrics,
  onScrapeError,
  scrapeReadingMs = SCRAPE_READING_MS,
}: MetricsOptions): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new RequestCounts();
  requestInstruments(requests, registry);

  const streams = new Gauge({
    name: 'kataar_live_streams',
    help: 'Live queue streams (Server-Sent Events) open on this process: overviews and waiting-room displays.',
    labelNames: ['kind'],
    registers,
  });
  const streamsOf = { overview: streams.labels('overview'), display: streams.labels('display') };
  for (const gauge of Object.values(streamsOf)) gauge.set(0);

  const refreshes = new Counter({
    name: 'kataar_read_model_refreshes_total',
    help: 'Reloads from the database of part of an in-memory read model after a change, by read model.',
    labelNames: ['read_model'],
    registers,
  });
  const refreshesOf = (model: ReadModelName) => refreshes.labels(model);
  for (const model of ['providers', 'queues', 'appointments'] as const) refreshesOf(model).inc(0);

  const outcomes = {
    sent: new Counter({
      name: 'kataar_outbox_sent_total',
      help: 'Outbox messages sent, by channel.',
      labelNames: ['channel'],
      registers,
    }),
    retried: new Counter({
      name: 'kataar_outbox_retries_total',
      help: 'Tries at sending an outbox message that failed and will be tried again, by channel.',
      labelNames: ['channel'],
      registers,
    }),
    failed: new Counter({
      name: 'kataar_outbox_failed_total',
      help: 'Outbox messages given up on (refused for good, or out of tries), by channel.',
      labelNames: ['channel'],
      registers,
    }),
  };
  const due = new Gauge({
    name: 'kataar_outbox_due_messages',
    help: 'Outbox messages due and not yet sent, by channel (read from the database: the same on every process).',
    labelNames: ['channel'],
    registers,
  });
  const oldest = new Gauge({
    name: 'kataar_outbox_oldest_due_age_seconds',
    help: 'How long the oldest due, unsent outbox message of each channel has been due.',
    labelNames: ['channel'],
    registers,
  });
  let readBacklog: (() => Promise<readonly OutboxBacklog[]>) | undefined;
  const readOutbox = async () => {
    due.reset();
    oldest.reset();
    if (!readBacklog) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the outbox backlog was not read within ${scrapeReadingMs} ms`)),
        scrapeReadingMs,
      );
    });
    try {
      for (const row of await Promise.race([readBacklog(), late])) {
        due.labels(row.channel).set(row.due);
        oldest.labels(row.channel).set(row.oldestDueSeconds);
        // A channel's counters read 0 before its first message rather than being absent.
        for (const counter of Object.values(outcomes)) counter.labels(row.channel).inc(0);
      }
    } catch (err) {
      onScrapeError(err);
    } finally {
      clearTimeout(timer);
    }
  };

  databasePoolGauges(pool, registry);

  const limitStoreFallback = new Gauge({
    name: 'kataar_rate_limit_store_fallback',
    help: '1 while rate limits are counted in this process’s memory because the configured Redis cannot be reached.',
    registers,
  });
  limitStoreFallback.set(0);

  return {
    contentType: registry.contentType,
    async render() {
      await readOutbox();
      return registry.metrics();
    },
    requestAnswered: (method, route, statusCode, seconds) => requests.record(method, route, statusCode, seconds),
    streamOpened(kind) {
      const gauge = streamsOf[kind];
      gauge.inc();
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        gauge.dec();
      };
    },
    readModelRefreshed(model) {
      const counter = refreshesOf(model);
      return () => counter.inc();
    },
    outboxSettled: (channel, outcome) => outcomes[outcome].labels(channel).inc(),
    readOutboxBacklog(read) {
      readBacklog = read;
    },
    setLimitStoreFallback: (inFallback) => limitStoreFallback.set(inFallback ? 1 : 0),
  };
}

/** Read when scraped. PGlite runs inside this process on one connection, and has no pool to report. */
function databasePoolGauges(pool: PoolCounts | undefined, registry: Registry): void {
  const registers = [registry];
  new Gauge({
    name: 'kataar_db_pool_total_connections',
    help: 'Connections to the database this process holds (the embedded database is one).',
    registers,
    collect() {
      this.set(pool ? pool.totalCount : 1);
    },
  });
  if (!pool) return;
  new Gauge({
    name: 'kataar_db_pool_idle_connections',
    help: 'Connections of the PostgreSQL pool open and not in use.',
    registers,
    collect() {
      this.set(pool.idleCount);
    },
  });
  new Gauge({
    name: 'kataar_db_pool_waiting_requests',
    help: 'Queries waiting for a connection of the PostgreSQL pool to come free.',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
}
