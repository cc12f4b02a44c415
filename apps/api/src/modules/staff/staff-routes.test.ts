import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleRequiredMessage } from '@kataar/shared/auth';
import { STAFF_MESSAGES } from '@kataar/shared/staff';
import { providerMembers, users } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { mailText } from '../../test/mail-text';
import { insertProvider } from '../../test/provider-fixtures';
import { secondInstance } from '../../test/second-instance';
import { listen, openStream } from '../../test/sse-client';
import { createTestApp, createTestAppWithMail, type TestAppWithMail } from '../../test/test-app';

let t: TestAppWithMail;
let owner: SignedInUser;
let providerId: string;
beforeAll(async () => {
  t = await createTestAppWithMail(undefined, { PUBLIC_URL: 'https://kataar.test' });
  providerId = (await insertProvider(t.database, { username: 'staffed-clinic', businessName: 'Staffed Clinic' })).id;
  owner = await signedInUser(t.database, 'owner@staffed.in', { name: 'Olga Owner', provider: { id: providerId } });
});
afterAll(async () => {
  await t.close();
});

const staffCall = (as: SignedInUser | null, method: 'GET' | 'POST' | 'DELETE', path = '', payload?: object) =>
  t.app.inject({ method, url: `/v1/api/provider/staff/${path}`, headers: as?.headers ?? {}, payload });

describe('staff of a provider', () => {
  it('invites a new person by e-mail, creating their account and mailing them', async () => {
    const res = await staffCall(owner, 'POST', '', { email: 'Rita.Reception@Example.in', role: 'receptionist' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email: 'rita.reception@example.in', name: '', role: 'receptionist' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'rita.reception@example.in'));
    expect(user?.id).toBe(res.json().data.user_id);
    const sent = t.mail.lastTo('rita.reception@example.in');
    expect(sent?.subject).toBe('You have been added to Staffed Clinic on Kataar');
    expect(mailText(sent)).toContain('You have been added as receptionist of Staffed Clinic on Kataar.');
    expect(mailText(sent)).toContain('with this e-mail address (rita.reception@example.in)');
  });

  it('adds an existing user as manager, who then is a provider', async () => {
    const existing = await signedInUser(t.database, 'manny@example.in', { name: 'Manny' });
    const res = await staffCall(owner, 'POST', '', { email: 'manny@example.in', role: 'manager' });
    expect(res.statusCode).toBe(201);
    const me = await t.app.inject({ method: 'GET', url: '/v1/api/auth/me/', headers: existing.headers });
    expect(me.json().data.is_provider).toBe(true);
  });

  it('lists every member with e-mail, name and role, the owner first', async () => {
    const res = await staffCall(owner, 'GET');
    expect(res.statusCode).toBe(200);
    expect(
      res.json().data.map((m: { email: string; role: string; name: string }) => [m.email, m.name, m.role]),
    ).toEqual([
      ['owner@staffed.in', 'Olga Owner', 'owner'],
      ['rita.reception@example.in', '', 'receptionist'],
      ['manny@example.in', 'Manny', 'manager'],
    ]);
  });

  it('refuses a duplicate, a member of another business, the owner role and a bad address', async () => {
    const again = await staffCall(owner, 'POST', '', { email: 'manny@example.in', role: 'receptionist' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: STAFF_MESSAGES.alreadyMember,
      errors: { non_field_errors: [STAFF_MESSAGES.alreadyMember] },
    });
    const otherProvider = await insertProvider(t.database);
    await signedInUser(t.database, 'elsewhere@example.in', { provider: { id: otherProvider.id, role: 'manager' } });
    const elsewhere = await staffCall(owner, 'POST', '', { email: 'elsewhere@example.in', role: 'manager' });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe(STAFF_MESSAGES.memberElsewhere);
    const asOwner = await staffCall(owner, 'POST', '', { email: 'new@example.in', role: 'owner' });
    expect(asOwner.statusCode).toBe(400);
    expect(asOwner.json().errors).toEqual({ role: [STAFF_MESSAGES.roleRequired] });
    const badEmail = await staffCall(owner, 'POST', '', { email: 'nope', role: 'manager' });
    expect(badEmail.json().errors).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('removes a member but never the owner', async () => {
    const list = (await staffCall(owner, 'GET')).json().data as { user_id: string; email: string }[];
    const rita = list.find((m) => m.email === 'rita.reception@example.in')!;
    const ownerSeat = list.find((m) => m.email === 'owner@staffed.in')!;
    const cannot = await staffCall(owner, 'DELETE', `${ownerSeat.user_id}/`);
    expect(cannot.statusCode).toBe(409);
    expect(cannot.json().message).toBe(STAFF_MESSAGES.cannotRemoveOwner);
    const removed = await staffCall(owner, 'DELETE', `${rita.user_id}/`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: STAFF_MESSAGES.removed });
    const seats = await t.database.db
      .select()
      .from(providerMembers)
      .where(and(eq(providerMembers.providerId, providerId), eq(providerMembers.userId, rita.user_id)));
    expect(seats).toHaveLength(0);
    const gone = await staffCall(owner, 'DELETE', `${rita.user_id}/`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: STAFF_MESSAGES.notFound });
  });

  it('is for the owner only', async () => {
    const manager = await signedInUser(t.database, 'manny@example.in');
    const consumer = await signedInUser(t.database, 'consumer@example.in');
    for (const [method, path, body] of [
      ['GET', ''],
      ['POST', '', { email: 'x@example.in', role: 'manager' }],
      ['DELETE', `${owner.id}/`],
    ] as const) {
      expect((await staffCall(null, method, path, body)).statusCode).toBe(401);
      const asManager = await staffCall(manager, method, path, body);
      expect(asManager.statusCode).toBe(403);
      expect(asManager.json()).toEqual({ message: roleRequiredMessage(['owner']) });
      expect((await staffCall(consumer, method, path, body)).statusCode).toBe(403);
    }
  });
});

describe('invitation links without PUBLIC_URL', () => {
  it('never carry a Host header from outside this machine', async () => {
    const embedded = await createTestApp(undefined, { SMTP_URL: t.mail.url, PORT: '4321' });
    try {
      const id = (await insertProvider(embedded.database, { username: 'hosted-clinic' })).id;
      const boss = await signedInUser(embedded.database, 'boss@hosted.in', { provider: { id } });
      const res = await embedded.app.inject({
        method: 'POST',
        url: '/v1/api/provider/staff/',
        headers: { ...boss.headers, host: 'evil.example' },
        payload: { email: 'new.hire@example.in', role: 'manager' },
      });
      expect(res.statusCode).toBe(201);
      const text = mailText(t.mail.lastTo('new.hire@example.in'));
      expect(text).toContain('http://localhost:4321/provider/dashboard');
      expect(text).not.toContain('evil.example');
    } finally {
      await embedded.close();
    }
  });
});

describe('a member who is removed', () => {
  it('loses the open member streams at once, on every process', async () => {
    const desk = await signedInUser(t.database, 'desk-stream@staffed.in', {
      provider: { id: providerId, role: 'receptionist' },
    });
    const other = await secondInstance(t);
    try {
      const url = `${await listen(other.app)}/v1/api/queue/staffed-clinic/events`;
      const stream = await openStream(url, desk.headers);
      const bystander = await openStream(url, owner.headers);
      expect([stream.status, bystander.status]).toEqual([200, 200]);

      expect((await staffCall(owner, 'DELETE', `${desk.id}/`)).statusCode).toBe(200);
      await stream.ended;
      // The owner's own stream goes on.
      expect(bystander.events.length).toBeGreaterThan(0);
      const ownerEnded = await Promise.race([bystander.ended.then(() => true), Promise.resolve(false)]);
      expect(ownerEnded).toBe(false);
      bystander.close();
    } finally {
      await other.close();
    }
  });
});

describe('two owners inviting one person at the same moment', () => {
  it('gives each person a seat in one business only, across two processes', async () => {
    const otherId = (await insertProvider(t.database, { username: 'rival-clinic', businessName: 'Rival Clinic' })).id;
    const rival = await signedInUser(t.database, 'owner@rival.in', { provider: { id: otherId } });
    const other = await secondInstance(t);
    try {
      const emails = Array.from({ length: 20 }, (_, i) => `sought${i}@example.in`);
      const answers = await Promise.all(
        emails.flatMap((email) => [
          t.app.inject({
            method: 'POST',
            url: '/v1/api/provider/staff/',
            headers: owner.headers,
            payload: { email, role: 'receptionist' },
          }),
          other.app.inject({
            method: 'POST',
            url: '/v1/api/provider/staff/',
            headers: rival.headers,
            payload: { email, role: 'receptionist' },
          }),
        ]),
      );
      for (let i = 0; i < emails.length; i++) {
        const pair = [answers[2 * i]!, answers[2 * i + 1]!];
        expect(pair.map((a) => a.statusCode).sort()).toEqual([201, 409]);
        expect(pair.find((a) => a.statusCode === 409)?.json().message).toBe(STAFF_MESSAGES.memberElsewhere);
      }
      const seats = await t.database.db
        .select({ email: users.email })
        .from(providerMembers)
        .innerJoin(users, eq(users.id, providerMembers.userId))
        .where(inArray(users.email, emails));
      expect(seats.map((s) => s.email).sort()).toEqual([...emails].sort());
      // The database itself refuses a second seat, whatever a caller checked before.
      const [seat] = await t.database.db
        .select()
        .from(providerMembers)
        .innerJoin(users, eq(users.id, providerMembers.userId))
        .where(eq(users.email, emails[0]!));
      const elsewhere = seat!.provider_members.providerId === providerId ? otherId : providerId;
      const second = t.database.db
        .insert(providerMembers)
        .values({ providerId: elsewhere, userId: seat!.users.id, role: 'receptionist' });
      await expect(second).rejects.toThrow();
    } finally {
      await other.close();
    }
  });
});
