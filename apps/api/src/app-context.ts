import type { Agent } from 'node:https';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AuthGuard } from './lib/auth-guard';
import type { ChangeBus } from './lib/change-bus';
import type { LimitStore } from './lib/limit-store';
import type { Mailer } from './lib/mailer';
import type { Metrics } from './lib/metrics/metrics';
import type { Readiness } from './lib/readiness';
import type { RevokedSessions } from './lib/revoked-sessions';
import type { Storage } from './lib/storage';
import type { Tokens } from './lib/tokens';
import type { WithChange } from './lib/with-change';
import type { TransactionHooks } from './lib/transaction-hooks';
import type { AppointmentEvent } from './modules/appointments/appointment-events';
import type { AppointmentReadModel } from './modules/appointments/appointment-read-model';
import type { Outbox, OutboxMessage } from './modules/outbox/outbox-service';
import type { PaymentConfirmed } from './modules/payments/payment-events';
import type { PaymentsService } from './modules/payments/payments-service';
import type { ProviderReadModel } from './modules/providers/provider-read-model';
import type { QueueReadModel } from './modules/queue/queue-read-model';

/** What every module is built with; created once by buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  bus: ChangeBus;
  storage: Storage;
  providers: ProviderReadModel;
  /** Every queue this process was asked about, in memory, refreshed by queue_changed. */
  queues: QueueReadModel;
  /** Every provider's appointment settings and held seats, in memory, refreshed by appointments_changed. */
  appointments: AppointmentReadModel;
  /** The write path for data the read models hold: transaction, announce the change, catch up. */
  withChange: WithChange;
  tokens: Tokens;
  /** Sessions ended by any process whose access tokens may not have expired yet. */
  revokedSessions: RevokedSessions;
  mailer: Mailer;
  /**
   * Where rate limits and stream caps count: Redis when REDIS_URL is set, this process's memory
   * otherwise or while Redis is unreachable (`isFallback()`, `onFallbackChange`).
   */
  limitStore: LimitStore;
  /** Route guards: `preHandler: auth.requireUser` (or requireProvider, requireAdmin, optionalUser). */
  auth: AuthGuard;
  /** Sends messages written with `enqueue` (outbox.ts); modules register their channels' handlers. */
  outbox: Outbox;
  /** The agent for outgoing HTTPS requests; Node's global agent when undefined (see AppDeps). */
  outboundAgent: Agent | undefined;
  /** The payments ledger; `confirm` tells `paymentConfirmations` listeners. */
  payments: PaymentsService;
  /** Money for a booking came: the appointments module listens and confirms the booking. */
  paymentConfirmations: TransactionHooks<PaymentConfirmed>;
  /** Changes to bookings: alerts and webhooks listen and write their outbox rows in the same transaction. */
  appointmentEvents: TransactionHooks<AppointmentEvent, readonly OutboxMessage[]>;
  /** The wall clock for decisions made in code, such as the India day a queue token belongs to. */
  now: () => Date;
  /** This app's counters and gauges, served at /metrics when METRICS_TOKEN is set. */
  metrics: Metrics;
  /** Whether load balancers should send this process requests (/readyz). */
  readiness: Readiness;
}
