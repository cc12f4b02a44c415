import { z } from 'zod';
import { DESK_MESSAGES } from './desks';
import { text } from './text';

/**
 * The desks and services a queue entry is tied to, and the words for refusing a join, an add or a
 * desk action that names one. A desk is one place where people are served (a doctor, a chair, a
 * counter); a person who names none waits for "first available".
 */

/** A desk or service as an entry names it. */
export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** Ids in bodies and queries: a positive integer (query strings give text). */
export const deskIdSchema = z.coerce.number({ error: DESK_MESSAGES.notFound }).int().positive().max(2_147_483_647);
export const serviceIdSchema = z.coerce
  .number({ error: DESK_MESSAGES.serviceNotFound })
  .int()
  .positive()
  .max(2_147_483_647);

/** The longest reason for a visit a person may leave for the desk. */
export const VISIT_NOTE_MAX = 200;

export const DESK_LINE_MESSAGES = {
  unknownDesk: DESK_MESSAGES.notFound,
  unknownService: DESK_MESSAGES.serviceNotFound,
  notYourDesk: 'You can call people only at your own desks.',
  transferTarget: 'Choose the desk or the service to move this person to.',
  transferred: 'Moved to the other line; they keep their place.',
  parked: 'Parked: they keep their token until you recall them.',
  recalled: 'Called back to the desk',
  notParked: 'This person is not parked at your desk.',
  notCalled: 'Only someone called at your desk can be parked.',
  noteTooLong: `Please keep the reason under ${VISIT_NOTE_MAX} characters.`,
} as const;

/** A form's empty choice ('') is no choice: "first available", or no particular service. */
const emptyIsNull = (value: unknown) => (value === '' ? null : value);

/** The optional choice a join or a walk-in adds to the person's details. */
export const deskChoiceShape = {
  desk_id: z.preprocess(emptyIsNull, deskIdSchema.nullish()),
  service_id: z.preprocess(emptyIsNull, serviceIdSchema.nullish()),
  /** A short reason for the visit ("fever since Monday"); only the provider's staff see it. */
  note: text({ max: VISIT_NOTE_MAX, multiline: true, tooLong: DESK_LINE_MESSAGES.noteTooLong }).optional(),
};

/** `?desk_id=` of the desk's reads. */
export const deskQuerySchema = z.object({ desk_id: deskIdSchema.optional() });
/** `{ desk_id }` of the desk's writes (POP), optional. */
export const deskBodySchema = z.object({ desk_id: deskIdSchema.optional() }).nullish();

/** 409 for a join or an add naming a desk that is closed. */
export const deskClosedMessage = (desk: string): string =>
  `${desk} is not seeing anyone right now. Choose another or "First available".`;
/** 409 for a join naming a paused desk, and for calling at it. */
export const deskPausedMessage = (desk: string): string =>
  `${desk} has paused their line. Choose another or "First available".`;
/** 409 when the named desk does not offer the chosen service. */
export const deskServiceMessage = (desk: string, service: string): string => `${desk} does not offer ${service}.`;
/** 409 for "first available" with a service no open desk offers. */
export const serviceUnavailableMessage = (service: string): string => `Nobody offers ${service} right now.`;

/**
 * The token as a person hears it: with the desk's letter when they chose a desk that has one ("B-14"),
 * else the provider's plain number ("14").
 */
export const deskTokenLabel = (token: number, prefix: string | null | undefined): string =>
  prefix ? `${prefix}-${token}` : String(token);

/** Body of POST /queue/transfer/{id}/: the desk, or the service ("first available" for it). */
export const transferBodySchema = z.object({
  desk_id: deskIdSchema.optional(),
  service_id: serviceIdSchema.optional(),
});

/**
 * A desk as the public sees it (GET /provider/{username}): whether it takes people now, how many
 * wait in its line, the wait of someone choosing it now, and the token it called last today.
 */
export const publicDeskSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  token_prefix: z.string().nullable(),
  is_open: z.boolean(),
  queue_running: z.boolean(),
  waiting: z.number().int(),
  eta_minutes: z.number().int(),
  /** The token called last today at this desk, as called aloud ("B-14"), or null. */
  now_serving: z.string().nullable(),
});
export type PublicDesk = z.infer<typeof publicDeskSchema>;

/** A service as the public sees it: what it is, how long it takes, what it costs (rupees). */
export const publicServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  duration_minutes: z.number().int(),
  price: z.number().int().nullable(),
});
export type PublicService = z.infer<typeof publicServiceSchema>;

/** What a profile adds about its desks and services. */
export type ProviderDesks = { desks: PublicDesk[]; services: PublicService[] };
export const providerDesksShape = {
  desks: z.array(publicDeskSchema),
  services: z.array(publicServiceSchema),
};
