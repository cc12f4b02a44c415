import { overviewOf } from '@kataar/shared/queue-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kolkataDate } from '@kataar/shared/analytics';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { queueEntries } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from '../../test/test-app';
import { caller, customer } from './queue-test-helpers';

let t: TestApp;
let call: ReturnType<typeof caller>;
const ids: Record<string, string> = {};
const users: SignedInUser[] = [];
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  t = await createTestApp(async (database) => {
    ids.sharma = (await insertProvider(database, { username: 'sharma-clinic', businessName: 'Sharma Clinic' })).id;
    ids.glow = (
      await insertProvider(database, {
        username: 'glow-salon',
        businessName: 'Glow Salon',
        industry: 'Personalcare',
        category: 'Salon',
      })
    ).id;
    await insertProvider(database, { username: 'shut-clinic', businessName: 'Shut Clinic', isOpen: false });
    await insertProvider(database, { username: 'paused-clinic', businessName: 'Paused Clinic', queueRunning: false });
    // A dentist who called someone every 8 minutes this morning (and once after a two-hour break).
    const steady = await insertProvider(database, { username: 'steady-dentist', businessName: 'Steady Dentist' });
    const calledAt = [200, 80, 72, 64, 56, 48];
    await database.db.insert(queueEntries).values(
      calledAt.map((m, i) => ({
        providerId: steady.id,
        consumerName: `Earlier ${i}`,
        consumerAge: 40,
        consumerContact: '9876543210',
        consumerGender: 'male' as const,
        source: 'walk_in' as const,
        status: 'called' as const,
        joinedAt: minutesAgo(m + 30),
        endedAt: minutesAgo(m),
        token: i + 1,
        tokenDay: kolkataDate(minutesAgo(m + 30)),
      })),
    );
  });
  call = caller(t.app);
  for (let i = 0; i < 6; i++) users.push(await signedInUser(t.database, `consumer${i}@example.in`));
});
afterAll(() => t.close());

const overview = (username: string, user?: SignedInUser) =>
  call('GET', `/queue/${username}/overview/`, { auth: user?.headers });
const join = (username: string, user: SignedInUser | undefined, payload: unknown = customer(1)) =>
  call('POST', `/queue/join/${username}/`, { auth: user?.headers, payload });
const leave = (user?: SignedInUser) => call('POST', '/queue/leave/', { auth: user?.headers });

describe('GET /queue/{username}/overview/', () => {
  it('answers an empty queue to anyone, position null', async () => {
    const res = await overview('sharma-clinic');
    expect(res).toEqual({ status: 200, body: { data: overviewOf() } });
  });

  it('carries the protective headers every answer of the app carries', async () => {
    const res = await t.app.inject({ url: '/v1/api/queue/sharma-clinic/overview/' });
    expect(res.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const missing = await t.app.inject({ url: '/v1/api/queue/nobody-here/overview/' });
    expect(missing.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
  });

  it('says Provider not found for an unknown username', async () => {
    expect(await overview('nobody-here')).toEqual({ status: 404, body: { message: 'Provider not found' } });
  });

  it('shows closed and paused providers as such', async () => {
    expect((await overview('shut-clinic')).body.data).toMatchObject({ is_open: false, queue_status: true });
    expect((await overview('paused-clinic')).body.data).toMatchObject({ is_open: true, queue_status: false });
  });

  it('answers a bad, malformed or expired bearer token as an anonymous caller, and says the token was refused', async () => {
    const expired = await new SignJWT({ email: 'consumer0@example.in' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(users[0]!.id)
      .setIssuer('kataar')
      .setAudience('kataar-api')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const anonymous = await overview('sharma-clinic');
    for (const authorization of ['Bearer nope', 'Bearer', 'Basic abc', `Bearer ${expired}`]) {
      const res = await t.app.inject({ url: '/v1/api/queue/sharma-clinic/overview/', headers: { authorization } });
      expect({ status: res.statusCode, body: res.json() }).toEqual(anonymous);
      expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
  });
});

describe('POST /queue/join/{username}/', () => {
  it('needs a signed-in user, before looking at the form', async () => {
    expect(await join('sharma-clinic', undefined)).toEqual({
      status: 401,
      body: { message: 'Authentication required' },
    });
    expect((await join('sharma-clinic', undefined, {})).status).toBe(401);
  });

  it('answers every missing field with the spec’s message', async () => {
    const res = await join('sharma-clinic', users[0], {});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      consumer_name: ['Name is required'],
      consumer_age: ['Age is required'],
      consumer_contact: ['Phone number is required'],
      consumer_gender: ['Please select a gender'],
    });
    expect(res.body.message).toBe('Name is required');
  });

  it.each([
    [{ consumer_name: ' ' }, 'consumer_name', 'Name is required'],
    [{ consumer_name: 'A' }, 'consumer_name', 'Name must be at least 2 characters'],
    [{ consumer_age: '' }, 'consumer_age', 'Age is required'],
    [{ consumer_age: 0 }, 'consumer_age', 'Age must be at least 1'],
    [{ consumer_age: '-4' }, 'consumer_age', 'Age must be at least 1'],
    [{ consumer_age: 'abc' }, 'consumer_age', 'Please enter a valid age'],
    [{ consumer_contact: '' }, 'consumer_contact', 'Phone number is required'],
    [{ consumer_contact: '98765' }, 'consumer_contact', 'Please enter a valid 10-digit phone number'],
    [{ consumer_contact: '5876543210' }, 'consumer_contact', 'Please enter a valid 10-digit phone number'],
    [{ consumer_gender: 'other' }, 'consumer_gender', 'Please select a gender'],
  ])('refuses %j with 400 and the field’s message', async (change, field, message) => {
    const res = await join('sharma-clinic', users[0], customer(1, change));
    expect(res).toEqual({ status: 400, body: { message, errors: { [field]: [message] } } });
  });

  it('says Provider not found for an unknown provider', async () => {
    expect(await join('nobody-here', users[0])).toEqual({ status: 404, body: { message: 'Provider not found' } });
  });

  it('refuses a closed provider with the spec’s message', async () => {
    const message = "Shut Clinic is currently unavailable. You can't join the queue right now.";
    expect(await join('shut-clinic', users[0])).toEqual({
      status: 409,
      body: { message, errors: { non_field_errors: [message] } },
    });
  });

  it('refuses a paused queue', async () => {
    const message = 'Paused Clinic has paused the queue. Please try again in a little while.';
    expect(await join('paused-clinic', users[0])).toEqual({
      status: 409,
      body: { message, errors: { non_field_errors: [message] } },
    });
  });

  it('joins at the end, answers the joiner’s overview and stores the form as given', async () => {
    const first = await join(
      'sharma-clinic',
      users[0],
      customer(1, { consumer_age: '42', consumer_name: ' Asha Rao ' }),
    );
    expect(first).toEqual({
      status: 200,
      body: {
        message: 'Successfully joined the queue!',
        data: overviewOf({ count: 1, position: 1, eta_minutes: 10, token: 1 }),
      },
    });
    const second = await join('sharma-clinic', users[1], customer(2));
    expect(second.body.data).toMatchObject({ count: 2, position: 2, eta_minutes: 20, token: 2 });
    const [row] = await t.database.db.select().from(queueEntries).where(eq(queueEntries.consumerUserId, users[0]!.id));
    expect(row).toMatchObject({
      consumerName: 'Asha Rao',
      consumerAge: 42,
      consumerContact: '9800000001',
      consumerGender: 'female',
      source: 'online',
      status: 'waiting',
      endedAt: null,
    });
  });

  it('shows each waiting caller their own position; others see none', async () => {
    expect((await overview('sharma-clinic', users[0])).body.data).toMatchObject({ count: 2, position: 1, token: 1 });
    expect((await overview('sharma-clinic', users[1])).body.data).toMatchObject({ count: 2, position: 2, token: 2 });
    expect((await overview('sharma-clinic', users[2])).body.data).toMatchObject({
      count: 2,
      position: null,
      token: null,
    });
    expect((await overview('sharma-clinic')).body.data).toMatchObject({
      count: 2,
      position: null,
      eta_minutes: null,
      token: null,
    });
    expect((await overview('glow-salon', users[0])).body.data).toMatchObject({ count: 0, position: null });
  });

  it('refuses a second join while already waiting, here or at another provider', async () => {
    const message = 'You are already in the queue at Sharma Clinic. Leave it before joining another.';
    const refused = { status: 409, body: { message, errors: { non_field_errors: [message] } } };
    expect(await join('sharma-clinic', users[0])).toEqual(refused);
    expect(await join('glow-salon', users[0])).toEqual(refused);
    expect((await overview('glow-salon')).body.data).toMatchObject({ count: 0 });
  });
});

describe('POST /queue/leave/', () => {
  it('needs a signed-in user', async () => {
    expect(await leave()).toEqual({ status: 401, body: { message: 'Authentication required' } });
  });

  it('says so when the caller waits nowhere', async () => {
    expect(await leave(users[5])).toEqual({ status: 404, body: { message: 'You are not in any queue.' } });
  });

  it('leaves, closes the gap, keeps the entry as left, and lets the user join elsewhere', async () => {
    await join('sharma-clinic', users[2], customer(3));
    expect((await overview('sharma-clinic', users[2])).body.data).toMatchObject({ count: 3, position: 3 });
    expect(await leave(users[1])).toEqual({ status: 200, body: { message: 'Left queue successfully' } });
    // The one behind moves up a place but keeps the token given at joining.
    expect((await overview('sharma-clinic', users[2])).body.data).toMatchObject({ count: 2, position: 2, token: 3 });
    expect((await overview('sharma-clinic', users[1])).body.data).toMatchObject({ position: null, token: null });
    const [row] = await t.database.db.select().from(queueEntries).where(eq(queueEntries.consumerUserId, users[1]!.id));
    expect(row?.status).toBe('left');
    expect(row?.endedAt).toBeInstanceOf(Date);
    expect((await join('glow-salon', users[1])).status).toBe(200);
    expect(await leave(users[1])).toMatchObject({ status: 200 });
    expect(await leave(users[1])).toMatchObject({ status: 404 });
  });
});

describe('estimated wait', () => {
  it('defaults to 15 minutes a person in personal care', async () => {
    await join('glow-salon', users[3], customer(4));
    const res = await join('glow-salon', users[4], customer(5));
    expect(res.body.data).toMatchObject({ position: 2, eta_minutes: 30 });
  });

  it('learns the minutes per person from recent calls, ignoring long breaks', async () => {
    const res = await join('steady-dentist', users[5], customer(6));
    expect(res.body.data).toMatchObject({ count: 1, position: 1, eta_minutes: 8 });
  });
});
