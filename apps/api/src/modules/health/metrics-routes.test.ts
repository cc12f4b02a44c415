import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { startHttpsReceiver, type HttpsReceiver } from '../../test/https-receiver';
import { customer } from '../../test/json-caller';
import { sampleValue, samplesOf, scrape, TEST_METRICS_TOKEN } from '../../test/metrics-scrape';
import { insertProvider } from '../../test/provider-fixtures';
import { listen, openStream } from '../../test/sse-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enqueue } from '../outbox/outbox-service';

const onPostgres = !!process.env.TEST_DATABASE_URL;
const JOIN_ROUTE = '/v1/api/queue/join/:username/';
const POP_ROUTE = '/v1/api/queue/pop/';

let receiver: HttpsReceiver;
let t: TestApp;
let owner: SignedInUser;
let consumer: SignedInUser;

beforeAll(async () => {
  receiver = await startHttpsReceiver();
  let providerId = '';
  t = await createTestApp(
    async (database) => {
      providerId = (await insertProvider(database, { username: 'metered-clinic' })).id;
    },
    { METRICS_TOKEN: TEST_METRICS_TOKEN, WEBHOOK_ALLOW_PRIVATE: 'true' },
    { outboundAgent: receiver.agent },
  );
  owner = await signedInUser(t.database, 'owner@metered.in', { provider: { id: providerId } });
  consumer = await signedInUser(t.database, 'asha@example.in');
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/v1/api/provider/webhook/',
    headers: owner.headers,
    payload: { url: `${receiver.url}/hooks` },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /metrics', () => {
  it('counts a join and a call by their route patterns, and a webhook the receiver refused', async () => {
    // 410 Gone: the webhook is given up at once, so the delivery is failed, not retried later.
    receiver.reply(() => 410);
    try {
      const joined = await t.app.inject({
        method: 'POST',
        url: '/v1/api/queue/join/metered-clinic/',
        headers: consumer.headers,
        payload: customer(1),
      });
      expect(joined.statusCode).toBe(200);
      const popped = await t.app.inject({ method: 'POST', url: '/v1/api/queue/pop/', headers: owner.headers });
      expect(popped.statusCode).toBe(200);

      const text = await vi.waitFor(
        async () => {
          const scraped = await scrape(t.app);
          // The joined and the called event.
          if ((sampleValue(scraped, 'kataar_outbox_failed_total', { channel: 'webhook' }) ?? 0) < 2)
            throw new Error('the webhooks are still being sent');
          return scraped;
        },
        { timeout: 20_000, interval: 50 },
      );
      const requests = (route: string) =>
        sampleValue(text, 'kataar_http_requests_total', { method: 'POST', route, status_code: '200' });
      expect(requests(JOIN_ROUTE)).toBe(1);
      expect(requests(POP_ROUTE)).toBe(1);
      const latency = { method: 'POST', route: JOIN_ROUTE };
      expect(sampleValue(text, 'kataar_http_request_duration_seconds_count', latency)).toBe(1);
      expect(sampleValue(text, 'kataar_http_request_duration_seconds_bucket', { ...latency, le: '+Inf' })).toBe(1);
      expect(sampleValue(text, 'kataar_http_request_duration_seconds_sum', latency)).toBeGreaterThan(0);
      expect(sampleValue(text, 'kataar_outbox_failed_total', { channel: 'webhook' })).toBe(2);
      // The queue was in memory when it changed, so this process read it again.
      expect(sampleValue(text, 'kataar_read_model_refreshes_total', { read_model: 'queues' })).toBeGreaterThan(0);
      for (const model of ['providers', 'appointments'])
        expect(sampleValue(text, 'kataar_read_model_refreshes_total', { read_model: model })).toBeGreaterThanOrEqual(0);
    } finally {
      receiver.reply(() => 201);
    }
  });

  it('counts deliveries that will be retried and those that went', async () => {
    receiver.reply(() => 500);
    try {
      const added = await t.app.inject({
        method: 'POST',
        url: '/v1/api/queue/add/',
        headers: owner.headers,
        payload: customer(2),
      });
      expect(added.statusCode).toBe(200);
      await vi.waitFor(
        async () => {
          if (!sampleValue(await scrape(t.app), 'kataar_outbox_retries_total', { channel: 'webhook' }))
            throw new Error('no retry yet');
        },
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      receiver.reply(() => 201);
    }
    await t.app.inject({ method: 'POST', url: '/v1/api/queue/add/', headers: owner.headers, payload: customer(3) });
    await vi.waitFor(
      async () => {
        if (!sampleValue(await scrape(t.app), 'kataar_outbox_sent_total', { channel: 'webhook' }))
          throw new Error('nothing sent yet');
      },
      { timeout: 20_000, interval: 50 },
    );
  });

  it('reads the messages due per channel and the age of the oldest at scrape time', async () => {
    // A channel no dispatcher sends: its message stays due.
    await t.database.db.transaction((tx) =>
      enqueue(tx, {
        channel: 'metrics-probe',
        dedupeKey: 'metrics-probe:1',
        payload: {},
        dueAt: new Date(Date.now() - 300_000),
      }),
    );
    const text = await scrape(t.app);
    expect(sampleValue(text, 'kataar_outbox_due_messages', { channel: 'metrics-probe' })).toBe(1);
    const age = sampleValue(text, 'kataar_outbox_oldest_due_age_seconds', { channel: 'metrics-probe' }) ?? 0;
    expect(age).toBeGreaterThanOrEqual(299);
    expect(age).toBeLessThan(400);
    // A registered channel with nothing due reads 0 rather than vanishing.
    expect(sampleValue(text, 'kataar_outbox_due_messages', { channel: 'webhook' })).toBe(0);
  });

  it('labels unknown paths as unmatched, never with the address asked for', async () => {
    expect((await get('/v1/api/no-such-thing/4711')).statusCode).toBe(404);
    const text = await scrape(t.app);
    expect(
      sampleValue(text, 'kataar_http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('4711');
  });

  it('reports the database connections, the rate-limit store and the process', async () => {
    const text = await scrape(t.app);
    if (onPostgres) {
      expect(sampleValue(text, 'kataar_db_pool_total_connections')).toBeGreaterThanOrEqual(1);
      expect(sampleValue(text, 'kataar_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sampleValue(text, 'kataar_db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
    } else {
      // The embedded database is one connection inside this process.
      expect(sampleValue(text, 'kataar_db_pool_total_connections')).toBe(1);
      expect(samplesOf(text, 'kataar_db_pool_idle_connections')).toEqual([]);
    }
    expect(sampleValue(text, 'kataar_rate_limit_store_fallback')).toBe(0);
    expect(sampleValue(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(samplesOf(text, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
  });

  it('is served as Prometheus text, outside the API documentation', async () => {
    const res = await get('/metrics', { authorization: `Bearer ${TEST_METRICS_TOKEN}` });
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.body).toContain('# TYPE kataar_http_requests_total counter');
    expect(res.body).toContain('# TYPE kataar_http_request_duration_seconds histogram');
    const paths = Object.keys((await get('/v1/api/docs/json')).json().paths);
    expect(paths.filter((p) => p.includes('metrics'))).toEqual([]);
  });

  it('answers the 404 of an unknown API path without the token or with a wrong one', async () => {
    // Never the web app's page, which unknown page paths get where the app is built.
    const unknown = await get('/v1/api/no-such-page');
    expect(unknown.statusCode).toBe(404);
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TEST_METRICS_TOKEN}`, 'Bearer ']) {
      const res = await get('/metrics', authorization === undefined ? {} : { authorization });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    // A token one character short or long is as wrong as any other.
    for (const token of [TEST_METRICS_TOKEN.slice(0, -1), `${TEST_METRICS_TOKEN}x`])
      expect((await get('/metrics', { authorization: `Bearer ${token}` })).statusCode).toBe(404);
  });
});

describe('live streams', () => {
  it('counts a stream while it is open', async () => {
    const base = await listen(t.app);
    const open = async () => sampleValue(await scrape(t.app), 'kataar_live_streams', { kind: 'overview' });
    expect(await open()).toBe(0);
    const stream = await openStream(`${base}/v1/api/queue/metered-clinic/events`);
    await stream.next(() => true);
    expect(await open()).toBe(1);
    stream.close();
    await vi.waitFor(async () => expect(await open()).toBe(0), { timeout: 5_000, interval: 20 });
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics: the same 404 as an unknown API path', async () => {
    const plain = await createTestApp();
    try {
      const unknown = await plain.app.inject({ method: 'GET', url: '/v1/api/no-such-page' });
      const res = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    } finally {
      await plain.close();
    }
  });
});
