import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleRequiredMessage } from '@kataar/shared/auth';
import { DESK_MESSAGES, type Desk, type Service } from '@kataar/shared/desks';
import { providerMembers, queueEntries } from '../../db/schema';
import { CHANNELS } from '../../lib/change-bus';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { caller } from '../../test/json-caller';
import { insertProvider } from '../../test/provider-fixtures';
import { secondInstance } from '../../test/second-instance';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let providerId: string;
let otherId: string;
let owner: SignedInUser;
let manager: SignedInUser;
let receptionist: SignedInUser;
let practitioner: SignedInUser;
let consumer: SignedInUser;
let otherOwner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  providerId = (await insertProvider(t.database, { username: 'desk-clinic' })).id;
  otherId = (await insertProvider(t.database, { username: 'desk-rival' })).id;
  const staff = (email: string, role: 'owner' | 'manager' | 'receptionist' | 'practitioner') =>
    signedInUser(t.database, email, { provider: { id: providerId, role } });
  owner = await staff('owner@desks.in', 'owner');
  manager = await staff('manager@desks.in', 'manager');
  receptionist = await staff('reception@desks.in', 'receptionist');
  practitioner = await staff('dr.rao@desks.in', 'practitioner');
  consumer = await signedInUser(t.database, 'patient@example.in');
  otherOwner = await signedInUser(t.database, 'owner@rival.in', { provider: { id: otherId } });
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const desks = <T = { data: Desk }>(as: SignedInUser, method: Method, path = '', payload?: object) =>
  call<T & { message: string; errors?: Record<string, string[]> }>(method, `/provider/desks/${path}`, {
    auth: as.headers,
    payload,
  });
const services = <T = { data: Service }>(as: SignedInUser, method: Method, path = '', payload?: object) =>
  call<T & { message: string; errors?: Record<string, string[]> }>(method, `/provider/services/${path}`, {
    auth: as.headers,
    payload,
  });
const deskList = async (as = owner) => (await desks<{ data: Desk[] }>(as, 'GET')).body.data;
const deskNamed = async (name: string) => (await deskList()).find((d) => d.name === name)!;

let token = 0;
/** A person waiting at the clinic, having chosen `deskId` (or any desk) and `serviceId` (or none). */
async function waiting(
  deskId: number | null,
  serviceId: number | null,
  status: 'waiting' | 'called' = 'waiting',
  at = providerId,
) {
  const [row] = await t.database.db
    .insert(queueEntries)
    .values({
      providerId: at,
      consumerName: 'Asha',
      consumerAge: 30,
      consumerContact: '9876543210',
      consumerGender: 'female',
      source: 'walk_in',
      status,
      token: ++token,
      tokenDay: '2025-01-06',
      deskId,
      serviceId,
    })
    .returning({ id: queueEntries.id });
  return row!.id;
}

describe('a provider’s desks and services', () => {
  it('lists the first desk every new provider is given', async () => {
    const res = await desks<{ data: Desk[] }>(owner, 'GET');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: expect.any(Number),
        name: 'Main desk',
        token_prefix: null,
        is_open: true,
        queue_running: true,
        service_ids: [],
        member_ids: [],
        waiting: 0,
      },
    ]);
  });

  it('adds a service and a desk that offers it, linked both ways', async () => {
    const consult = await services(owner, 'POST', '', { name: ' Consultation ', duration_minutes: 15, price: 300 });
    expect(consult.status).toBe(201);
    expect(consult.body.data).toEqual({
      id: expect.any(Number),
      name: 'Consultation',
      duration_minutes: 15,
      price: 300,
      desk_ids: [],
    });
    const rao = await desks(manager, 'POST', '', {
      name: 'Dr Rao',
      token_prefix: 'r',
      service_ids: [consult.body.data.id, consult.body.data.id],
      member_ids: [practitioner.id],
    });
    expect(rao.status).toBe(201);
    expect(rao.body.data).toMatchObject({
      name: 'Dr Rao',
      token_prefix: 'R',
      is_open: true,
      queue_running: true,
      service_ids: [consult.body.data.id],
      member_ids: [practitioner.id],
      waiting: 0,
    });
    const listed = (await services<{ data: Service[] }>(owner, 'GET')).body.data;
    expect(listed).toEqual([{ ...consult.body.data, desk_ids: [rao.body.data.id] }]);
    expect((await deskList()).map((d) => d.name)).toEqual(['Main desk', 'Dr Rao']);
  });

  it('changes a desk field by field, and a list replaces the set', async () => {
    const rao = await deskNamed('Dr Rao');
    const res = await desks(owner, 'PATCH', `${rao.id}/`, {
      name: 'Dr Rao (ENT)',
      is_open: false,
      queue_running: false,
      member_ids: [manager.id, practitioner.id, owner.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Dr Rao (ENT)',
      token_prefix: 'R',
      is_open: false,
      queue_running: false,
      service_ids: rao.service_ids,
    });
    expect([...res.body.data.member_ids].sort()).toEqual([manager.id, practitioner.id, owner.id].sort());
    const cleared = await desks(owner, 'PATCH', `${rao.id}/`, { token_prefix: null, service_ids: [], member_ids: [] });
    expect(cleared.body.data).toMatchObject({ token_prefix: null, service_ids: [], member_ids: [] });
    const back = await desks(owner, 'PATCH', `${rao.id}/`, { token_prefix: 'R', is_open: true, queue_running: true });
    expect(back.body.data).toMatchObject({ token_prefix: 'R', is_open: true, queue_running: true });
  });

  it('changes a service and the desks that offer it', async () => {
    const [consult] = (await services<{ data: Service[] }>(owner, 'GET')).body.data;
    const main = await deskNamed('Main desk');
    const rao = await deskNamed('Dr Rao (ENT)');
    const res = await services(owner, 'PATCH', `${consult!.id}/`, {
      duration_minutes: 20,
      price: null,
      desk_ids: [rao.id, main.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: consult!.id,
      name: 'Consultation',
      duration_minutes: 20,
      price: null,
      desk_ids: [main.id, rao.id].sort((a, b) => a - b),
    });
    expect((await deskNamed('Main desk')).service_ids).toEqual([consult!.id]);
  });

  it('counts, per desk, the people it may call', async () => {
    const main = await deskNamed('Main desk');
    const rao = await deskNamed('Dr Rao (ENT)');
    const dressing = (
      await services(owner, 'POST', '', { name: 'Dressing', duration_minutes: 10, desk_ids: [main.id] })
    ).body.data;
    await waiting(rao.id, null); // chose Dr Rao
    await waiting(null, null); // any desk, any service
    await waiting(null, dressing.id); // any desk offering dressing: the main desk only
    await waiting(rao.id, null, 'called'); // no longer waiting
    await waiting(null, null, 'waiting', otherId); // waiting at another business
    const counts = Object.fromEntries((await deskList()).map((d) => [d.name, d.waiting]));
    expect(counts).toEqual({ 'Main desk': 2, 'Dr Rao (ENT)': 2 });
  });

  it('lists as members only people still on the staff', async () => {
    const leaver = await signedInUser(t.database, 'leaver@desks.in', {
      provider: { id: providerId, role: 'receptionist' },
    });
    const main = await deskNamed('Main desk');
    const res = await desks(owner, 'PATCH', `${main.id}/`, { member_ids: [leaver.id] });
    expect(res.body.data.member_ids).toEqual([leaver.id]);
    await t.database.db.delete(providerMembers).where(eq(providerMembers.userId, leaver.id));
    expect((await deskNamed('Main desk')).member_ids).toEqual([]);
  });

  it('tells the queue that a desk changed, inside the write', async () => {
    const heard: string[] = [];
    const stop = await t.database.listen(CHANNELS.queueChanged, (payload) => heard.push(payload));
    try {
      const main = await deskNamed('Main desk');
      expect((await desks(owner, 'PATCH', `${main.id}/`, { queue_running: true })).status).toBe(200);
      await expect.poll(() => heard).toContain(providerId);
    } finally {
      await stop();
    }
  });
});

describe('refusals', () => {
  it('refuses bad input with the sentence that says why', async () => {
    const cases: [typeof desks, object, string, string][] = [
      [desks, { name: '  ' }, 'name', DESK_MESSAGES.nameRequired],
      [desks, { name: 'x'.repeat(61) }, 'name', DESK_MESSAGES.nameTooLong],
      [desks, { name: 'Counter', token_prefix: '12' }, 'token_prefix', DESK_MESSAGES.prefixInvalid],
      [services, { name: '', duration_minutes: 10 }, 'name', DESK_MESSAGES.serviceNameRequired],
      [services, { name: 'Scan', duration_minutes: 0 }, 'duration_minutes', DESK_MESSAGES.durationRange],
      [services, { name: 'Scan', duration_minutes: 481 }, 'duration_minutes', DESK_MESSAGES.durationRange],
      [services, { name: 'Scan', duration_minutes: 30, price: -5 }, 'price', DESK_MESSAGES.priceInvalid],
      [services, { name: 'Scan', duration_minutes: 30, price: 9.5 }, 'price', DESK_MESSAGES.priceInvalid],
    ];
    for (const [endpoint, body, field, message] of cases) {
      const res = await endpoint(owner, 'POST', '', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ message, errors: { [field]: [message] } });
    }
  });

  it('refuses ids that are not the provider’s own, and writes nothing then', async () => {
    const rivalDesk = (await desks<{ data: Desk[] }>(otherOwner, 'GET')).body.data[0]!;
    const rivalService = (await services(otherOwner, 'POST', '', { name: 'Rival cut', duration_minutes: 30 })).body
      .data;
    const before = await deskList();
    const cases: [typeof desks, object, string, string][] = [
      [desks, { name: 'Counter 2', service_ids: [rivalService.id] }, 'service_ids', DESK_MESSAGES.unknownService],
      [desks, { name: 'Counter 2', service_ids: [999999] }, 'service_ids', DESK_MESSAGES.unknownService],
      [desks, { name: 'Counter 2', member_ids: [consumer.id] }, 'member_ids', DESK_MESSAGES.memberNotStaff],
      [desks, { name: 'Counter 2', member_ids: [otherOwner.id] }, 'member_ids', DESK_MESSAGES.memberNotStaff],
      [desks, { name: 'Counter 2', member_ids: ['not-a-uuid'] }, 'member_ids.0', DESK_MESSAGES.memberNotStaff],
      [
        services,
        { name: 'Scan', duration_minutes: 30, desk_ids: [rivalDesk.id] },
        'desk_ids',
        DESK_MESSAGES.unknownDesk,
      ],
    ];
    for (const [endpoint, body, field, message] of cases) {
      const res = await endpoint(owner, 'POST', '', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ message, errors: { [field]: [message] } });
    }
    const main = before[0]!;
    const patched = await desks(owner, 'PATCH', `${main.id}/`, { name: 'Renamed', service_ids: [rivalService.id] });
    expect(patched.status).toBe(400);
    expect(await deskList()).toEqual(before);
    expect((await services<{ data: Service[] }>(owner, 'GET')).body.data.map((s) => s.name)).toEqual([
      'Consultation',
      'Dressing',
    ]);
  });

  it('refuses a name or letter another desk or service already has, whatever its case', async () => {
    const main = await deskNamed('Main desk');
    const cases: [Promise<{ status: number; body: { message: string } }>, string][] = [
      [desks(owner, 'POST', '', { name: 'dr rao (ent)' }), DESK_MESSAGES.nameTaken],
      [desks(owner, 'POST', '', { name: 'Counter', token_prefix: 'r' }), DESK_MESSAGES.prefixTaken],
      [desks(owner, 'PATCH', `${main.id}/`, { name: 'DR RAO (ENT)' }), DESK_MESSAGES.nameTaken],
      [desks(owner, 'PATCH', `${main.id}/`, { token_prefix: 'R' }), DESK_MESSAGES.prefixTaken],
      [services(owner, 'POST', '', { name: 'CONSULTATION', duration_minutes: 5 }), DESK_MESSAGES.serviceNameTaken],
    ];
    for (const [answer, message] of cases) {
      const res = await answer;
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message, errors: { non_field_errors: [message] } });
    }
    // Another business may use the same names and letters.
    const rival = await desks(otherOwner, 'POST', '', { name: 'Dr Rao (ENT)', token_prefix: 'R' });
    expect(rival.status).toBe(201);
  });

  it('keeps a desk while people who chose it wait, and the business’s last desk', async () => {
    const rao = await deskNamed('Dr Rao (ENT)');
    const refused = await desks(owner, 'DELETE', `${rao.id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DESK_MESSAGES.peopleWaiting);
    await t.database.db.update(queueEntries).set({ status: 'called' }).where(eq(queueEntries.deskId, rao.id));
    const deleted = await desks(owner, 'DELETE', `${rao.id}/`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: DESK_MESSAGES.deleted });
    expect((await deskList()).map((d) => d.name)).toEqual(['Main desk']);
    expect((await services<{ data: Service[] }>(owner, 'GET')).body.data[0]!.desk_ids).toEqual([
      (await deskNamed('Main desk')).id,
    ]);
    const last = await desks(owner, 'DELETE', `${(await deskNamed('Main desk')).id}/`);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(DESK_MESSAGES.lastDesk);
    expect((await desks(owner, 'DELETE', `${rao.id}/`)).status).toBe(404);
  });

  it('deletes a service, which its desks then no longer offer', async () => {
    const dressing = (await services<{ data: Service[] }>(owner, 'GET')).body.data.find((s) => s.name === 'Dressing')!;
    const res = await services(owner, 'DELETE', `${dressing.id}/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: DESK_MESSAGES.serviceDeleted });
    expect((await deskNamed('Main desk')).service_ids).not.toContain(dressing.id);
    const again = await services(owner, 'DELETE', `${dressing.id}/`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(DESK_MESSAGES.serviceNotFound);
  });

  it('finds no desk or service of another business, nor an id that is not a number', async () => {
    const rivalDesk = (await desks<{ data: Desk[] }>(otherOwner, 'GET')).body.data[0]!;
    const rivalService = (await services<{ data: Service[] }>(otherOwner, 'GET')).body.data[0]!;
    for (const [endpoint, path, body, message] of [
      [desks, `${rivalDesk.id}/`, { name: 'Mine now' }, DESK_MESSAGES.notFound],
      [desks, 'abc/', { name: 'Mine now' }, DESK_MESSAGES.notFound],
      [services, `${rivalService.id}/`, { name: 'Mine now' }, DESK_MESSAGES.serviceNotFound],
      [services, '0/', { name: 'Mine now' }, DESK_MESSAGES.serviceNotFound],
    ] as const) {
      for (const method of ['PATCH', 'DELETE'] as const) {
        const res = await endpoint(owner, method, path, method === 'PATCH' ? body : undefined);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.message).toBe(message);
      }
    }
    expect((await desks<{ data: Desk[] }>(otherOwner, 'GET')).body.data.map((d) => d.id)).toContain(rivalDesk.id);
    expect((await deskList()).map((d) => d.id)).not.toContain(rivalDesk.id);
  });

  it('is for the owner and managers only', async () => {
    const main = await deskNamed('Main desk');
    const requests = [
      ['GET', desks, '', undefined],
      ['POST', desks, '', { name: 'Sneaky' }],
      ['PATCH', desks, `${main.id}/`, { name: 'Sneaky' }],
      ['DELETE', desks, `${main.id}/`, undefined],
      ['GET', services, '', undefined],
      ['POST', services, '', { name: 'Sneaky', duration_minutes: 5 }],
      ['PATCH', services, '1/', { name: 'Sneaky' }],
      ['DELETE', services, '1/', undefined],
    ] as const;
    for (const [method, endpoint, path, body] of requests) {
      for (const as of [receptionist, practitioner]) {
        const res = await endpoint(as, method, path, body);
        expect(res.status, `${as.email} ${method}`).toBe(403);
        expect(res.body).toEqual({ message: roleRequiredMessage(['owner', 'manager']) });
      }
      expect((await endpoint(consumer, method, path, body)).status).toBe(403);
      const anonymous = await call(method, `/provider/${endpoint === desks ? 'desks' : 'services'}/${path}`, {
        ...(body ? { payload: body } : {}),
      });
      expect(anonymous.status).toBe(401);
    }
    expect((await deskNamed('Main desk')).name).toBe('Main desk');
  });
});

describe('two desks deleted at the same moment, from two processes', () => {
  it('always leaves the business one desk', async () => {
    const other = await secondInstance(t);
    try {
      for (let round = 0; round < 8; round++) {
        const id = (await insertProvider(t.database, { username: `two-desk-clinic-${round}` })).id;
        const boss = await signedInUser(t.database, `owner${round}@two-desk.in`, { provider: { id } });
        await desks(boss, 'POST', '', { name: 'Second' });
        const [first, second] = await deskList(boss);
        const answers = await Promise.all([
          desks(boss, 'DELETE', `${first!.id}/`),
          caller(other.app)('DELETE', `/provider/desks/${second!.id}/`, { auth: boss.headers }),
        ]);
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        expect(answers.find((a) => a.status === 409)?.body.message).toBe(DESK_MESSAGES.lastDesk);
        expect(await deskList(boss)).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });
});

describe('OpenAPI document', () => {
  it('describes the setup calls, behind a bearer token', async () => {
    const doc = (await t.app.inject({ url: '/v1/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags: string[]; security: unknown[] }>>;
    }>();
    for (const path of ['/v1/api/provider/desks/', '/v1/api/provider/services/'])
      for (const method of ['get', 'post']) expect(doc.paths[path]?.[method]?.tags).toEqual(['desks']);
    for (const path of ['/v1/api/provider/desks/{id}/', '/v1/api/provider/services/{id}/'])
      for (const method of ['patch', 'delete']) expect(doc.paths[path]?.[method]?.security).toEqual([{ bearer: [] }]);
  });
});
