import type { FastifyInstance } from 'fastify';

/** METRICS_TOKEN of test apps that serve /metrics. */
export const TEST_METRICS_TOKEN = 'metrics-token-of-the-test-apps-0123456789';

export interface Sample {
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Every sample of the metric `name` in a scrape (Prometheus text format). */
export function samplesOf(text: string, name: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = SAMPLE_LINE.exec(line);
    if (!match || match[1] !== name) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) if (key) labels[key] = value ?? '';
    samples.push({ labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the sample of `name` whose labels include `labels`; undefined when there is none. */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  return samplesOf(text, name).find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}

/** GET /metrics with the test token; fails unless it answers 200. */
export async function scrape(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
  });
  if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}: ${res.body}`);
  return res.body;
}
