// SSE fan-out: N live subscribers of one queue, held by worker threads of this process; each pop
// is timed until the last of them has received the overview it causes.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { FromWorker, SubscriberShare, ToWorker } from './sse-subscribers';

export interface FanoutResult {
  subscribers: number;
  rounds: number;
  /** Milliseconds from sending a pop to the last subscriber receiving its event. */
  last: number[];
  /** Milliseconds from sending a pop to the median subscriber receiving its event. */
  median: number[];
  /** `last` within each group of subscribers (see the `group` option), per round. */
  lastByGroup: Record<string, number[]>;
  connectMs: number;
}

const now = () => performance.timeOrigin + performance.now();
const SUBSCRIBERS = new URL('./sse-subscribers.ts', import.meta.url).href;
const TSX_API = import.meta.resolve('tsx/esm/api');

class Share {
  private readonly worker: Worker;
  private pending: ((m: FromWorker) => void)[] = [];

  constructor(share: SubscriberShare) {
    // Worker threads do not inherit tsx's loader: the entry registers it, then loads the TypeScript.
    const entry = `import { register } from ${JSON.stringify(TSX_API)}; register(); await import(${JSON.stringify(SUBSCRIBERS)});`;
    this.worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(entry)}`), { workerData: share });
    this.worker.on('message', (m: FromWorker) => this.pending.shift()?.(m));
    this.worker.on('error', (err) => this.pending.shift()?.({ type: 'error', message: String(err) }));
  }

  /** The worker's next message; its errors become rejections. */
  next<T extends FromWorker['type']>(type: T, timeoutMs = 60_000): Promise<Extract<FromWorker, { type: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} from a subscriber thread`)), timeoutMs);
      this.pending.push((m) => {
        clearTimeout(timer);
        if (m.type === 'error') reject(new Error(m.message));
        else if (m.type !== type) reject(new Error(`expected ${type}, got ${m.type}`));
        else resolve(m as Extract<FromWorker, { type: T }>);
      });
    });
  }

  post(m: ToWorker): void {
    this.worker.postMessage(m);
  }

  async close(): Promise<void> {
    this.post({ type: 'close' });
    await this.worker.terminate();
  }
}

export async function measureFanout(options: {
  /** The stream subscriber i opens. */
  streamUrl: (i: number) => string;
  n: number;
  rounds: number;
  threads: number;
  headersFor: (i: number) => Record<string, string>;
  /** Makes one change (a pop) and resolves when the server answered. */
  change: () => Promise<void>;
  /** Which group subscriber i is reported in (e.g. 'display'); one group when left out. */
  group?: (i: number) => string;
}): Promise<FanoutResult> {
  const started = performance.now();
  const groupOf = options.group ?? (() => 'all');
  // Thread t holds subscribers t, t + threads, …; their group names in the same order.
  const groups: string[][] = [];
  const shares = Array.from({ length: options.threads }, (_, t) => {
    const headers: Record<string, string>[] = [];
    const urls: string[] = [];
    const names: string[] = [];
    for (let i = t; i < options.n; i += options.threads) {
      headers.push(options.headersFor(i));
      urls.push(options.streamUrl(i));
      names.push(groupOf(i));
    }
    groups.push(names);
    return new Share({ urls, headers });
  });
  const result: FanoutResult = {
    subscribers: options.n,
    rounds: options.rounds,
    last: [],
    median: [],
    lastByGroup: {},
    connectMs: 0,
  };
  try {
    const ready = await Promise.all(shares.map((s) => s.next('ready')));
    result.connectMs = performance.now() - started;
    let count = ready[0]?.count ?? 0;
    for (let r = 0; r < options.rounds; r++) {
      count -= 1;
      const armed = shares.map((s) => s.next('armed'));
      for (const s of shares) s.post({ type: 'arm', target: count });
      await Promise.all(armed);
      const received = shares.map((s) => s.next('received', 10_000));
      const t0 = now();
      await options.change();
      const perThread = (await Promise.all(received)).map((m) => m.times.map((t) => t - t0));
      const latest: Record<string, number> = {};
      perThread.forEach((times, t) =>
        times.forEach((ms, k) => {
          const name = groups[t]![k]!;
          latest[name] = Math.max(latest[name] ?? 0, ms);
        }),
      );
      for (const [name, ms] of Object.entries(latest)) (result.lastByGroup[name] ??= []).push(ms);
      const times = perThread.flat().sort((a, b) => a - b);
      result.last.push(times[times.length - 1] ?? 0);
      result.median.push(times[Math.floor(times.length / 2)] ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await Promise.all(shares.map((s) => s.close()));
  }
  return result;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
