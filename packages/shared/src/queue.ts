import { z } from 'zod';
import { deskChoiceShape, namedRefSchema } from './desk-line';
import { MOBILE_PATTERN, phoneSchema } from './phone';
import { providerPublicSchema } from './provider';
import {
  AGE_MAX,
  ENDED_ENTRY_STATUSES,
  GENDERS,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  QUEUE_MESSAGES,
} from './queue-messages';
import { text } from './text';

export * from './queue-messages';

const nameSchema = text({
  max: NAME_MAX_LENGTH,
  required: QUEUE_MESSAGES.nameRequired,
  tooLong: QUEUE_MESSAGES.nameTooLong,
})
  .min(1, { error: QUEUE_MESSAGES.nameRequired, abort: true })
  .min(NAME_MIN_LENGTH, { error: QUEUE_MESSAGES.nameTooShort, abort: true });

const contactSchema = phoneSchema(MOBILE_PATTERN, {
  required: QUEUE_MESSAGES.phoneRequired,
  invalid: QUEUE_MESSAGES.phoneInvalid,
});

const genderSchema = z.enum(GENDERS, { error: QUEUE_MESSAGES.genderRequired });

/**
 * Age as a form gives it (a string) or as JSON gives it (a number); the output is always a number.
 * `digitsOnly` is the provider add-form rule ('Please enter a valid age'); the join form's rule is a
 * minimum of 1 ('Age must be at least 1').
 */
const ageSchema = (digitsOnly: boolean) =>
  z.union([z.number(), z.string()], { error: QUEUE_MESSAGES.ageRequired }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (text === '') return fail(QUEUE_MESSAGES.ageRequired);
    if (digitsOnly && !/^\d+$/.test(text)) return fail(QUEUE_MESSAGES.ageInvalid);
    const age = Number(text);
    if (!Number.isFinite(age)) return fail(QUEUE_MESSAGES.ageInvalid);
    if (!digitsOnly && age < 1) return fail(QUEUE_MESSAGES.ageMin);
    if (!Number.isInteger(age) || age > AGE_MAX) return fail(QUEUE_MESSAGES.ageInvalid);
    return age;
  });

const customerShape = (digitsOnly: boolean) => ({
  consumer_name: nameSchema,
  consumer_age: ageSchema(digitsOnly),
  consumer_contact: contactSchema,
  consumer_gender: genderSchema,
});

/** Body of POST /queue/join/{username}/ and the Join Queue modal's form. */
export const joinQueueBodySchema = z.object({
  ...customerShape(false),
  /** Who the person would like to see (none: "first available") and what for. */
  ...deskChoiceShape,
  /** Ticked "Send me WhatsApp updates": consent to WhatsApp messages about this entry. */
  whatsapp_updates: z.boolean().optional(),
});
/** Body of POST /queue/add/ (walk-in) and the dashboard's Customer Details form. */
export const addCustomerBodySchema = z.object({ ...customerShape(true), ...deskChoiceShape });
/** What the forms hold (age may still be a string). */
export type JoinQueueInput = z.input<typeof joinQueueBodySchema>;
export type AddCustomerInput = z.input<typeof addCustomerBodySchema>;
/** What the server works with (age is a number). */
export type CustomerDetails = z.output<typeof joinQueueBodySchema>;

/**
 * The number a person is called by at the desk: 1, 2, 3 … per provider per day in India (from
 * midnight Asia/Kolkata), given out at join or add and never given twice that day.
 */
const tokenSchema = z.number().int().min(1);

/**
 * The caller's most recent ended entry at this provider with a token of today (India day), so a
 * page that sees the caller leave the waiting list can tell "your turn" from "removed" or "left".
 */
export const lastEntrySchema = z.object({
  status: z.enum(ENDED_ENTRY_STATUSES),
  token: tokenSchema,
  /** When it ended (ISO 8601). */
  at: z.string(),
});
export type LastEntry = z.infer<typeof lastEntrySchema>;

/**
 * GET /queue/{username}/overview/ and every `overview` event of the live stream. `position`,
 * `eta_minutes` and `token` are null unless the caller waits in this queue; `is_open` and
 * `queue_status` let the widget show 'Provider Unavailable' and 'Queue paused' without another call.
 */
export const queueOverviewSchema = z.object({
  count: z.number().int(),
  position: z.number().int().nullable(),
  eta_minutes: z.number().int().nullable(),
  token: tokenSchema.nullable(),
  is_open: z.boolean(),
  queue_status: z.boolean(),
  /** Null for anonymous callers and for callers with no ended entry here today. */
  last_entry: lastEntrySchema.nullable(),
  /**
   * Until when (ISO time) the caller, removed or marked a no-show here moments ago, may take their
   * old place back; null when there is nothing to rejoin (or the provider is closed).
   */
  rejoin_until: z.string().nullable(),
});
export type QueueOverview = z.infer<typeof queueOverviewSchema>;
export const queueOverviewAnswerSchema = z.object({ data: queueOverviewSchema });

/** Answer of a join: the joiner's fresh overview. */
export const joinAnswerSchema = z.object({ message: z.string(), data: queueOverviewSchema });

/** One waiting person in the provider's list, position 1 first. */
export const queueEntrySchema = z.object({
  id: z.number().int(),
  consumer_name: z.string(),
  consumer_age: z.number().int(),
  consumer_gender: z.enum(GENDERS),
  consumer_contact: z.string(),
  consumer_position: z.number().int(),
  token: tokenSchema,
  /** For a checked-in booking: its slot's start (ISO, +05:30), shown as "Appointment 10:30"; else null. */
  appointment_at: z.string().nullable(),
  /** The desk the person chose; null while they wait for "first available". */
  desk: namedRefSchema.nullable(),
  /** The service they came for, if any. */
  service: namedRefSchema.nullable(),
  /** The token as called aloud: "B-14" with the chosen desk's letter, else "14". */
  token_label: z.string(),
  /** The reason for the visit the person gave, for the staff's eyes only; null when none. */
  note: z.string().nullable(),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;
export const queueEntriesAnswerSchema = z.object({ data: z.array(queueEntrySchema) });
export const addCustomerAnswerSchema = z.object({ message: z.string(), data: queueEntrySchema });

/** Answer of POST /queue/undo/{id}/: the restored entry at its old position. */
export const undoAnswerSchema = z.object({ message: z.string(), data: queueEntrySchema });
export type UndoAnswer = z.infer<typeof undoAnswerSchema>;

/** Body of POST /queue/rejoin/ (optional): the provider whose queue to rejoin. */
export const rejoinBodySchema = z.object({ username: text({ max: 60 }).min(1).optional() }).nullish();
/** Answer of POST /queue/rejoin/: the rejoiner's overview, back at their old place. */
export const rejoinAnswerSchema = joinAnswerSchema;

/** Someone the desk called recently (GET /queue/called/), newest call first. */
export const calledEntrySchema = z.object({
  id: z.number().int(),
  consumer_name: z.string(),
  token: tokenSchema,
  /** ISO time of the call. */
  called_at: z.string(),
  /** Stepped out: the desk parked them and may call them back (POST /queue/recall/{id}/). */
  parked: z.boolean(),
  /** The token as called aloud: "B-14" when they had chosen a desk with a letter, else "14". */
  token_label: z.string(),
});
export type CalledEntry = z.infer<typeof calledEntrySchema>;
export const calledEntriesAnswerSchema = z.object({ data: z.array(calledEntrySchema) });

export const popAnswerSchema = z.object({
  data: z.object({
    id: z.number().int(),
    consumer_name: z.string(),
    token: tokenSchema,
    /** The desk that called, where the person should go. */
    desk: namedRefSchema,
    token_label: z.string(),
  }),
});
export type PopAnswer = z.infer<typeof popAnswerSchema>;

/** GET answer and PATCH body/answer of /queue/status/: true running, false paused. */
export const queueStatusSchema = z.object({ queue_status: z.boolean() });
export type QueueStatus = z.infer<typeof queueStatusSchema>;

/**
 * GET /queue/mine/: where the signed-in caller waits, or null. `status` says how the line stands for
 * them: 'waiting' (moving), 'paused' (the desk paused joining; they keep their place) or 'closed'
 * (the provider is marked unavailable).
 */
export const MY_QUEUE_STATUSES = ['waiting', 'paused', 'closed'] as const;
export const myQueueSchema = z.object({
  username: z.string(),
  business_name: z.string(),
  position: z.number().int(),
  token: tokenSchema,
  eta_minutes: z.number().int(),
  status: z.enum(MY_QUEUE_STATUSES),
});
export type MyQueue = z.infer<typeof myQueueSchema>;
export const myQueueAnswerSchema = z.object({ data: myQueueSchema.nullable() });

export const streamTokenAnswerSchema = z.object({
  data: z.object({ token: z.string(), expires_in: z.number().int() }),
});

/** PATCH /provider/toggle/ body. */
export const toggleBodySchema = z.object({ is_open: z.boolean() });

/** The provider's own view (GET /provider/me/): the public fields plus location. */
export const providerOwnSchema = providerPublicSchema.extend({ location: z.string() });
export type ProviderOwn = z.infer<typeof providerOwnSchema>;
export const providerOwnAnswerSchema = z.object({ data: providerOwnSchema });
