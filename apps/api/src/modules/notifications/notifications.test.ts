import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import webpush from 'web-push';
import { desks, outbox, providers, pushSubscriptions, whatsappConsents } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { startHttpsReceiver, type HttpsReceiver, type ReceivedRequest } from '../../test/https-receiver';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { insertProvider } from '../../test/provider-fixtures';
import { pushClient, verifyVapid, type PushClient } from '../../test/push-client';
import { alertTestEnv, whatsappTemplate } from '../../test/alert-env';
import { createTestApp, type TestApp } from '../../test/test-app';
import { caller, customer } from '../../test/json-caller';

const vapid = webpush.generateVAPIDKeys();
let t: TestApp;
let receiver: HttpsReceiver;
let mail: MailCatcher;
let call: ReturnType<typeof caller>;
let owner: SignedInUser;
const people: { user: SignedInUser; push: PushClient; name: string }[] = [];

beforeAll(async () => {
  receiver = await startHttpsReceiver();
  mail = await startMailCatcher();
  let providerId = '';
  t = await createTestApp(
    async (database) => {
      providerId = (await insertProvider(database, { username: 'sharma-clinic', businessName: 'Sharma Family Clinic' }))
        .id;
    },
    // "Called" is approved in Hindi too (under its own name); "near" only in English.
    { ...alertTestEnv(receiver.url, mail.url, vapid), WHATSAPP_TEMPLATE_CALLED_HI: 'queue_called_hi' },
    { outboundAgent: receiver.agent },
  );
  call = caller(t.app);
  owner = await signedInUser(t.database, 'owner@sharma.in', { provider: { id: providerId } });
  for (let i = 0; i < 5; i++) {
    const name = `p${i}`;
    people.push({
      name,
      user: await signedInUser(t.database, `${name}@example.in`),
      push: pushClient(`${receiver.url}/push/${name}`),
    });
  }
});

afterAll(async () => {
  await t?.close();
  await mail?.close();
  await receiver?.close();
});

const person = (i: number) => {
  const p = people[i];
  if (!p) throw new Error(`no person ${i}`);
  return p;
};
const pushesTo = (i: number) => (req: ReceivedRequest) => req.path === `/push/${person(i).name}`;
const isWhatsApp = (req: ReceivedRequest) => req.path === '/v21.0/1055/messages';
/** The decrypted push messages person i has received so far. */
const pushed = (i: number) => receiver.requests.filter(pushesTo(i)).map((req) => person(i).push.open(req));
const mailsTo = (i: number) => mail.mails.filter((m) => m.to.includes(person(i).user.email));
const waitForMail = (i: number, count: number) =>
  vi.waitFor(() => expect(mailsTo(i).length).toBeGreaterThanOrEqual(count), { timeout: 20_000, interval: 50 });
const url = 'https://kataar.test/profile/sharma-clinic';

describe('subscribing', () => {
  it('gives the VAPID public key and says WhatsApp updates are offered', async () => {
    const res = await call('GET', '/push/public-key/');
    expect(res).toMatchObject({
      status: 200,
      body: { data: { public_key: vapid.publicKey, whatsapp_available: true } },
    });
  });

  it('stores a subscription per device (201) and refuses endpoints off the push services (400)', async () => {
    for (let i = 0; i < people.length; i++) {
      const res = await call('POST', '/push/subscriptions/', {
        auth: person(i).user.headers,
        payload: person(i).push.subscription,
      });
      expect(res.status).toBe(201);
    }
    for (const endpoint of [
      'https://evil.example.com/push/1',
      'https://169.254.169.254/latest',
      'http://127.0.0.1/x',
    ]) {
      const res = await call('POST', '/push/subscriptions/', {
        auth: person(0).user.headers,
        payload: { endpoint, keys: person(0).push.subscription.keys },
      });
      expect(res.status, endpoint).toBe(400);
    }
    const refused = await call('POST', '/push/subscriptions/', {
      auth: person(0).user.headers,
      payload: { endpoint: 'https://evil.example.com/push/1', keys: person(0).push.subscription.keys },
    });
    expect(refused.body.message).toBe(
      'This push service is not accepted. Use a browser with its standard push service.',
    );
    const rows = await t.database.db.select().from(pushSubscriptions);
    expect(rows).toHaveLength(people.length);
  });

  it('accepts the FCM host of Chromium builds other than Stable', async () => {
    const auth = person(0).user.headers;
    const endpoint = 'https://jmt17.google.com/fcm/send/abc:APA91b';
    const keys = person(0).push.subscription.keys;
    expect((await call('POST', '/push/subscriptions/', { auth, payload: { endpoint, keys } })).status).toBe(201);
    // Removed again: the later tests count this person's subscriptions.
    expect((await call('DELETE', '/push/subscriptions/', { auth, payload: { endpoint } })).status).toBe(200);
  });

  it('keeps preferences with defaults, and N only from 1 to 10', async () => {
    const auth = person(4).user.headers;
    expect((await call('GET', '/notifications/preferences/', { auth })).body.data).toEqual({
      near_position: 3,
      push: true,
      email: true,
      whatsapp: true,
    });
    expect((await call('PATCH', '/notifications/preferences/', { auth, payload: { near_position: 11 } })).status).toBe(
      400,
    );
    expect((await call('PATCH', '/notifications/preferences/', { auth, payload: { near_position: 0 } })).status).toBe(
      400,
    );
    const res = await call('PATCH', '/notifications/preferences/', {
      auth,
      payload: { near_position: 5, email: false },
    });
    expect(res.body.data).toEqual({ near_position: 5, push: true, email: false, whatsapp: true });
  });
});

describe('queue alerts', () => {
  it('records WhatsApp consent with its time only for those who ticked the box', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await call('POST', '/queue/join/sharma-clinic/', {
        auth: person(i).user.headers,
        payload: customer(i, { whatsapp_updates: i === 0 || i === 3 }),
      });
      expect(res.status).toBe(200);
    }
    const consents = await t.database.db.select().from(whatsappConsents);
    expect(consents.map((c) => c.phone).sort()).toEqual(['919800000000', '919800000003']);
    expect(consents.every((c) => c.consentedAt instanceof Date)).toBe(true);
    // Joining within N is not reaching N: nothing was written to send.
    expect(await t.database.db.select().from(outbox)).toEqual([]);
  });

  it('calls: push, e-mail and WhatsApp to the one called; "near" to the one who reached N', async () => {
    expect((await call('POST', '/queue/pop/', { auth: owner.headers })).status).toBe(200);

    const [calledPush] = await receiver.waitFor(1, pushesTo(0));
    expect(person(0).push.open(calledPush as ReceivedRequest)).toMatchObject({
      title: "It's your turn at Sharma Family Clinic",
      body: 'Token 1. Please go to the desk.',
      url,
    });
    expect(calledPush?.headers['content-encoding']).toBe('aes128gcm');
    const claims = await verifyVapid(calledPush as ReceivedRequest, vapid.publicKey);
    expect(claims).toMatchObject({ aud: receiver.url, sub: 'mailto:alerts@kataar.test' });

    const [nearPush] = await receiver.waitFor(1, pushesTo(3));
    expect(person(3).push.open(nearPush as ReceivedRequest)).toMatchObject({
      title: 'Your turn at Sharma Family Clinic is near',
      body: 'You are number 3 in the queue (Token 4).',
      url,
    });

    const whatsapp = await receiver.waitFor(2, isWhatsApp);
    const bodies = whatsapp.map((req) => JSON.parse(req.body.toString()) as { to: string });
    expect(bodies.find((b) => b.to === '919800000000')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919800000000',
      type: 'template',
      template: {
        name: 'queue_called',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Sharma Family Clinic' },
              { type: 'text', text: '1' },
            ],
          },
        ],
      },
    });
    expect(bodies.find((b) => b.to === '919800000003')).toMatchObject({
      template: {
        name: 'queue_near',
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Sharma Family Clinic' },
              { type: 'text', text: '3' },
              { type: 'text', text: '4' },
            ],
          },
        ],
      },
    });
    expect(whatsapp[0]?.headers.authorization).toBe('Bearer wa-secret-token');
    expect(whatsapp[0]?.headers['content-type']).toBe('application/json');

    await waitForMail(0, 1);
    expect(mailsTo(0)[0]?.subject).toBe("It's your turn at Sharma Family Clinic");
    expect(mailsTo(0)[0]?.raw).toContain(url);
    await waitForMail(3, 1);
    expect(mailsTo(3)[0]?.subject).toBe('Your turn at Sharma Family Clinic is near');
  });

  it('fires "near" once per entry, even when pushed back above N and reaching it again', async () => {
    const entries = (await call('GET', '/queue/entries/', { auth: owner.headers })).body.data as { id: number }[];
    expect(entries).toHaveLength(3);
    // Undo brings person 0 back to the front: person 3 is number 4 again.
    const called = await t.database.db.query.queueEntries.findFirst({
      where: (e, { eq: is }) => is(e.consumerUserId, person(0).user.id),
    });
    expect((await call('POST', `/queue/undo/${called?.id}/`, { auth: owner.headers })).status).toBe(200);
    expect((await call('POST', '/queue/pop/', { auth: owner.headers })).status).toBe(200);
    // The second call of person 0 is a new event; person 3's "near" is not sent again.
    await receiver.waitFor(2, pushesTo(0));
    const entry3 = await t.database.db.query.queueEntries.findFirst({
      where: (e, { eq: is }) => is(e.consumerUserId, person(3).user.id),
    });
    // Written in the transactions of the changes: one "near" per channel, ever, for this entry.
    const nearRows = await t.database.db
      .select({ channel: outbox.channel })
      .from(outbox)
      .where(like(outbox.dedupeKey, `near:${entry3?.id}:%`));
    expect(nearRows.map((r) => r.channel).sort()).toEqual(['email', 'push', 'whatsapp']);
    expect(pushed(3)).toHaveLength(1);
    expect(receiver.requests.filter(isWhatsApp).filter((r) => r.body.toString().includes('queue_near'))).toHaveLength(
      1,
    );
  });

  it('tells the person the desk removed, by push', async () => {
    const entry = await t.database.db.query.queueEntries.findFirst({
      where: (e, { eq: is }) => is(e.consumerUserId, person(1).user.id),
    });
    expect((await call('DELETE', `/queue/delete/${entry?.id}/`, { auth: owner.headers })).status).toBe(200);
    const [req] = await receiver.waitFor(1, pushesTo(1));
    expect(person(1).push.open(req as ReceivedRequest)).toMatchObject({
      title: 'Sharma Family Clinic removed you from the queue',
      url,
    });
  });

  it('tells everyone waiting when the queue is paused and when the provider closes', async () => {
    const before = pushed(2).length;
    expect(
      (await call('PATCH', '/queue/status/', { auth: owner.headers, payload: { queue_status: false } })).status,
    ).toBe(200);
    await receiver.waitFor(before + 1, pushesTo(2));
    expect(pushed(2).at(-1)).toMatchObject({
      title: 'Sharma Family Clinic',
      body: 'The queue is paused. You keep your place.',
    });
    expect(
      (await call('PATCH', '/provider/toggle/', { auth: owner.headers, payload: { is_open: false } })).status,
    ).toBe(200);
    await receiver.waitFor(before + 2, pushesTo(2));
    expect(pushed(2).at(-1)).toMatchObject({ body: 'Sharma Family Clinic has closed for now. You keep your place.' });
    await receiver.waitFor(2, pushesTo(3));
  });
});

describe('test notifications and gone subscriptions', () => {
  it('sends a test on every channel that is on', async () => {
    const res = await call('POST', '/notifications/test/', { auth: person(4).user.headers });
    // Person 4 turned e-mail off.
    expect(res).toMatchObject({ status: 200, body: { data: { channels: ['push'] } } });
    const [req] = await receiver.waitFor(1, pushesTo(4));
    expect(person(4).push.open(req as ReceivedRequest)).toMatchObject({ title: 'Kataar' });
  });

  it('the test e-mail says in its subject what it is, not only the brand', async () => {
    const before = mailsTo(1).length;
    const res = await call('POST', '/notifications/test/', { auth: person(1).user.headers });
    expect(res.body.data).toMatchObject({ channels: expect.arrayContaining(['email']) });
    await waitForMail(1, before + 1);
    expect(mailsTo(1).at(-1)?.subject).toBe('Test notification from Kataar');
  });

  it('deletes a subscription the push service answers 404 or 410 for', async () => {
    receiver.reply((req) => (req.path === '/push/p2' ? 410 : req.path === '/push/p4' ? 404 : 201));
    try {
      for (const i of [2, 4]) {
        await call('POST', '/notifications/test/', { auth: person(i).user.headers });
      }
      await vi.waitFor(
        async () => {
          const rows = await t.database.db.select().from(pushSubscriptions);
          expect(rows.map((r) => r.endpoint).sort()).toEqual(
            [0, 1, 3].map((i) => person(i).push.subscription.endpoint).sort(),
          );
        },
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      receiver.reply(() => 201);
    }
  });

  it('unsubscribes a device', async () => {
    const { endpoint } = person(1).push.subscription;
    const auth = person(1).user.headers;
    expect((await call('DELETE', '/push/subscriptions/', { auth, payload: { endpoint } })).status).toBe(200);
    expect((await call('DELETE', '/push/subscriptions/', { auth, payload: { endpoint } })).status).toBe(404);
    const rows = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toEqual([]);
  });
});

describe('WhatsApp for someone who chose Hindi', () => {
  it('sends the Hindi template where one is approved, and the English one where none is', async () => {
    const meera = await signedInUser(t.database, 'meera-whatsapp@example.in');
    const as = { auth: meera.headers };
    expect((await call('PATCH', '/auth/me/', { ...as, payload: { language: 'hi' } })).status).toBe(200);
    // Near only at the front, so joining third is not already "near".
    expect((await call('PATCH', '/notifications/preferences/', { ...as, payload: { near_position: 1 } })).status).toBe(
      200,
    );
    expect((await call('PATCH', '/provider/toggle/', { auth: owner.headers, payload: { is_open: true } })).status).toBe(
      200,
    );
    expect(
      (await call('PATCH', '/queue/status/', { auth: owner.headers, payload: { queue_status: true } })).status,
    ).toBe(200);
    const joined = await call('POST', '/queue/join/sharma-clinic/', {
      ...as,
      payload: customer(5, { whatsapp_updates: true }),
    });
    expect(joined.status).toBe(200);
    const toMeera = (req: ReceivedRequest) => isWhatsApp(req) && req.body.toString().includes('919800000005');
    const template = (req: ReceivedRequest | undefined) =>
      (JSON.parse(req?.body.toString() ?? '{}') as { template: { name: string; language: { code: string } } }).template;

    // Two ahead are called; at the front, "near" goes out with the English template.
    for (let i = 0; i < 2; i++) expect((await call('POST', '/queue/pop/', { auth: owner.headers })).status).toBe(200);
    const [near] = await receiver.waitFor(1, toMeera);
    expect(template(near)).toMatchObject({ name: 'queue_near', language: { code: 'en' } });

    expect((await call('POST', '/queue/pop/', { auth: owner.headers })).status).toBe(200);
    const [, called] = await receiver.waitFor(2, toMeera);
    expect(template(called)).toEqual(
      whatsappTemplate('queue_called_hi', 'hi', [
        'Sharma Family Clinic',
        String((joined.body.data as { token: number }).token),
      ]),
    );
  });
});

describe('a provider with several desks', () => {
  it('tells the person called which desk to go to, with the desk’s letter on their token', async () => {
    const { db } = t.database;
    const [clinic] = await db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.username, 'sharma-clinic'));
    await db.insert(desks).values({ providerId: clinic!.id, name: 'Dr. Mehta', tokenPrefix: 'M' });
    const [mehta] = await db.select({ id: desks.id }).from(desks).where(eq(desks.name, 'Dr. Mehta'));
    const patient = await signedInUser(t.database, 'desk-patient@example.in');
    const joined = await call('POST', '/queue/join/sharma-clinic/', {
      auth: patient.headers,
      payload: customer(7, { desk_id: mehta!.id }),
    });
    expect(joined.status).toBe(200);
    // Dr. Mehta calls "first available" people who came earlier first, then his own patient.
    let called = '';
    for (let i = 0; i < 10 && called !== 'Customer 7'; i++) {
      const res = await call('POST', '/queue/pop/', { auth: owner.headers, payload: { desk_id: mehta!.id } });
      called = (res.body.data as { consumer_name: string }).consumer_name;
    }
    expect(called).toBe('Customer 7');
    const token = (joined.body.data as { token: number }).token;
    await vi.waitFor(
      () =>
        expect(mail.mails.find((m) => m.to.includes(patient.email))?.raw).toContain(
          `Token M-${token}, please go to Dr. Mehta.`,
        ),
      { timeout: 20_000, interval: 50 },
    );
  });
});
