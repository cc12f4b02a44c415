import { Counter, Histogram, type Registry } from 'prom-client';
import { LATENCY_BUCKETS, type RequestCounts } from './request-counts';

type Labels = 'method' | 'route';
type Exported = Awaited<ReturnType<Histogram<Labels>['get']>>;

const LATENCY = 'kataar_http_request_duration_seconds';
const LATENCY_HELP = 'Time from a request arriving to its answer being sent, by method and route pattern.';

/**
 * The latency histogram of answered requests. Its numbers are kept by RequestCounts; this only
 * hands them to the registry when Prometheus scrapes.
 */
class RequestLatency extends Histogram<Labels> {
  constructor(
    private readonly counts: RequestCounts,
    registry: Registry,
  ) {
    super({
      name: LATENCY,
      help: LATENCY_HELP,
      labelNames: ['method', 'route'],
      buckets: [...LATENCY_BUCKETS],
      registers: [registry],
    });
  }

  override async get(): Promise<Exported> {
    const values: Exported['values'] = [];
    for (const s of this.counts.series()) {
      const labels = { method: s.method, route: s.route };
      const bucket = (le: number | string, value: number) =>
        values.push({ labels: Object.assign({}, labels, { le }), value, metricName: `${LATENCY}_bucket` });
      let cumulative = 0;
      LATENCY_BUCKETS.forEach((le, i) => bucket(le, (cumulative += s.buckets[i] ?? 0)));
      bucket('+Inf', s.count);
      values.push({ labels, value: s.seconds, metricName: `${LATENCY}_sum` });
      values.push({ labels, value: s.count, metricName: `${LATENCY}_count` });
    }
    return {
      name: LATENCY,
      help: LATENCY_HELP,
      // prom-client's types call this a numeric enum; its registry prints the string a histogram holds.
      type: 'histogram' as unknown as Exported['type'],
      aggregator: 'sum',
      values,
      // Part of prom-client's type for this object; the registry does not read it from here.
      collect: () => undefined,
    };
  }

  /** prom-client's registry formats a histogram through this method; the base class's reads its own, empty, store. */
  getForPromString(): Promise<Exported> {
    return this.get();
  }
}

/** The request counter and latency histogram, read from `counts` at scrape time. */
export function requestInstruments(counts: RequestCounts, registry: Registry): void {
  new Counter({
    name: 'kataar_http_requests_total',
    help: 'Requests answered, by method, route pattern (`unmatched` when no route matched) and status code.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
    collect() {
      this.reset();
      for (const s of counts.series()) {
        for (const [status, n] of s.byStatus) this.inc({ method: s.method, route: s.route, status_code: status }, n);
      }
    },
  });
  new RequestLatency(counts, registry);
}
