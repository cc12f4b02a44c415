import { z } from 'zod';
import { text } from './text';

/** "Near" fires when the waiting person's position reaches N, which they choose in this range. */
export const NEAR_POSITION_MIN = 1;
export const NEAR_POSITION_MAX = 10;
export const NEAR_POSITION_DEFAULT = 3;

export const NOTIFICATION_MESSAGES = {
  pageTitle: 'Notifications',
  pushLabel: 'Push notifications on this device',
  emailLabel: 'E-mail',
  whatsappLabel: 'WhatsApp',
  nearLabel: 'Tell me when I am this close',
  sendTest: 'Send a test notification',
  testSent: 'Test notification sent',
  nothingOn: 'Turn on at least one channel first.',
  pushUnsupported: 'This browser cannot receive push notifications.',
  pushDenied: 'Notifications are blocked for this site in your browser settings.',
  pushUnavailable: 'Push notifications are not set up on this server.',
  whatsappNotice: 'WhatsApp messages go only to queues you join with the WhatsApp box ticked.',
  endpointRefused: 'This push service is not accepted. Use a browser with its standard push service.',
  subscriptionNotFound: 'No such push subscription.',
  pushNotConfigured: 'Push notifications are not set up on this server.',
  testTitle: 'Kataar',
  /** The test e-mail's subject: an inbox shows it beside every other mail, so it says what it is. */
  testEmailSubject: 'Test notification from Kataar',
  testBody: 'Notifications work. You will hear from us when your turn is near.',
  queuePaused: 'The queue is paused. You keep your place.',
} as const;

/** "Send me WhatsApp updates on +91 98765 43210" in the Join Queue modal. */
export const whatsappConsentLabel = (phone: string): string => `Send me WhatsApp updates on +91 ${phone}`;
export const calledTitle = (business: string): string => `It's your turn at ${business}`;
/**
 * Where to go when called: the desk by name when the provider has several ("Token B-14, please go to
 * Dr. Anita Rao."), else simply the desk.
 */
export const calledBody = (token: number | string, desk?: string | null): string =>
  desk ? `Token ${token}, please go to ${desk}.` : `Token ${token}. Please go to the desk.`;
export const nearTitle = (business: string): string => `Your turn at ${business} is near`;
export const nearBody = (position: number, token: number): string =>
  `You are number ${position} in the queue (Token ${token}).`;
export const removedTitle = (business: string): string => `${business} removed you from the queue`;
export const closedBody = (business: string): string => `${business} has closed for now. You keep your place.`;

const nearPositionSchema = z
  .number()
  .int()
  .min(NEAR_POSITION_MIN, { error: `Choose a number from ${NEAR_POSITION_MIN} to ${NEAR_POSITION_MAX}` })
  .max(NEAR_POSITION_MAX, { error: `Choose a number from ${NEAR_POSITION_MIN} to ${NEAR_POSITION_MAX}` });

/** GET /notifications/preferences/ */
export const notificationPreferencesSchema = z.object({
  near_position: nearPositionSchema,
  push: z.boolean(),
  email: z.boolean(),
  whatsapp: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesAnswerSchema = z.object({ data: notificationPreferencesSchema });
/** PATCH /notifications/preferences/: any of the fields. */
export const notificationPreferencesPatchSchema = notificationPreferencesSchema.partial().strict();

/** GET /push/public-key/: the VAPID key, and whether WhatsApp updates can be offered at join. */
export const pushPublicKeyAnswerSchema = z.object({
  data: z.object({ public_key: z.string().nullable(), whatsapp_available: z.boolean() }),
});

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'endpoint must be an https URL' }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: text({ max: 200 }).min(1),
    auth: text({ max: 100 }).min(1),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
export const pushUnsubscribeBodySchema = z.object({ endpoint: text({ max: 2048 }).min(1) });

/** POST /notifications/test/: the channels a test was sent on. */
export const notificationTestAnswerSchema = z.object({
  message: z.string(),
  data: z.object({ channels: z.array(z.enum(['push', 'email', 'whatsapp'])) }),
});

/** What the service worker receives in a push message. */
export interface PushMessage {
  title: string;
  body: string;
  /** Where a tap on the notification leads (the queue's page). */
  url: string;
  tag?: string;
}
