import type { ServerResponse } from 'node:http';
import { CHANNELS, type ChangeBus } from '../../lib/change-bus';
import type { StreamKind } from '../../lib/metrics/metrics';
import type { QueueReadModel, QueueState } from './queue-read-model';

/** Proxies drop quiet connections after 30-60 s; a comment line every 20 s keeps them open. */
export const HEARTBEAT_MS = 20_000;
/** What the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3000;
/**
 * On shutdown each stream ends with its own reconnect delay in this range, so the browsers of a
 * stopping process come back (through the load balancer, to one still running) spread out, not at once.
 */
export const SHUTDOWN_RETRY_MS = { min: 1000, max: 4000 };
/** A subscriber that lets this much pile up unread is gone or stuck; drop it. */
const MAX_BUFFERED_BYTES = 256 * 1024;

interface Subscriber {
  userId: string | null;
  /** A member of the provider: also hears which days' bookings changed. */
  member: boolean;
  /** A waiting-room display: hears the display's view, never anyone's position. */
  display: boolean;
  res: ServerResponse;
}

const event = (json: string) => `event: overview\ndata: ${json}\n\n`;
const displayEvent = (json: string) => `event: display\ndata: ${json}\n\n`;

/**
 * The Server-Sent-Events subscribers of this process, by queue. When the read model installs a new
 * state of a queue (one query, whoever changed it), each subscriber gets its own overview, computed
 * from memory: subscribers who neither wait here nor ended an entry today share one serialised event,
 * and all waiting-room displays share another.
 */
export class QueueStreamHub {
  private readonly byProvider = new Map<string, Set<Subscriber>>();
  private readonly timer: NodeJS.Timeout;
  private readonly stopListening: () => void;
  private readonly stops: (() => void)[] = [];

  constructor(
    private readonly queues: QueueReadModel,
    heartbeatMs = HEARTBEAT_MS,
    /** Told when a stream opens; the answer is called when it closes (the open-streams gauge). */
    private readonly opened: (kind: StreamKind) => () => void = () => () => undefined,
  ) {
    this.stopListening = queues.onChange((state) => this.push(state));
    this.timer = setInterval(() => this.heartbeat(), heartbeatMs);
    this.timer.unref();
  }

  /** Subscribers connected to this process. */
  get size(): number {
    let n = 0;
    for (const set of this.byProvider.values()) n += set.size;
    return n;
  }

  /** Takes over a raw response: headers, the current overview, then one event per change. */
  open(res: ServerResponse, state: QueueState, userId: string | null, member = false): void {
    this.attach({ userId, member, display: false, res }, state, event(this.queues.overviewJson(state, userId)));
  }

  /** The same for a waiting-room display: `display` events, the same for every screen. */
  openDisplay(res: ServerResponse, state: QueueState): void {
    this.attach({ userId: null, member: false, display: true, res }, state, displayEvent(state.displayJson));
  }

  /**
   * Tells the provider's members on this process's streams that bookings of a day changed (from any
   * process): an `appointments` event with `{"date":"YYYY-MM-DD"}`, for the day view to refetch.
   */
  followAppointments(bus: ChangeBus): void {
    const stop = bus.on(CHANNELS.appointmentsChanged, (payload) => {
      const [providerId, date] = payload.split(' ');
      const set = providerId && date ? this.byProvider.get(providerId) : undefined;
      if (!set) return;
      const chunk = Buffer.from(`event: appointments\ndata: ${JSON.stringify({ date })}\n\n`);
      for (const s of set) if (s.member) this.write(s, chunk);
    });
    this.stops.push(stop);
  }

  /**
   * Ends, on this process, the member streams of a person who no longer works at the provider (told
   * from any process). Their browser reconnects and gets what anyone else gets.
   */
  followMemberships(bus: ChangeBus): void {
    const stop = bus.on(CHANNELS.membershipEnded, (payload) => {
      const [providerId, userId] = payload.split(' ');
      const set = providerId && userId ? this.byProvider.get(providerId) : undefined;
      if (!set) return;
      for (const s of set) if (s.member && s.userId === userId) s.res.end();
    });
    this.stops.push(stop);
  }

  private attach(subscriber: Subscriber, state: QueueState, first: string): void {
    const { res } = subscriber;
    // Gone while the request was checked: nothing to stream to, nothing to forget later.
    if (res.destroyed || !res.socket || res.socket.destroyed) return;
    // A stream is the connection's last answer: when it ends (shutdown), the socket closes with it.
    res.shouldKeepAlive = false;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // nginx and similar proxies must pass events through as they come.
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${RETRY_MS}\n${first}`);
    let set = this.byProvider.get(state.providerId);
    if (!set) {
      set = new Set();
      this.byProvider.set(state.providerId, set);
    }
    set.add(subscriber);
    const subscribers = set;
    const closed = this.opened(subscriber.display ? 'display' : 'overview');
    res.on('error', () => undefined);
    res.on('close', () => {
      closed();
      subscribers.delete(subscriber);
      if (subscribers.size === 0 && this.byProvider.get(state.providerId) === subscribers) {
        this.byProvider.delete(state.providerId);
      }
    });
  }

  /** Ends every stream (server shutdown) with a `retry:` hint; browsers reconnect to another process. */
  close(): void {
    clearInterval(this.timer);
    this.stopListening();
    for (const stop of this.stops) stop();
    const { min, max } = SHUTDOWN_RETRY_MS;
    for (const set of this.byProvider.values()) {
      for (const s of set) s.res.end(`retry: ${min + Math.floor(Math.random() * (max - min))}\n\n`);
    }
    this.byProvider.clear();
  }

  private push(state: QueueState): void {
    const set = this.byProvider.get(state.providerId);
    if (!set) return;
    // Encoded once for everyone who is not waiting here, and once for every display.
    const shared = Buffer.from(event(state.anonymousJson));
    let display: Buffer | undefined;
    for (const s of set) {
      if (s.display) {
        this.write(s, (display ??= Buffer.from(displayEvent(state.displayJson))));
        continue;
      }
      const json = this.queues.overviewJson(state, s.userId);
      this.write(s, json === state.anonymousJson ? shared : event(json));
    }
  }

  private heartbeat(): void {
    for (const set of this.byProvider.values()) for (const s of set) this.write(s, ': keep-alive\n\n');
  }

  private write(s: Subscriber, chunk: string | Buffer): void {
    if (s.res.writableLength > MAX_BUFFERED_BYTES) {
      s.res.destroy();
      return;
    }
    s.res.write(chunk);
  }
}
