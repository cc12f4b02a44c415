import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import webpush from 'web-push';
import { appointments, outbox } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { insertBooking } from '../../test/booking-fixtures';
import { startHttpsReceiver, type HttpsReceiver, type ReceivedRequest } from '../../test/https-receiver';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { slotLabel } from '@kataar/shared/appointment-alerts';
import { mailSubject, mailText } from '../../test/mail-text';
import { insertProvider } from '../../test/provider-fixtures';
import { pushClient, type PushClient } from '../../test/push-client';
import { alertTestEnv, whatsappTemplate } from '../../test/alert-env';
import { createTestApp, type TestApp } from '../../test/test-app';
import { caller } from '../../test/json-caller';
import type { AppContext } from '../../app-context';

type AppointmentEvent = Parameters<AppContext['appointmentEvents']['emit']>[1];
type AppointmentRow = AppointmentEvent['appointment'];

const vapid = webpush.generateVAPIDKeys();
const HOUR = 3_600_000;
let t: TestApp;
let receiver: HttpsReceiver;
let mail: MailCatcher;
let providerId: string;
let asha: SignedInUser;
let ashaPush: PushClient;
/** Someone who chose Hindi. */
let meera: SignedInUser;
let meeraPush: PushClient;

beforeAll(async () => {
  receiver = await startHttpsReceiver();
  mail = await startMailCatcher();
  t = await createTestApp(
    async (database) => {
      providerId = (
        await insertProvider(database, {
          username: 'sharma-clinic',
          businessName: 'Sharma Family Clinic',
          addressLine1: '12 FC Road',
          area: 'Shivajinagar',
          city: 'Pune',
          pincode: '411004',
        })
      ).id;
    },
    {
      ...alertTestEnv(receiver.url, mail.url, vapid),
      WHATSAPP_TEMPLATE_APPOINTMENT: 'appointment_update',
      // Approved in Hindi under the same name, as Meta allows.
      WHATSAPP_TEMPLATE_APPOINTMENT_HI: 'appointment_update',
    },
    { outboundAgent: receiver.agent },
  );
  asha = await signedInUser(t.database, 'asha-booking@example.in');
  ashaPush = pushClient(`${receiver.url}/push/asha`);
  const subscribed = await caller(t.app)('POST', '/push/subscriptions/', {
    auth: asha.headers,
    payload: ashaPush.subscription,
  });
  expect(subscribed.status).toBe(201);
  meera = await signedInUser(t.database, 'meera-booking@example.in');
  meeraPush = pushClient(`${receiver.url}/push/meera`);
  const call = caller(t.app);
  expect(
    (await call('POST', '/push/subscriptions/', { auth: meera.headers, payload: meeraPush.subscription })).status,
  ).toBe(201);
  expect((await call('PATCH', '/auth/me/', { auth: meera.headers, payload: { language: 'hi' } })).status).toBe(200);
});

afterAll(async () => {
  await t?.close();
  await mail?.close();
  await receiver?.close();
});

const emit = (event: AppointmentEvent) => t.database.db.transaction((tx) => t.app.appointmentEvents.emit(tx, event));
const isPush = (req: ReceivedRequest) => req.path === '/push/asha';
const isWhatsApp = (req: ReceivedRequest) => req.path === '/v21.0/1055/messages';
const pushed = () =>
  receiver.requests.filter(isPush).map((req) => ashaPush.open(req) as { title: string; body: string });
const whatsapps = () =>
  receiver.requests.filter(isWhatsApp).map((req) => JSON.parse(req.body.toString()) as Record<string, unknown>);
const mailsTo = () => mail.mails.filter((m) => m.to.includes(asha.email));
const settle = async () => {
  t.app.outbox.kick();
  await vi.waitFor(
    async () => {
      const pending = await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), like(outbox.dedupeKey, 'appointment:%')));
      expect(pending.filter((r) => r.dueAt <= new Date())).toEqual([]);
    },
    { timeout: 20_000, interval: 50 },
  );
  await t.app.outbox.idle();
};
const reminderRows = (id: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(like(outbox.dedupeKey, `appointment:${id}:reminder:%`));
/** Makes a booking's reminders for `start` due now, as if the time had come. */
const reminderTimeCame = async (id: string, start: Date) => {
  await t.database.db
    .update(outbox)
    .set({ dueAt: new Date(Date.now() - 1000) })
    .where(like(outbox.dedupeKey, `appointment:${id}:reminder:${start.toISOString()}:%`));
  await settle();
};
const book = (start: Date, overrides: Partial<AppointmentRow> = {}) =>
  insertBooking(t.database, { providerId, consumerUserId: asha.id, start }, { whatsappUpdates: true, ...overrides });

describe('booking alerts', () => {
  it('confirms a booking by push, e-mail with the calendar file, and WhatsApp with consent', async () => {
    const start = new Date(Math.ceil((Date.now() + 48 * HOUR) / HOUR) * HOUR);
    const booking = await book(start);
    await emit({ kind: 'booked', appointment: booking, by: 'customer' });
    await vi.waitFor(() => expect(mailsTo().length).toBe(1), { timeout: 20_000, interval: 50 });
    await receiver.waitFor(1, isPush);
    await receiver.waitFor(1, isWhatsApp);
    const confirmation = mailsTo()[0];
    expect(confirmation?.subject).toBe('Appointment confirmed at Sharma Family Clinic');
    expect(mailText(confirmation)).toContain(`Booking ${booking.reference}`);
    expect(confirmation?.raw).toMatch(/Content-Type: text\/calendar/i);
    expect(confirmation?.raw).toContain(`filename=${booking.reference}.ics`);
    const ics = Buffer.from(
      /filename=\S+\.ics\r?\n(?:.*\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(confirmation?.raw ?? '')?.[1] ?? '',
      'base64',
    ).toString();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Sharma Family Clinic: appointment');
    expect(ics).toContain(`DTSTART:${start.toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
    expect(ics).toContain('LOCATION:12 FC Road\\, Shivajinagar\\, Pune\\, 411004');
    expect(pushed()).toEqual([
      expect.objectContaining({
        title: 'Appointment confirmed at Sharma Family Clinic',
        url: 'https://kataar.test/profile/sharma-clinic',
      }),
    ]);
    // English words and the English date, exactly as before Hindi templates existed.
    expect(whatsapps()[0]).toMatchObject({
      to: '919876543210',
      template: whatsappTemplate('appointment_update', 'en', [
        'Sharma Family Clinic',
        `Appointment confirmed at Sharma Family Clinic. ${slotLabel(start)}. Booking ${booking.reference}. The calendar file is attached to the e-mail.`,
      ]),
    });
    expect(mailText(confirmation)).toContain(`${slotLabel(start)}. Booking ${booking.reference}.`);
    // Reminders 24 h and 1 h before, due later.
    const reminders = await reminderRows(booking.id);
    expect(reminders.map((r) => r.dueAt.getTime()).sort()).toEqual([
      start.getTime() - 24 * HOUR,
      start.getTime() - HOUR,
    ]);
    expect(reminders.every((r) => r.status === 'pending')).toBe(true);
  });

  it('sends no confirmation while an advance is due, then confirms when it is paid', async () => {
    const before = mailsTo().length;
    const booking = await book(new Date(Date.now() + 72 * HOUR), {
      status: 'awaiting_payment',
      payment: 'upi_advance',
      amountPaise: 30_000,
      whatsappUpdates: false,
    });
    await emit({ kind: 'booked', appointment: booking, by: 'customer' });
    await settle();
    expect(mailsTo().length).toBe(before);
    expect(await reminderRows(booking.id)).toEqual([]);
    const whatsappBefore = whatsapps().length;
    await emit({ kind: 'payment_confirmed', appointment: { ...booking, status: 'confirmed' }, by: 'provider' });
    await vi.waitFor(() => expect(mailsTo().length).toBe(before + 1), { timeout: 20_000, interval: 50 });
    await settle();
    expect(await reminderRows(booking.id)).toHaveLength(2);
    // No WhatsApp consent for this booking.
    expect(whatsapps().length).toBe(whatsappBefore);
  });

  it('writes no reminder that would already be past', async () => {
    const soon = await book(new Date(Date.now() + 30 * 60_000));
    await emit({ kind: 'booked', appointment: soon, by: 'customer' });
    expect(await reminderRows(soon.id)).toEqual([]);
    const tomorrowish = await book(new Date(Date.now() + 5 * HOUR));
    await emit({ kind: 'booked', appointment: tomorrowish, by: 'customer' });
    expect((await reminderRows(tomorrowish.id)).map((r) => r.dueAt.getTime())).toEqual([
      tomorrowish.startAt.getTime() - HOUR,
    ]);
    await settle();
  });

  it('reminds when the time comes, and not a cancelled or moved booking', async () => {
    const start = new Date(Math.ceil((Date.now() + 50 * HOUR) / HOUR) * HOUR);
    const kept = await book(start, { whatsappUpdates: false });
    const cancelled = await book(new Date(start.getTime() + HOUR), { whatsappUpdates: false });
    const moved = await book(new Date(start.getTime() + 2 * HOUR), { whatsappUpdates: false });
    for (const b of [kept, cancelled, moved]) await emit({ kind: 'booked', appointment: b, by: 'customer' });
    await settle();
    const mailsBefore = mailsTo().length;

    await t.database.db
      .update(appointments)
      .set({ status: 'cancelled', cancelledBy: 'customer' })
      .where(eq(appointments.id, cancelled.id));
    const newStart = new Date(start.getTime() + 26 * HOUR);
    const [movedRow] = await t.database.db
      .update(appointments)
      .set({ startAt: newStart, endAt: new Date(newStart.getTime() + 15 * 60_000) })
      .where(eq(appointments.id, moved.id))
      .returning();
    if (!movedRow) throw new Error('no moved row');
    await emit({ kind: 'rescheduled', appointment: movedRow, by: 'customer', previousStart: moved.startAt });
    await settle();
    expect(mailsTo().at(-1)?.subject).toBe('Appointment moved at Sharma Family Clinic');

    for (const b of [kept, cancelled, moved]) await reminderTimeCame(b.id, b.startAt);
    const reminders = mailsTo()
      .slice(mailsBefore + 1)
      .map((m) => m.subject);
    expect(reminders.sort()).toEqual([
      'In 1 hour: your appointment at Sharma Family Clinic',
      'Tomorrow: your appointment at Sharma Family Clinic',
    ]);
    expect(
      mailsTo()
        .slice(mailsBefore + 1)
        .every((m) => mailText(m).includes(kept.reference)),
    ).toBe(true);
    // The moved booking is reminded of its new slot.
    await reminderTimeCame(moved.id, newStart);
    expect(
      mailsTo()
        .slice(-2)
        .every((m) => mailText(m).includes(moved.reference)),
    ).toBe(true);
  });

  it('tells the person when the provider cancels, with the reason; not when they cancel themselves', async () => {
    const booking = await book(new Date(Date.now() + 30 * HOUR));
    const before = mailsTo().length;
    await emit({
      kind: 'cancelled',
      appointment: { ...booking, status: 'cancelled', cancelledBy: 'customer' },
      by: 'customer',
    });
    await settle();
    expect(mailsTo().length).toBe(before);
    const whatsappBefore = whatsapps().length;
    await emit({
      kind: 'cancelled',
      appointment: { ...booking, status: 'cancelled', cancelledBy: 'provider', cancelReason: 'Doctor on leave' },
      by: 'provider',
    });
    await vi.waitFor(() => expect(mailsTo().length).toBe(before + 1), { timeout: 20_000, interval: 50 });
    const last = mailsTo().at(-1);
    expect(last?.subject).toBe('Sharma Family Clinic cancelled your appointment');
    expect(mailText(last)).toContain('Reason: Doctor on leave');
    await receiver.waitFor(whatsappBefore + 1, isWhatsApp);
    expect(pushed().at(-1)).toMatchObject({ title: 'Sharma Family Clinic cancelled your appointment' });
  });
});

describe('booking alerts for someone who chose Hindi', () => {
  it('writes push, e-mail and the Hindi WhatsApp template in Hindi, the slot in Hindi too', async () => {
    const start = new Date(Math.ceil((Date.now() + 48 * HOUR) / HOUR) * HOUR);
    const booking = await insertBooking(
      t.database,
      { providerId, consumerUserId: meera.id, start },
      { whatsappUpdates: true, consumerContact: '9876500001' },
    );
    await emit({ kind: 'booked', appointment: booking, by: 'customer' });
    const isMeeras = (req: ReceivedRequest) => isWhatsApp(req) && req.body.toString().includes('919876500001');
    const [whatsapp] = await receiver.waitFor(1, isMeeras);
    const [push] = await receiver.waitFor(1, (req) => req.path === '/push/meera');
    await vi.waitFor(() => expect(mail.mails.some((m) => m.to.includes(meera.email))).toBe(true), {
      timeout: 20_000,
      interval: 50,
    });

    const when = slotLabel(start, 'hi');
    expect(when).not.toBe(slotLabel(start));
    const title = 'Sharma Family Clinic में अपॉइंटमेंट पक्का हो गया';
    const body = `${when}। बुकिंग ${booking.reference}। कैलेंडर फ़ाइल ईमेल के साथ जुड़ी है।`;
    expect(meeraPush.open(push as ReceivedRequest)).toMatchObject({ title, body });
    const sent = mail.mails.find((m) => m.to.includes(meera.email));
    expect(mailSubject(sent)).toBe(title);
    expect(mailText(sent)).toContain(body);
    expect(JSON.parse(whatsapp?.body.toString() ?? '')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876500001',
      type: 'template',
      template: whatsappTemplate('appointment_update', 'hi', ['Sharma Family Clinic', `${title}। ${body}`]),
    });
    await settle();
  });
});
