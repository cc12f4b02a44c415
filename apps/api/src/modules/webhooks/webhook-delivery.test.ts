import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EntryWebhookPayload } from '@kataar/shared/webhook';
import { outbox, providerWebhooks } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { startHttpsReceiver, type HttpsReceiver, type ReceivedRequest } from '../../test/https-receiver';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordEntryEvent } from './webhook-event-service';
import { webhookBackoffMs, WEBHOOK_MAX_ATTEMPTS } from './webhook-sender';

/** A walk-in's or consumer's details, numbered so each test's people differ. */
const customer = (n: number, overrides: Record<string, unknown> = {}) => ({
  consumer_name: `Customer ${n}`,
  consumer_age: 30,
  consumer_contact: `98${String(n).padStart(8, '0')}`,
  consumer_gender: 'female',
  ...overrides,
});

/** `app.inject` with a JSON answer. */
const caller =
  (app: TestApp['app']) =>
  async <T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { auth?: { authorization: string }; payload?: object } = {},
  ): Promise<{ status: number; body: T }> => {
    const res = await app.inject({
      method,
      url: `/v1/api${url}`,
      headers: options.auth ?? {},
      payload: options.payload,
    });
    return { status: res.statusCode, body: res.json() };
  };

let receiver: HttpsReceiver;
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: SignedInUser;
let consumer: SignedInUser;
let providerId: string;
let secret: string;

beforeAll(async () => {
  receiver = await startHttpsReceiver();
  t = await createTestApp(undefined, { WEBHOOK_ALLOW_PRIVATE: 'true' }, { outboundAgent: receiver.agent });
  call = caller(t.app);
  providerId = (await insertProvider(t.database, { username: 'hooked-clinic', businessName: 'Hooked Clinic' })).id;
  owner = await signedInUser(t.database, 'owner@hooked.in', { provider: { id: providerId } });
  consumer = await signedInUser(t.database, 'asha@example.in', { name: 'Asha' });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/v1/api/provider/webhook/',
    headers: owner.headers,
    payload: { url: `${receiver.url}/hooks/kataar?clinic=1` },
  });
  secret = saved.json().data.secret;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const header = (req: ReceivedRequest, name: string) => req.headers[name] as string | undefined;
const bodyOf = (req: ReceivedRequest) => JSON.parse(req.body.toString('utf8')) as EntryWebhookPayload;
const ofEvent = (event: string) => (req: ReceivedRequest) => header(req, 'x-kataar-event') === event;

/** The delivery id of the first request about this person (events of earlier tests may still arrive). */
const eventIdOf = async (name: string) => {
  const [req] = await receiver.waitFor(1, (r) => bodyOf(r).entry.consumer_name === name);
  return header(req!, 'x-kataar-delivery')!;
};

const outboxRow = async (eventId: string) => {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.dedupeKey, `webhook:${eventId}`));
  if (!row) throw new Error(`no outbox row for ${eventId}`);
  return row;
};
/** The row once its current try has been recorded (sent, failed, or waiting for its next try). */
const settledAfter = (eventId: string, attempts: number) =>
  vi.waitFor(
    async () => {
      const row = await outboxRow(eventId);
      if (row.attempts < attempts || row.lockedUntil !== null) throw new Error('still sending');
      return row;
    },
    { timeout: 20_000, interval: 50 },
  );
const deliveries = async () =>
  (
    await call<{ data: { id: string; attempt: number; status_code: number | null; error: string | null }[] }>(
      'GET',
      '/provider/webhook/deliveries/',
      { auth: owner.headers },
    )
  ).body.data;

describe('provider webhook deliveries', () => {
  it('posts every queue event, signed with the secret over the raw body, with its headers', async () => {
    const joined = await call('POST', '/queue/join/hooked-clinic/', { auth: consumer.headers, payload: customer(1) });
    expect(joined.status).toBe(200);
    const added = await call<{ data: { id: number } }>('POST', '/queue/add/', {
      auth: owner.headers,
      payload: customer(2, { consumer_name: 'Walk In' }),
    });
    const third = await call<{ data: { id: number } }>('POST', '/queue/add/', {
      auth: owner.headers,
      payload: customer(3),
    });
    expect((await call('POST', '/queue/pop/', { auth: owner.headers })).status).toBe(200);
    expect((await call('DELETE', `/queue/delete/${added.body.data.id}/`, { auth: owner.headers })).status).toBe(200);
    expect((await call('POST', '/queue/leave/', { auth: consumer.headers })).status).toBe(404); // already called
    const rejoined = await call('POST', '/queue/join/hooked-clinic/', { auth: consumer.headers, payload: customer(4) });
    expect(rejoined.status).toBe(200);
    expect((await call('POST', '/queue/leave/', { auth: consumer.headers })).status).toBe(200);

    const requests = await receiver.waitFor(7);
    const events = requests.map((req) => header(req, 'x-kataar-event'));
    expect(events.filter((e) => e === 'entry.joined')).toHaveLength(4);
    expect(events.filter((e) => e === 'entry.called')).toHaveLength(1);
    expect(events.filter((e) => e === 'entry.removed')).toHaveLength(1);
    expect(events.filter((e) => e === 'entry.left')).toHaveLength(1);

    for (const req of requests) {
      expect(req.method).toBe('POST');
      expect(req.path).toBe('/hooks/kataar?clinic=1');
      expect(header(req, 'content-type')).toBe('application/json');
      expect(header(req, 'user-agent')).toMatch(/^Kataar-Webhooks\//);
      const expected = createHmac('sha256', secret).update(req.body).digest('hex');
      expect(header(req, 'x-kataar-signature')).toBe(`sha256=${expected}`);
      const body = bodyOf(req);
      expect(header(req, 'x-kataar-delivery')).toBe(body.id);
      expect(body.event).toBe(header(req, 'x-kataar-event'));
      expect(body.provider).toEqual({ username: 'hooked-clinic' });
    }
    expect(new Set(requests.map((req) => header(req, 'x-kataar-delivery'))).size).toBe(7);

    // Events of one moment are sent side by side, so they may arrive in any order.
    const joins = requests.filter(ofEvent('entry.joined')).map(bodyOf);
    const firstJoin = joins.find((body) => body.entry.token === 1);
    expect(firstJoin).toEqual({
      id: expect.any(String),
      event: 'entry.joined',
      created_at: expect.any(String),
      provider: { username: 'hooked-clinic' },
      entry: {
        id: expect.any(Number),
        token: 1,
        token_label: '1',
        desk: null,
        position: 1,
        consumer_name: 'Customer 1',
        consumer_contact: customer(1).consumer_contact,
        source: 'online',
        status: 'waiting',
      },
    });
    const thirdJoin = joins.find((body) => body.entry.id === third.body.data.id);
    expect(thirdJoin?.entry).toMatchObject({
      id: third.body.data.id,
      token: 3,
      token_label: '3',
      // A walk-in added without a desk waits for "first available".
      desk: null,
      position: 3,
      source: 'walk_in',
    });
    expect(bodyOf(requests.find(ofEvent('entry.called'))!).entry).toMatchObject({
      token: 1,
      // The desk that called: the provider's one desk.
      desk: { id: expect.any(Number), name: 'Main desk' },
      position: null,
      consumer_name: 'Customer 1',
      status: 'called',
    });
    expect(bodyOf(requests.find(ofEvent('entry.removed'))!).entry).toMatchObject({
      id: added.body.data.id,
      consumer_name: 'Walk In',
      status: 'removed',
    });
    expect(bodyOf(requests.find(ofEvent('entry.left'))!).entry).toMatchObject({ token: 4, status: 'left' });
    // No age, gender, e-mail or account id leaves Kataar.
    for (const req of requests) expect(Object.keys(bodyOf(req).entry).sort()).toHaveLength(9);

    // The receiver has answered; the log entry is written right after that answer arrives.
    const log = await vi.waitFor(
      async () => {
        const entries = await deliveries();
        if (entries.length < 7) throw new Error('a delivery is still being logged');
        return entries;
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(log).toHaveLength(7);
    expect(log.every((d) => d.status_code === 201 && d.attempt === 1)).toBe(true);
  });

  it('sends the no-show event when the queue reports one', async () => {
    const added = await call<{ data: { id: number } }>('POST', '/queue/add/', {
      auth: owner.headers,
      payload: customer(5),
    });
    await t.database.db.transaction((tx) =>
      recordEntryEvent(tx, providerId, 'entry.no_show', async () => ({
        id: added.body.data.id,
        token: 9,
        consumerName: 'Customer 5',
        consumerContact: customer(5).consumer_contact,
        source: 'walk_in',
        position: 1,
        desk: { id: 1, name: 'Main desk', token_prefix: null },
        chosenDesk: false,
      })),
    );
    const [noShow] = await receiver.waitFor(1, ofEvent('entry.no_show'));
    expect(bodyOf(noShow!).entry).toMatchObject({ id: added.body.data.id, status: 'no_show', position: null });
  });

  it('retries 6 times with back-off of 2, 4, 8, 16 and 32 minutes, then gives up', async () => {
    receiver.reply(() => 503);
    try {
      await call('POST', '/queue/add/', { auth: owner.headers, payload: customer(6) });
      const eventId = await eventIdOf('Customer 6');
      for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
        const row = await settledAfter(eventId, attempt);
        if (attempt === WEBHOOK_MAX_ATTEMPTS) {
          expect(row).toMatchObject({ status: 'failed', lastError: 'the receiver answered 503' });
          break;
        }
        expect(row.status).toBe('pending');
        // Due after the back-off, measured from the database's clock when the try was recorded.
        const [{ wait } = { wait: 0 }] = (
          (await t.database.db.execute(
            sql`select extract(epoch from due_at - now())::float8 * 1000 as wait from outbox where id = ${row.id}`,
          )) as unknown as { rows: { wait: number }[] }
        ).rows;
        expect(wait).toBeGreaterThan(webhookBackoffMs(attempt) - 60_000);
        expect(wait).toBeLessThanOrEqual(webhookBackoffMs(attempt));
        // The clock is moved rather than waited for: the row is due now.
        await t.database.db
          .update(outbox)
          .set({ dueAt: sql`now()` })
          .where(eq(outbox.id, row.id));
        t.app.outbox.kick();
      }
      const tries = receiver.requests.filter((req) => header(req, 'x-kataar-delivery') === eventId);
      expect(tries).toHaveLength(6);
      // Every try sends the same bytes with the same delivery id.
      expect(new Set(tries.map((req) => req.body.toString())).size).toBe(1);
      const log = (await deliveries()).filter((d) => d.id === eventId);
      expect(log.map((d) => [d.attempt, d.status_code])).toEqual([6, 5, 4, 3, 2, 1].map((n) => [n, 503]));
    } finally {
      receiver.reply(() => 201);
    }
  });

  it('gives up at once on 410 Gone', async () => {
    receiver.reply(() => 410);
    try {
      await call('POST', '/queue/add/', { auth: owner.headers, payload: customer(7) });
      const eventId = await eventIdOf('Customer 7');
      expect(await settledAfter(eventId, 1)).toMatchObject({ status: 'failed', attempts: 1 });
    } finally {
      receiver.reply(() => 201);
    }
  });

  it('refuses at send time a host that now resolves to a private address', async () => {
    const strict = await createTestApp(undefined, {}, { outboundAgent: receiver.agent });
    try {
      const strictProvider = await insertProvider(strict.database, { username: 'rebound-clinic' });
      const strictOwner = await signedInUser(strict.database, 'owner@rebound.in', {
        provider: { id: strictProvider.id },
      });
      // Saved while the name pointed elsewhere; by send time 'localhost' answers 127.0.0.1.
      const port = new URL(receiver.url).port;
      await strict.database.db
        .insert(providerWebhooks)
        .values({ providerId: strictProvider.id, url: `https://localhost:${port}/rebound`, secret: 'whsec_test' });
      const before = receiver.requests.length;
      await caller(strict.app)('POST', '/queue/add/', { auth: strictOwner.headers, payload: customer(8) });
      const log = await vi.waitFor(
        async () => {
          const res = await strict.app.inject({
            method: 'GET',
            url: '/v1/api/provider/webhook/deliveries/',
            headers: strictOwner.headers,
          });
          const data = res.json().data as { status_code: number | null; error: string | null }[];
          if (data.length === 0) throw new Error('no delivery yet');
          return data;
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(log[0]).toMatchObject({
        status_code: null,
        error: expect.stringMatching(/^localhost resolves to (127\.0\.0\.1|::1)$/),
      });
      expect(receiver.requests.slice(before).filter((req) => req.path === '/rebound')).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('drops an event whose webhook was removed before it was sent, and writes none after', async () => {
    const added = await call<{ data: { id: number } }>('POST', '/queue/add/', {
      auth: owner.headers,
      payload: customer(9),
    });
    const facts = async () => ({
      id: added.body.data.id,
      token: 99,
      consumerName: 'Customer 9',
      consumerContact: customer(9).consumer_contact,
      source: 'walk_in' as const,
      position: null,
      desk: null,
      chosenDesk: false,
    });
    const [pending] = await t.database.db.transaction(async (tx) => {
      await recordEntryEvent(tx, providerId, 'entry.called', facts);
      // The owner removes the webhook before the dispatcher gets to the event.
      await tx.delete(providerWebhooks).where(eq(providerWebhooks.providerId, providerId));
      return tx
        .select()
        .from(outbox)
        .where(sql`${outbox.payload}->>'event' = 'entry.called' and ${outbox.status} = 'pending'`);
    });
    expect(pending).toBeDefined();
    const eventId = (pending!.payload as { eventId: string }).eventId;
    expect(await settledAfter(eventId, 1)).toMatchObject({ status: 'failed', lastError: 'the webhook was removed' });
    expect(receiver.requests.some((req) => header(req, 'x-kataar-delivery') === eventId)).toBe(false);

    const outboxSize = async () => (await t.database.db.select({ id: outbox.id }).from(outbox)).length;
    const size = await outboxSize();
    await t.database.db.transaction((tx) => recordEntryEvent(tx, providerId, 'entry.called', facts));
    expect(await outboxSize()).toBe(size);
  });
});
