import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { QueueOverview } from '@kataar/shared/queue';
import { queueEntries } from '../../db/schema';
import type { SignedInUser } from '../../test/auth-fixtures';
import type { TestApp } from '../../test/test-app';
import { createDeskTestApp, customer, openStream, type caller } from './queue-test-helpers';

let t: TestApp;
let call: ReturnType<typeof caller>;
let base: string;
let owner: SignedInUser;
let desk: SignedInUser;
let otherOwner: SignedInUser;
let people: SignedInUser[];

beforeAll(async () => {
  ({ t, call, base, owner, desk, otherOwner, people } = await createDeskTestApp({
    username: 'undo-clinic',
    businessName: 'Undo Clinic',
    domain: 'undo.in',
    peopleCount: 4,
  }));
});
afterAll(() => t.close());

type Entry = { id: number; consumer_name: string; consumer_position: number };
const entries = async () => (await call('GET', '/queue/entries/', { auth: owner.headers })).body.data as Entry[];
const join = (who: SignedInUser, n: number, username = 'undo-clinic') =>
  call('POST', `/queue/join/${username}/`, { auth: who.headers, payload: customer(n) });
const leaveAll = async () => {
  for (const who of people) await call('POST', '/queue/leave/', { auth: who.headers });
  while ((await call('POST', '/queue/pop/', { auth: owner.headers })).status === 200);
};
const undo = (id: number | string, who: SignedInUser = owner) =>
  call('POST', `/queue/undo/${id}/`, { auth: who.headers });
const overview = async (who: SignedInUser) =>
  (await call('GET', '/queue/undo-clinic/overview/', { auth: who.headers })).body.data as QueueOverview;
const endedSecondsAgo = (id: number, seconds: number) =>
  t.database.db
    .update(queueEntries)
    .set({ endedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(queueEntries.id, id));

describe('POST /queue/undo/{id}/', () => {
  it('needs a signed-in member of a provider', async () => {
    expect((await call('POST', '/queue/undo/1/')).status).toBe(401);
    expect((await undo(1, people[0]!)).status).toBe(403);
  });

  it('after a POP, puts the called person back at position 1 for the desk and for them', async () => {
    await leaveAll();
    await join(people[0]!, 1);
    await join(people[1]!, 2);
    const popped = await call<{ data: { id: number } }>('POST', '/queue/pop/', { auth: owner.headers });
    expect((await overview(people[0]!)).position).toBeNull();
    expect((await overview(people[1]!)).position).toBe(1);

    const res = await undo(popped.body.data.id, desk);
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Customer restored to the queue', data: { id: popped.body.data.id, consumer_position: 1 } },
    });
    expect((await entries()).map((e) => e.consumer_name)).toEqual(['Customer 1', 'Customer 2']);
    expect(await overview(people[0]!)).toMatchObject({ position: 1, count: 2 });
    expect((await overview(people[1]!)).position).toBe(2);
  });

  it('after a removal, puts the person back at their old place in the middle', async () => {
    await leaveAll();
    for (let i = 0; i < 3; i++) await join(people[i]!, i + 1);
    const middle = (await entries())[1]!;
    expect((await call('DELETE', `/queue/delete/${middle.id}/`, { auth: owner.headers })).status).toBe(200);
    await join(people[3]!, 4);

    const res = await undo(middle.id);
    expect(res.status).toBe(200);
    expect((await entries()).map((e) => e.consumer_name)).toEqual([
      'Customer 1',
      'Customer 2',
      'Customer 3',
      'Customer 4',
    ]);
  });

  it('tells every viewer of the queue through its event stream', async () => {
    await leaveAll();
    await join(people[0]!, 1);
    const popped = await call<{ data: { id: number } }>('POST', '/queue/pop/', { auth: owner.headers });
    const client = await openStream(`${base}/v1/api/queue/undo-clinic/events`, people[0]!.headers);
    try {
      await client.next((o) => o.count === 0);
      const from = client.events.length;
      await undo(popped.body.data.id);
      expect(await client.next((o) => o.count === 1, { from })).toMatchObject({ count: 1, position: 1 });
    } finally {
      client.close();
    }
  });

  it('is refused (409) once the undo window has passed', async () => {
    await leaveAll();
    await join(people[0]!, 1);
    const popped = await call<{ data: { id: number } }>('POST', '/queue/pop/', { auth: owner.headers });
    await endedSecondsAgo(popped.body.data.id, 120);
    expect(await undo(popped.body.data.id)).toEqual({
      status: 409,
      body: { message: 'It is too late to undo this.', errors: { non_field_errors: ['It is too late to undo this.'] } },
    });
    expect(await entries()).toEqual([]);
  });

  it('is refused (409) when the person has joined another queue since', async () => {
    await leaveAll();
    await join(people[0]!, 1);
    const popped = await call<{ data: { id: number } }>('POST', '/queue/pop/', { auth: owner.headers });
    expect((await join(people[0]!, 1, 'other-salon')).status).toBe(200);
    const res = await undo(popped.body.data.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This customer has joined another queue since, so their place cannot be restored.');
    expect(await entries()).toEqual([]);
    await call('POST', '/queue/leave/', { auth: people[0]!.headers });
  });

  it('refuses entries that still wait (409), and other queues’ or unknown entries (404)', async () => {
    await leaveAll();
    await join(people[0]!, 1);
    const [waiting] = await entries();
    expect((await undo(waiting!.id)).status).toBe(409);
    expect((await undo(waiting!.id, otherOwner)).status).toBe(404);
    expect((await undo(999_999)).status).toBe(404);
    expect((await undo('not-a-number')).status).toBe(404);
  });
});
