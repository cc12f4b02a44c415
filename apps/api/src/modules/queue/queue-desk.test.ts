import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { queueEntries } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { caller, customer } from './queue-test-helpers';

let t: TestApp;
let call: ReturnType<typeof caller>;
let ownerA: SignedInUser;
let deskA: SignedInUser;
let ownerB: SignedInUser;
const consumers: SignedInUser[] = [];

beforeAll(async () => {
  let a = '';
  let b = '';
  t = await createTestApp(async (database) => {
    a = (await insertProvider(database, { username: 'alpha-clinic', businessName: 'Alpha Clinic' })).id;
    b = (await insertProvider(database, { username: 'beta-salon', businessName: 'Beta Salon' })).id;
  });
  call = caller(t.app);
  ownerA = await signedInUser(t.database, 'owner.a@example.in', { provider: { id: a } });
  deskA = await signedInUser(t.database, 'desk.a@example.in', { provider: { id: a, role: 'receptionist' } });
  ownerB = await signedInUser(t.database, 'owner.b@example.in', { provider: { id: b } });
  for (let i = 0; i < 5; i++) consumers.push(await signedInUser(t.database, `c${i}@example.in`));
});
afterAll(() => t.close());

type Entry = { id: number; consumer_name: string; consumer_position: number };
const entries = async (who: SignedInUser) =>
  (await call('GET', '/queue/entries/', { auth: who.headers })).body.data as Entry[];
const join = (username: string, who: SignedInUser, n: number) =>
  call('POST', `/queue/join/${username}/`, { auth: who.headers, payload: customer(n) });
const status = async (id: number) =>
  (await t.database.db.select().from(queueEntries).where(eq(queueEntries.id, id)))[0];

describe('who may run a queue', () => {
  const deskCalls: [string, string, unknown?][] = [
    ['GET', '/queue/entries/'],
    ['POST', '/queue/pop/'],
    ['DELETE', '/queue/delete/1/'],
    ['POST', '/queue/add/', customer(1)],
    ['GET', '/queue/status/'],
    ['PATCH', '/queue/status/', { queue_status: false }],
  ];

  it.each(deskCalls)('%s %s needs a signed-in user (401)', async (method, url, payload) => {
    const res = await call(method as 'GET', url, { payload });
    expect(res).toEqual({ status: 401, body: { message: 'Authentication required' } });
  });

  it.each(deskCalls)('%s %s is refused to a consumer (403)', async (method, url, payload) => {
    const res = await call(method as 'GET', url, { auth: consumers[0]!.headers, payload });
    expect(res).toEqual({ status: 403, body: { message: 'You must be a provider to do this.' } });
  });
});

describe('the waiting list', () => {
  it('starts empty', async () => {
    expect(await call('GET', '/queue/entries/', { auth: ownerA.headers })).toEqual({ status: 200, body: { data: [] } });
  });

  it('lists the provider’s own waiting people in order with every field, and nobody else’s', async () => {
    await join('alpha-clinic', consumers[0]!, 1);
    await join('beta-salon', consumers[1]!, 2);
    await join('alpha-clinic', consumers[2]!, 3);
    const list = await entries(ownerA);
    expect(list).toEqual([
      {
        id: expect.any(Number),
        consumer_name: 'Customer 1',
        consumer_age: 30,
        consumer_gender: 'female',
        consumer_contact: '9800000001',
        consumer_position: 1,
        token: 1,
        appointment_at: null,
        desk: null,
        service: null,
        token_label: '1',
        note: null,
      },
      expect.objectContaining({ consumer_name: 'Customer 3', consumer_position: 2, token: 2 }),
    ]);
    expect(await entries(deskA)).toEqual(list);
    expect((await entries(ownerB)).map((e) => e.consumer_name)).toEqual(['Customer 2']);
  });
});

describe('POST /queue/add/', () => {
  it.each([
    [{ consumer_age: 'abc' }, 'consumer_age', 'Please enter a valid age'],
    [{ consumer_age: '4.5' }, 'consumer_age', 'Please enter a valid age'],
    [{ consumer_age: -3 }, 'consumer_age', 'Please enter a valid age'],
    [{ consumer_age: '' }, 'consumer_age', 'Age is required'],
    [{ consumer_name: 'J' }, 'consumer_name', 'Name must be at least 2 characters'],
    [{ consumer_contact: '123' }, 'consumer_contact', 'Please enter a valid 10-digit phone number'],
    [{ consumer_gender: '' }, 'consumer_gender', 'Please select a gender'],
  ])('refuses %j with the provider form’s message', async (change, field, message) => {
    const res = await call('POST', '/queue/add/', { auth: ownerA.headers, payload: customer(9, change) });
    expect(res).toEqual({ status: 400, body: { message, errors: { [field]: [message] } } });
  });

  it('adds a walk-in at the end, without an account', async () => {
    const res = await call('POST', '/queue/add/', {
      auth: deskA.headers,
      payload: customer(4, { consumer_name: 'Walk In', consumer_age: '7' }),
    });
    expect(res).toEqual({
      status: 200,
      body: {
        message: 'Patient Added Successfully',
        data: {
          id: expect.any(Number),
          consumer_name: 'Walk In',
          consumer_age: 7,
          consumer_gender: 'male',
          consumer_contact: '9800000004',
          consumer_position: 3,
          token: 3,
          appointment_at: null,
          desk: null,
          service: null,
          token_label: '3',
          note: null,
        },
      },
    });
    const row = await status((res.body.data as Entry).id);
    expect(row).toMatchObject({ source: 'walk_in', consumerUserId: null, status: 'waiting' });
    expect((await call('GET', '/queue/alpha-clinic/overview/')).body.data).toMatchObject({ count: 3 });
  });
});

describe('POST /queue/pop/', () => {
  it('calls the first waiting person and keeps their entry as called', async () => {
    const [first] = await entries(ownerA);
    const res = await call('POST', '/queue/pop/', { auth: deskA.headers });
    expect(res).toEqual({
      status: 200,
      body: {
        data: {
          id: first!.id,
          consumer_name: 'Customer 1',
          token: 1,
          // The provider's one desk, which the migration or the provider's creation gave it.
          desk: { id: expect.any(Number), name: 'Main desk' },
          token_label: '1',
        },
      },
    });
    expect(await status(first!.id)).toMatchObject({ status: 'called', endedAt: expect.any(Date) });
    expect((await entries(ownerA)).map((e) => [e.consumer_name, e.consumer_position])).toEqual([
      ['Customer 3', 1],
      ['Walk In', 2],
    ]);
    const seen = await call('GET', '/queue/alpha-clinic/overview/', { auth: consumers[0]!.headers });
    expect(seen.body.data).toMatchObject({ count: 2, position: null });
    // Called means out of the queue: the consumer may join again.
    expect((await join('beta-salon', consumers[0]!, 1)).status).toBe(200);
  });

  it('never touches another provider’s queue', async () => {
    await call('POST', '/queue/pop/', { auth: ownerB.headers });
    await call('POST', '/queue/pop/', { auth: ownerB.headers });
    expect(await entries(ownerB)).toEqual([]);
    expect(await entries(ownerA)).toHaveLength(2);
  });

  it('says the queue is empty when nobody waits', async () => {
    const res = await call('POST', '/queue/pop/', { auth: ownerB.headers });
    expect(res).toEqual({
      status: 409,
      body: { message: 'The queue is empty.', errors: { non_field_errors: ['The queue is empty.'] } },
    });
  });
});

describe('DELETE /queue/delete/{id}/', () => {
  it('removes a waiting person of the caller’s queue and keeps the entry as removed', async () => {
    const [first] = await entries(ownerA);
    const res = await call('DELETE', `/queue/delete/${first!.id}/`, { auth: ownerA.headers });
    expect(res).toEqual({ status: 200, body: { message: 'Customer removed from queue' } });
    expect(await status(first!.id)).toMatchObject({ status: 'removed', endedAt: expect.any(Date) });
    expect((await entries(ownerA)).map((e) => [e.consumer_name, e.consumer_position])).toEqual([['Walk In', 1]]);
    expect(await call('DELETE', `/queue/delete/${first!.id}/`, { auth: ownerA.headers })).toEqual({
      status: 404,
      body: { message: 'This customer is not waiting in your queue.' },
    });
  });

  it('does not find another provider’s entry, or anything that is not an entry id', async () => {
    await join('beta-salon', consumers[3]!, 5);
    const [theirs] = await entries(ownerB);
    for (const id of [String(theirs!.id), 'abc', '0', '-1', '99999999999', '2147483648']) {
      expect((await call('DELETE', `/queue/delete/${id}/`, { auth: ownerA.headers })).status).toBe(404);
    }
    expect(await status(theirs!.id)).toMatchObject({ status: 'waiting' });
  });
});

describe('GET and PATCH /queue/status/', () => {
  it('starts running, pauses (joins refused, desk still works) and resumes', async () => {
    expect(await call('GET', '/queue/status/', { auth: ownerA.headers })).toEqual({
      status: 200,
      body: { queue_status: true },
    });
    const paused = await call('PATCH', '/queue/status/', { auth: deskA.headers, payload: { queue_status: false } });
    expect(paused).toEqual({ status: 200, body: { queue_status: false } });
    expect((await call('GET', '/queue/status/', { auth: ownerA.headers })).body).toEqual({ queue_status: false });
    expect((await call('GET', '/queue/status/', { auth: ownerB.headers })).body).toEqual({ queue_status: true });
    expect((await call('GET', '/queue/alpha-clinic/overview/')).body.data).toMatchObject({ queue_status: false });
    const refused = await join('alpha-clinic', consumers[4]!, 6);
    expect(refused.body.message).toBe('Alpha Clinic has paused the queue. Please try again in a little while.');
    expect((await call('POST', '/queue/add/', { auth: ownerA.headers, payload: customer(7) })).status).toBe(200);
    expect((await call('POST', '/queue/pop/', { auth: ownerA.headers })).status).toBe(200);

    await call('PATCH', '/queue/status/', { auth: ownerA.headers, payload: { queue_status: true } });
    expect((await join('alpha-clinic', consumers[4]!, 6)).status).toBe(200);
  });

  it('refuses a body without a boolean', async () => {
    const res = await call('PATCH', '/queue/status/', { auth: ownerA.headers, payload: { queue_status: 'no' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('queue_status');
  });
});

describe('OpenAPI document', () => {
  it('describes every queue call', async () => {
    const res = await t.app.inject({ url: '/v1/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/api/queue/{username}/overview/',
        '/v1/api/queue/join/{username}/',
        '/v1/api/queue/leave/',
        '/v1/api/queue/entries/',
        '/v1/api/queue/pop/',
        '/v1/api/queue/delete/{id}/',
        '/v1/api/queue/add/',
        '/v1/api/queue/status/',
        '/v1/api/queue/{username}/stream-token/',
        '/v1/api/queue/{username}/events',
        '/v1/api/provider/me/',
        '/v1/api/provider/toggle/',
      ]),
    );
  });
});
