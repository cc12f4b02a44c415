import type { AppointmentStatus, PaymentMode } from './appointments';
import type { QueueSource } from './queue';
import { z } from 'zod';

/** Events about a queue entry, one per change. */
export const ENTRY_WEBHOOK_EVENTS = [
  'entry.joined',
  'entry.called',
  'entry.removed',
  'entry.left',
  'entry.no_show',
] as const;
export type EntryWebhookEvent = (typeof ENTRY_WEBHOOK_EVENTS)[number];
/** Events about a booking. */
export const APPOINTMENT_WEBHOOK_EVENTS = [
  'appointment.booked',
  'appointment.cancelled',
  'appointment.checked_in',
  'appointment.no_show',
] as const;
export type AppointmentWebhookEvent = (typeof APPOINTMENT_WEBHOOK_EVENTS)[number];
/** The events a provider's webhook receives. */
export const WEBHOOK_EVENTS = [...ENTRY_WEBHOOK_EVENTS, ...APPOINTMENT_WEBHOOK_EVENTS] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** How many deliveries the settings show per provider; older ones are forgotten. */
export const WEBHOOK_LOG_SIZE = 50;
export const WEBHOOK_URL_MAX_LENGTH = 2000;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Please enter the URL of your webhook',
  urlInvalid: 'Please enter a full URL, e.g. https://clinic.example.in/kataar',
  httpsOnly: 'The webhook URL must start with https://',
  noCredentials: 'The webhook URL must not contain a user name or password',
  unresolvable: 'This address could not be found. Check the host name of the URL.',
  privateAddress: 'This URL points to a private or local network address. Use a public address of your server.',
  notSet: 'No webhook is set up',
  saved: 'Webhook saved',
  rotated: 'New secret created',
  removed: 'Webhook removed',
} as const;

/** A public https URL without user name or password; whether its host is public is checked by the server. */
export const webhookUrlSchema = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_MESSAGES.urlInvalid)
  .superRefine((value, ctx) => {
    if (!value || value.length > WEBHOOK_URL_MAX_LENGTH) return;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlInvalid });
      return;
    }
    if (url.protocol !== 'https:') ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.httpsOnly });
    else if (url.username || url.password) ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.noCredentials });
    else if (!url.hostname) ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlInvalid });
  });

export const webhookBodySchema = z.object({ url: webhookUrlSchema });
export type WebhookBody = z.infer<typeof webhookBodySchema>;

export const webhookSchema = z.object({ url: z.string() });
export const webhookAnswerSchema = z.object({ data: webhookSchema.nullable() });

/** The secret is in an answer only when it was just made: on the first save and on rotation. */
export const webhookSavedSchema = z.object({ url: z.string(), secret: z.string().nullable() });
export type WebhookSaved = z.infer<typeof webhookSavedSchema>;
export const webhookSavedAnswerSchema = z.object({ message: z.string(), data: webhookSavedSchema });

export const webhookDeliverySchema = z.object({
  /** The event's id, the same in every attempt (receivers de-duplicate on it). */
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  attempt: z.number().int(),
  /** The receiver's HTTP status, or null when no answer came (see `error`). */
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesAnswerSchema = z.object({ data: z.array(webhookDeliverySchema) });

/** The JSON body of every webhook request: about a queue entry or about a booking. */
export type WebhookPayload = EntryWebhookPayload | AppointmentWebhookPayload;

export interface AppointmentWebhookPayload {
  id: string;
  event: AppointmentWebhookEvent;
  created_at: string;
  provider: { username: string };
  appointment: {
    id: string;
    reference: string;
    /** The slot, as India time with its offset: 2026-11-24T10:30:00+05:30. */
    start: string;
    end: string;
    /** The booking's state after the event. */
    status: AppointmentStatus;
    consumer_name: string;
    consumer_contact: string;
    payment: PaymentMode;
    /** Paise due in advance; 0 when paid at the visit. */
    amount: number;
    /** For a booking moved to another slot: the slot it left; null otherwise. */
    rescheduled_from: string | null;
    cancelled_by: 'customer' | 'provider' | null;
    cancel_reason: string | null;
  };
}

export interface EntryWebhookPayload {
  id: string;
  event: EntryWebhookEvent;
  created_at: string;
  provider: { username: string };
  entry: {
    id: number;
    token: number;
    /** The token as called aloud: "B-14" when the person chose a desk with a letter, else "14". */
    token_label: string;
    /** The desk that called the person, else the one they chose; null while waiting for "first available". */
    desk: { id: number; name: string } | null;
    /** Place in line at the moment of joining; null for the other events. */
    position: number | null;
    consumer_name: string;
    consumer_contact: string;
    source: QueueSource;
    status: 'waiting' | 'called' | 'removed' | 'left' | 'no_show';
  };
}
