import { randomUUID } from 'node:crypto';
import {
  NEAR_POSITION_DEFAULT,
  NOTIFICATION_MESSAGES,
  calledBody,
  calledTitle,
  closedBody,
  nearBody,
  nearTitle,
  removedTitle,
  type NotificationPreferences,
  type PushMessage,
} from '@kataar/shared/notifications';
import { slotLabel } from '@kataar/shared/appointment-alerts';
import { DEFAULT_LANGUAGE, type Language } from '@kataar/shared/language';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { joinSentences, localizeMail, localizeMessage } from '../../lib/localize';
import { userEmail, userLanguage } from '../auth/user-service';
import { enqueue, enqueueAll, type OutboxMessage } from '../outbox/outbox-service';
import { ownProvider } from '../providers/provider-service';
import type { BookingCalendar } from './booking-calendar';
import {
  insertConsent,
  insertNearFired,
  selectConsent,
  selectNearFired,
  selectPreferences,
  selectRecipient,
  selectSubscriptions,
  type PreferencesRow,
} from './notifications-queries';

/** A queue entry as the queue module hands it over: who it is for and the number they are called by. */
export interface AlertEntry {
  id: number;
  consumerUserId: string | null;
  token: number;
}

/** A call, with where to go: the desk's name when the provider has several, and the token as called aloud. */
export interface CalledEntry extends AlertEntry {
  deskName?: string | null;
  tokenLabel?: string;
}

export interface AlertSettings {
  /** The web app's address, for the link in every alert. */
  siteUrl: string;
  /** Web Push is configured (VAPID keys). */
  push: boolean;
  /** WhatsApp is configured (token, number, both templates). */
  whatsapp: boolean;
  /** WhatsApp also has a template for booking messages. */
  whatsappAppointments: boolean;
  /** The messages with a WhatsApp template approved in Hindi. */
  whatsappHindi: ReadonlySet<WhatsAppPayload['event']>;
}

/** What each channel's outbox handler receives. */
export type PushPayload = PushMessage & { subscriptionId: string };
export interface EmailPayload {
  to: string;
  subject: string;
  text: string;
  /** A booking whose calendar file the e-mail attaches, built when the mail is sent. */
  calendar?: BookingCalendar;
}
export interface WhatsAppPayload {
  /** Digits with the country code, e.g. 919876543210. */
  to: string;
  /** Picks the template: queue near / called, or a booking's message. */
  event: 'near' | 'called' | 'appointment';
  /**
   * The template's body parameters in order: business name, then (near) position, then token;
   * for a booking, business name then the message.
   */
  parameters: string[];
  /** 'hi' picks the template approved in Hindi; absent, the English one. */
  language?: 'hi';
}

/**
 * A WhatsApp message before its recipient's language is known: a parameter given as sentences
 * (English) is written in the language of the template it goes out with.
 */
export type WhatsAppAlert = Omit<WhatsAppPayload, 'parameters' | 'language'> & { parameters: (string | string[])[] };

export function alertSettings(config: Pick<Config, 'publicUrl' | 'port' | 'vapid' | 'whatsapp'>): AlertSettings {
  return {
    siteUrl: (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, ''),
    push: !!config.vapid,
    whatsapp: !!config.whatsapp,
    whatsappAppointments: !!config.whatsapp?.templateAppointment,
    whatsappHindi: new Set(
      Object.entries(config.whatsapp?.hindiTemplates ?? {}).flatMap(([event, name]) =>
        name ? [event as WhatsAppPayload['event']] : [],
      ),
    ),
  };
}

const DEFAULTS: Omit<PreferencesRow, 'userId' | 'updatedAt'> = {
  nearPosition: NEAR_POSITION_DEFAULT,
  push: true,
  email: true,
  whatsapp: true,
};

export const toPreferences = (
  row: Omit<PreferencesRow, 'userId' | 'updatedAt'> = DEFAULTS,
): NotificationPreferences => ({
  near_position: row.nearPosition,
  push: row.push,
  email: row.email,
  whatsapp: row.whatsapp,
});

export async function preferencesOf(ex: Executor, userId: string): Promise<NotificationPreferences> {
  const [row] = await selectPreferences(ex, [userId]);
  return toPreferences(row);
}

/** One alert to one person, on each channel they have on. */
export interface PersonAlert {
  /** Names the event in dedupe keys: one message per event, channel and recipient. */
  key: string;
  userId: string;
  push: Omit<PushMessage, 'url'>;
  email?: Omit<EmailPayload, 'to'>;
  /** Only when the person consented to WhatsApp messages about this (with the number they gave). */
  whatsapp?: WhatsAppAlert | undefined;
  /** The slot the texts name, written by `slotLabel` in English: each person reads it in their language. */
  slot?: Date;
}

/** An alert's English text with the slot it names written in `language` (the sentence around it is translated after). */
function slotWriter(language: Language | null, slot: Date | undefined): (text: string) => string {
  if (!slot || !language || language === DEFAULT_LANGUAGE) return (text) => text;
  const english = slotLabel(slot);
  const local = slotLabel(slot, language);
  return (text) => text.replaceAll(english, local);
}

/**
 * The payload of a WhatsApp alert: the Hindi template for someone who chose Hindi when that
 * message has one approved (its sentences in Hindi), else the English template in English words.
 */
function whatsappPayload(
  { parameters, ...alert }: WhatsAppAlert,
  settings: AlertSettings,
  language: Language | null,
  dated: (text: string) => string,
): WhatsAppPayload {
  const hindi = language === 'hi' && settings.whatsappHindi.has(alert.event);
  // An English template gets the English words, its date included, whoever reads it.
  const words = (sentence: string) => (hindi ? localizeMessage(dated(sentence), 'hi') : sentence);
  const written = parameters.map((p) => (typeof p === 'string' ? p : joinSentences(p.map(words), hindi ? 'hi' : 'en')));
  return { ...alert, parameters: written, ...(hindi && { language: 'hi' }) };
}

/**
 * An alert's messages: push to each device, e-mail, WhatsApp, as the person chose. `prefs`, when the
 * caller read them already (several people at once), win over the saved ones read here.
 */
export async function alertMessages(
  tx: Executor,
  settings: AlertSettings,
  url: string,
  alert: PersonAlert,
  prefs?: PreferencesRow,
): Promise<OutboxMessage[]> {
  const messages: OutboxMessage[] = [];
  const person = await selectRecipient(tx, alert.userId);
  if (!person) return messages;
  const chosen = prefs ?? person.preferences ?? DEFAULTS;
  // Push and e-mail speak the person's saved language, WhatsApp too where a template is approved in it.
  const { language } = person;
  const dated = slotWriter(language, alert.slot);
  if (settings.push && chosen.push && person.subscriptionIds.length > 0) {
    const push = {
      ...alert.push,
      title: localizeMessage(dated(alert.push.title), language),
      body: localizeMessage(dated(alert.push.body), language),
    };
    for (const subscriptionId of person.subscriptionIds) {
      const payload: PushPayload = { ...push, url, subscriptionId };
      messages.push({ channel: 'push', dedupeKey: `${alert.key}:push:${subscriptionId}`, payload });
    }
  }
  if (alert.email && chosen.email) {
    const email = localizeMail(
      { ...alert.email, subject: dated(alert.email.subject), text: dated(alert.email.text) },
      language,
    );
    const payload: EmailPayload = { to: person.email, ...email, text: `${email.text}\n\n${url}\n` };
    messages.push({ channel: 'email', dedupeKey: `${alert.key}:email`, payload });
  }
  if (alert.whatsapp && settings.whatsapp && chosen.whatsapp) {
    const payload = whatsappPayload(alert.whatsapp, settings, language, dated);
    messages.push({ channel: 'whatsapp', dedupeKey: `${alert.key}:whatsapp`, payload });
  }
  return messages;
}

/** Writes an alert's messages to the outbox. */
export async function enqueueAlert(
  tx: Executor,
  settings: AlertSettings,
  url: string,
  alert: PersonAlert,
  prefs?: PreferencesRow,
): Promise<void> {
  await enqueueAll(tx, await alertMessages(tx, settings, url, alert, prefs));
}

interface Alert {
  /** Names the event in dedupe keys: one message per event, entry, channel and recipient. */
  key: string;
  entryId: number;
  userId: string;
  push: Omit<PushMessage, 'url'>;
  email?: Omit<EmailPayload, 'to'>;
  whatsapp?: Omit<WhatsAppPayload, 'to'>;
}

export type QueueAlerts = ReturnType<typeof createQueueAlerts>;

/**
 * Alerts about queue entries, written to the outbox in the transaction of the queue change that
 * causes them (the queue module calls these with its transaction). Walk-ins without an account get
 * none: they have no device, address or consent on record.
 */
export function createQueueAlerts(settings: AlertSettings) {
  const business = async (tx: Executor, providerId: string) => {
    const provider = await ownProvider(tx, providerId);
    return {
      name: provider.business_name,
      url: `${settings.siteUrl}/profile/${encodeURIComponent(provider.username)}`,
    };
  };

  const send = async (tx: Executor, url: string, { entryId, whatsapp, ...alert }: Alert, prefs?: PreferencesRow) => {
    // The number and consent of a queue entry are looked up only when there is a WhatsApp message.
    const consent = whatsapp && settings.whatsapp ? await selectConsent(tx, entryId) : undefined;
    const to = consent && whatsapp && { ...whatsapp, to: consent.phone };
    await enqueueAlert(tx, settings, url, { ...alert, whatsapp: to }, prefs);
  };

  /** "Near" for everyone in `head` (the first waiting, in order) within their N, once per entry. */
  const fireNear = async (tx: Executor, providerId: string, head: AlertEntry[], quietEntryId?: number) => {
    const people = head.flatMap((entry, i) => (entry.consumerUserId ? [{ ...entry, position: i + 1 }] : []));
    if (people.length === 0) return;
    const prefs = new Map(
      (await selectPreferences(tx, [...new Set(people.map((p) => p.consumerUserId as string))])).map((p) => [
        p.userId,
        p,
      ]),
    );
    const due = people.filter(
      (p) => p.position <= (prefs.get(p.consumerUserId as string)?.nearPosition ?? NEAR_POSITION_DEFAULT),
    );
    const fired = await selectNearFired(
      tx,
      due.map((p) => p.id),
    );
    const place = due.some((p) => !fired.has(p.id) && p.id !== quietEntryId)
      ? await business(tx, providerId)
      : undefined;
    for (const p of due) {
      if (fired.has(p.id) || !(await insertNearFired(tx, p.id))) continue;
      // Joining already within N is not "reaching" it: the joiner sees their place on the page.
      if (p.id === quietEntryId || !place) continue;
      const title = nearTitle(place.name);
      const body = nearBody(p.position, p.token);
      await send(
        tx,
        place.url,
        {
          key: `near:${p.id}`,
          entryId: p.id,
          userId: p.consumerUserId as string,
          push: { title, body, tag: `queue-${p.id}` },
          email: { subject: title, text: body },
          whatsapp: { event: 'near', parameters: [place.name, String(p.position), String(p.token)] },
        },
        prefs.get(p.consumerUserId as string),
      );
    }
  };

  return {
    /**
     * A signed-in person joined: records their WhatsApp consent (ticked box, configured WhatsApp),
     * and marks "near" as done if they joined already within N. `head`: the first waiting, in order.
     */
    async joined(
      tx: Executor,
      providerId: string,
      entry: AlertEntry & { phone: string; whatsappUpdates: boolean },
      head: AlertEntry[],
    ): Promise<void> {
      if (entry.consumerUserId && entry.whatsappUpdates && settings.whatsapp) {
        await insertConsent(tx, { entryId: entry.id, userId: entry.consumerUserId, phone: `91${entry.phone}` });
      }
      await fireNear(tx, providerId, head, entry.id);
    },

    /** People moved forward (a call, a removal, a leave): "near" for those now within their N. */
    movedForward: (tx: Executor, providerId: string, head: AlertEntry[]) => fireNear(tx, providerId, head),

    async called(tx: Executor, providerId: string, entry: CalledEntry): Promise<void> {
      if (!entry.consumerUserId) return;
      const place = await business(tx, providerId);
      const title = calledTitle(place.name);
      const token = entry.tokenLabel ?? String(entry.token);
      const body = calledBody(token, entry.deskName);
      await send(tx, place.url, {
        // A call undone and made again is a new call.
        key: `called:${entry.id}:${randomUUID()}`,
        entryId: entry.id,
        userId: entry.consumerUserId,
        push: { title, body, tag: `queue-${entry.id}` },
        email: { subject: title, text: body },
        whatsapp: { event: 'called', parameters: [place.name, token] },
      });
    },

    async removed(tx: Executor, providerId: string, entry: AlertEntry): Promise<void> {
      if (!entry.consumerUserId) return;
      const place = await business(tx, providerId);
      await send(tx, place.url, {
        key: `removed:${entry.id}:${randomUUID()}`,
        entryId: entry.id,
        userId: entry.consumerUserId,
        push: { title: removedTitle(place.name), body: removedTitle(place.name), tag: `queue-${entry.id}` },
      });
    },

    /** The queue was paused or the provider closed: everyone waiting hears it, once per pause. */
    async paused(tx: Executor, providerId: string, waiting: AlertEntry[], reason: 'paused' | 'closed'): Promise<void> {
      const people = waiting.filter((e) => e.consumerUserId);
      if (people.length === 0) return;
      const place = await business(tx, providerId);
      const event = randomUUID();
      const body = reason === 'paused' ? NOTIFICATION_MESSAGES.queuePaused : closedBody(place.name);
      for (const entry of people) {
        await send(tx, place.url, {
          key: `${reason}:${entry.id}:${event}`,
          entryId: entry.id,
          userId: entry.consumerUserId as string,
          push: { title: place.name, body, tag: `queue-${entry.id}` },
        });
      }
    },
  };
}

/** A test message on every channel the user has on (WhatsApp only sends approved queue templates). */
export async function enqueueTest(
  tx: Executor,
  settings: AlertSettings,
  userId: string,
): Promise<('push' | 'email')[]> {
  const prefs = await preferencesOf(tx, userId);
  const id = randomUUID();
  const channels: ('push' | 'email')[] = [];
  const language = await userLanguage(tx, userId);
  const title = localizeMessage(NOTIFICATION_MESSAGES.testTitle, language);
  const body = localizeMessage(NOTIFICATION_MESSAGES.testBody, language);
  if (settings.push && prefs.push) {
    const subs = await selectSubscriptions(tx, userId);
    for (const sub of subs) {
      const payload: PushPayload = { title, body, url: `${settings.siteUrl}/notifications`, subscriptionId: sub.id };
      await enqueue(tx, { channel: 'push', dedupeKey: `test:${id}:push:${sub.id}`, payload });
    }
    if (subs.length > 0) channels.push('push');
  }
  const to = prefs.email ? await userEmail(tx, userId) : undefined;
  if (to) {
    const subject = localizeMessage(NOTIFICATION_MESSAGES.testEmailSubject, language);
    const payload: EmailPayload = { to, subject, text: body };
    await enqueue(tx, { channel: 'email', dedupeKey: `test:${id}:email`, payload });
    channels.push('email');
  }
  return channels;
}
