import { z } from 'zod';

/** How many waiting people the waiting-room display lists after the token being served. */
export const DISPLAY_NEXT_COUNT = 5;

/** The words of the waiting-room display, the QR poster and their settings. */
export const DISPLAY_MESSAGES = {
  nowServing: 'Now serving',
  nobodyCalledYet: 'Nobody called yet',
  next: 'Next',
  nobodyWaiting: 'Nobody is waiting',
  waiting: 'Waiting',
  newcomerWait: 'Wait if you join now',
  reconnecting: 'Reconnecting…',
  queuePaused: 'The queue is paused',
  closed: 'Closed for now',
  scanToJoin: 'Scan to join the queue',
  orVisit: 'Or open',
  printPoster: 'Print QR poster',
  openDisplay: 'Open “Now serving” screen',
  showNamesLabel: 'Show first names on the “Now serving” screen',
  showNamesHint:
    'Off: the screen shows tokens only. On: it also shows the first name of each of the next five people. Phone numbers are never shown.',
  showNamesSaved: 'Display setting saved',
  showNamesFailed: 'Could not save the display setting',
} as const;

const tokenSchema = z.number().int().min(1);

/**
 * GET /queue/{username}/display/ and every `display` event of /queue/{username}/display/events: what
 * a screen in the waiting room shows, and nothing more. Public, so it carries no contact, age or
 * gender, and a first name only when the owner turned names on (`name` is absent otherwise).
 */
export const queueDisplaySchema = z.object({
  business_name: z.string(),
  /** The token called most recently today (India day), or null. */
  now_serving: tokenSchema.nullable(),
  /** The next people in line, first in line first, at most DISPLAY_NEXT_COUNT. */
  next: z.array(z.object({ token: tokenSchema, name: z.string().optional() })),
  count: z.number().int(),
  /** Minutes someone joining now would wait. */
  eta_minutes: z.number().int(),
  is_open: z.boolean(),
  queue_status: z.boolean(),
  /**
   * The open desks (doctors, chairs, counters), each with the token it called last today as called
   * aloud ("B-14"); the screen lists them when there are several.
   */
  desks: z.array(z.object({ id: z.number().int(), name: z.string(), now_serving: z.string().nullable() })),
});
export type QueueDisplay = z.infer<typeof queueDisplaySchema>;
export const queueDisplayAnswerSchema = z.object({ data: queueDisplaySchema });

/** GET answer and PATCH body/answer of /provider/display/: the owner's display settings. */
export const displaySettingsSchema = z.object({ show_names: z.boolean() });
export type DisplaySettings = z.infer<typeof displaySettingsSchema>;
export const displaySettingsAnswerSchema = z.object({ data: displaySettingsSchema });

/** GET /provider/poster/: what the printed QR poster carries. `url` is the public profile's address. */
export const posterAnswerSchema = z.object({
  data: z.object({ business_name: z.string(), username: z.string(), url: z.string() }),
});
export type Poster = z.infer<typeof posterAnswerSchema>['data'];

export { JOIN_FRAGMENT } from './queue-messages';
