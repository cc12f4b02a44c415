import { describe, expect, it } from 'vitest';
import { sampleValue, samplesOf } from '../../test/metrics-scrape';
import { createMetrics } from './metrics';

const metricsFor = (onScrapeError: (err: unknown) => void = () => undefined) =>
  createMetrics({ pool: undefined, processMetrics: false, onScrapeError, scrapeReadingMs: 50 });

describe('metrics', () => {
  it('answers a scrape without the outbox figures when the database does not answer in time', async () => {
    const errors: unknown[] = [];
    const metrics = metricsFor((err) => errors.push(err));
    metrics.readOutboxBacklog(() => new Promise(() => {}));
    const text = await metrics.render();
    expect(samplesOf(text, 'kataar_outbox_due_messages')).toEqual([]);
    expect(sampleValue(text, 'kataar_db_pool_total_connections')).toBe(1);
    expect(String(errors[0])).toMatch(/not read within 50 ms/);
  });

  it('reports the rate-limit store falling back to memory, and back', async () => {
    const metrics = metricsFor();
    expect(sampleValue(await metrics.render(), 'kataar_rate_limit_store_fallback')).toBe(0);
    metrics.setLimitStoreFallback(true);
    expect(sampleValue(await metrics.render(), 'kataar_rate_limit_store_fallback')).toBe(1);
    metrics.setLimitStoreFallback(false);
    expect(sampleValue(await metrics.render(), 'kataar_rate_limit_store_fallback')).toBe(0);
  });

  it('counts a closed stream once, however often its close is reported', async () => {
    const metrics = metricsFor();
    const closeDisplay = metrics.streamOpened('display');
    metrics.streamOpened('display');
    closeDisplay();
    closeDisplay();
    expect(sampleValue(await metrics.render(), 'kataar_live_streams', { kind: 'display' })).toBe(1);
  });

  it('adds the latency of requests into cumulative buckets', async () => {
    const metrics = metricsFor();
    for (const seconds of [0.0005, 0.003, 0.003, 7]) metrics.requestAnswered('GET', '/x/:id', 200, seconds);
    const text = await metrics.render();
    const bucket = (le: string) =>
      sampleValue(text, 'kataar_http_request_duration_seconds_bucket', { route: '/x/:id', le });
    expect([bucket('0.001'), bucket('0.0025'), bucket('0.005'), bucket('5'), bucket('+Inf')]).toEqual([1, 1, 3, 3, 4]);
    expect(sampleValue(text, 'kataar_http_request_duration_seconds_sum', { route: '/x/:id' })).toBeCloseTo(7.0065);
  });
});
