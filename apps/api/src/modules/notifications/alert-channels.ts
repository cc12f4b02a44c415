import webpush, { WebPushError } from 'web-push';
import type { AppContext } from '../../app-context';
import { httpsPost } from '../../lib/https-post';
import { PermanentFailure } from '../outbox/outbox-service';
import { calendarAttachment } from './booking-calendar';
import { deleteSubscriptionById, selectSubscription } from './notifications-queries';
import type { EmailPayload, PushPayload, WhatsAppPayload } from './notifications-service';

/** A push service gets this long; the outbox's own timeout is longer. */
const PUSH_TIMEOUT_MS = 15_000;
/** Alerts are about a live queue: a push service may drop them after an hour undelivered. */
const PUSH_TTL_SECONDS = 3600;

/** 429 and 5xx may pass; any other refusal will not. */
const transient = (status: number) => status === 429 || status >= 500;

/** Registers the senders of the alert channels on the outbox: push, e-mail and (when set up) WhatsApp. */
export function registerAlertChannels(context: AppContext): void {
  const { config, outbox, mailer, database, outboundAgent } = context;
  const db = database.db;
  const vapid = config.vapid;

  if (vapid) {
    const subject =
      vapid.subject ?? (config.publicUrl?.startsWith('https:') ? config.publicUrl : 'mailto:no-reply@kataar.in');
    outbox.register('push', {
      async send(payload) {
        const { subscriptionId, ...message } = payload as PushPayload;
        const sub = await selectSubscription(db, subscriptionId);
        if (!sub) throw new PermanentFailure('the push subscription was removed');
        try {
          await webpush.sendNotification(
            { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
            JSON.stringify(message),
            {
              vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
              TTL: PUSH_TTL_SECONDS,
              timeout: PUSH_TIMEOUT_MS,
              ...(outboundAgent && { agent: outboundAgent }),
            },
          );
        } catch (err) {
          if (!(err instanceof WebPushError)) throw err;
          // The browser unsubscribed or the subscription expired: it will never work again.
          if (err.statusCode === 404 || err.statusCode === 410) {
            await deleteSubscriptionById(db, sub.id);
            throw new PermanentFailure(`push service answered ${err.statusCode}; subscription deleted`);
          }
          if (transient(err.statusCode)) throw new Error(`push service answered ${err.statusCode}`);
          throw new PermanentFailure(`push service answered ${err.statusCode}: ${err.body.slice(0, 200)}`);
        }
      },
    });
  }

  outbox.register('email', {
    async send(payload) {
      const { calendar, ...mail } = payload as EmailPayload;
      if (!calendar) return mailer.send(mail);
      let attachment;
      try {
        attachment = calendarAttachment(calendar);
      } catch (err) {
        // The same booking would make the same file: trying again cannot help.
        throw new PermanentFailure(`the calendar file could not be built: ${String(err)}`);
      }
      await mailer.send({ ...mail, attachments: [attachment] });
    },
  });

  const whatsapp = config.whatsapp;
  if (whatsapp) {
    const templates: Record<WhatsAppPayload['event'], string | undefined> = {
      near: whatsapp.templateNear,
      called: whatsapp.templateCalled,
      appointment: whatsapp.templateAppointment,
    };
    outbox.register('whatsapp', {
      async send(payload, _row, signal) {
        const { to, event, parameters, language } = payload as WhatsAppPayload;
        // A row written for the Hindi template while it was configured goes out in English if it no longer is.
        const hindi = language === 'hi' ? whatsapp.hindiTemplates[event] : undefined;
        const name = hindi ?? templates[event];
        if (!name) throw new PermanentFailure(`no WhatsApp template for ${event} messages`);
        const body = {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          type: 'template',
          template: {
            name,
            language: { code: hindi ? 'hi' : 'en' },
            components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
          },
        };
        const answer = await httpsPost(`${whatsapp.apiBase}/${whatsapp.phoneNumberId}/messages`, JSON.stringify(body), {
          headers: { authorization: `Bearer ${whatsapp.token}`, 'content-type': 'application/json' },
          agent: outboundAgent,
          signal,
        });
        if (answer.status >= 200 && answer.status < 300) return;
        const error = `WhatsApp answered ${answer.status}: ${answer.body.slice(0, 200)}`;
        throw transient(answer.status) ? new Error(error) : new PermanentFailure(error);
      },
    });
  }
}
