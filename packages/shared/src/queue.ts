import { z } from 'zod';
import { AUTH_MESSAGES } from './auth';
import type { Industry } from './categories';
import { MOBILE_PATTERN, phoneSchema } from './phone';
import { providerPublicSchema } from './provider';
import { text } from './text';

/** The widget polls every 5 s when the live stream is not available. */
export const QUEUE_POLL_MS = 5000;
/** Lifetime of the signed token that opens a live stream with EventSource (which cannot send headers). */
export const QUEUE_STREAM_TOKEN_TTL_SECONDS = 60;
/** Minutes per person assumed for the estimated wait until a provider has enough call history. */
export const DEFAULT_SERVICE_MINUTES: Record<Industry, number> = { Healthcare: 10, Personalcare: 15 };
/** The desk's success toast offers Undo after a POP or a removal for this long. */
export const UNDO_TOAST_SECONDS = 5;
/**
 * The server honours an Undo for this long after the POP or removal: the toast's 5 seconds plus a
 * margin for a slow phone network. Later, the person may already be at the counter.
 */
export const UNDO_WINDOW_SECONDS = 30;
/** The desk may mark a called person a no-show for this long after calling them. */
export const NO_SHOW_WINDOW_MINUTES = 30;
/** A person removed or marked a no-show may take their old place back, once, for this long. */
export const REJOIN_WINDOW_MINUTES = 10;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 80;
export const AGE_MAX = 130;
export const GENDERS = ['male', 'female'] as const;
/** How an entry came into the line: joined online, added at the desk, or a booking that checked in. */
export const QUEUE_SOURCES = ['online', 'walk_in', 'appointment'] as const;
export type QueueSource = (typeof QUEUE_SOURCES)[number];
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female' };

/** Every user-facing sentence of the queue, on both sides. Spec wording where the spec has one. */
export const QUEUE_MESSAGES = {
  // Validation of the customer fields, for a join and for a walk-in added by the desk.
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  ageRequired: 'Age is required',
  ageMin: 'Age must be at least 1',
  ageInvalid: 'Please enter a valid age',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  genderRequired: 'Please select a gender',
  // Refusals of the API (409 non_field_errors / 404 message).
  alreadyInQueue: 'You are already in a queue. Leave it before joining another.',
  notInQueue: 'You are not in any queue.',
  queueEmpty: 'The queue is empty.',
  entryNotFound: 'This customer is not waiting in your queue.',
  undoNotFound: 'There is nothing to undo for this customer.',
  undoTooLate: 'It is too late to undo this.',
  undoJoinedElsewhere: 'This customer has joined another queue since, so their place cannot be restored.',
  noShowNotFound: 'This customer was not called from your queue.',
  noShowTooLate: `It is too late to mark this customer as a no-show: that is possible for ${NO_SHOW_WINDOW_MINUTES} minutes after the call.`,
  rejoinNothing: 'There is no place to rejoin.',
  rejoinTooLate: `It is too late to rejoin: a place is kept for ${REJOIN_WINDOW_MINUTES} minutes.`,
  rejoinUsed: 'You have already rejoined once. Please join the queue again.',
  // Consumer toasts and widget.
  loginToJoin: AUTH_MESSAGES.loginToJoinQueue,
  joined: 'Successfully joined the queue!',
  joinFailed: 'Failed to join the queue',
  left: 'Left queue successfully',
  leaveFailed: 'Failed to leave queue',
  loadFailed: 'Unable to load queue data',
  loading: 'Loading queue data...',
  tryAgain: 'Try Again',
  heading: 'Step In Line, Virtually!',
  yourPosition: 'Your position',
  joinToSeePosition: 'Join queue to see your position',
  notInQueueLabel: 'Not in queue',
  totalInQueue: 'Total in Queue',
  emptyCaption: 'Queue is empty',
  joinButton: 'Join Queue',
  joiningButton: 'Joining...',
  leaveButton: 'Leave Queue',
  leaveConfirmTitle: 'Leave the queue?',
  stayButton: 'Stay in queue',
  providerUnavailable: 'Provider Unavailable',
  queuePausedLabel: 'Queue paused',
  pausedWhileWaiting: 'The queue is paused. You keep your place.',
  goToDesk: 'Please go to the desk',
  dismiss: 'Dismiss',
  myQueue: 'My queue',
  rejoinButton: 'Rejoin at my old place',
  rejoiningButton: 'Rejoining...',
  rejoined: 'You are back at your old place in the queue.',
  rejoinFailed: 'Could not rejoin the queue',
  // Provider dashboard toasts and labels.
  statusFailed: 'Failed to update queue status',
  paused: 'Queue paused successfully',
  resumed: 'Queue resumed successfully',
  popFailed: 'Failed to pop next customer.',
  removeFailed: 'Failed to remove customer',
  removed: 'Customer removed from queue',
  addFailed: 'Something went wrong',
  added: 'Patient Added Successfully',
  popButton: 'POP',
  poppingButton: 'Popping...',
  addButton: '+ ADD',
  addPatientButton: 'Add Patient',
  addingButton: 'Adding...',
  restored: 'Customer restored to the queue',
  undoButton: 'Undo',
  undoFailed: 'Could not undo',
  removeButton: 'Remove from Queue',
  removingButton: 'Removing...',
  statusAvailable: 'Available',
  statusClosed: 'Closed',
  statusUpdating: 'Updating...',
  calledHeading: 'Called',
  calledEmpty: `Nobody called in the last ${NO_SHOW_WINDOW_MINUTES} minutes.`,
  noShowButton: 'No-show',
  noShowConfirmTitle: 'Mark as no-show?',
  noShowConfirmButton: 'Mark no-show',
  cancelButton: 'Cancel',
  markedNoShow: 'Marked as no-show',
  noShowFailed: 'Could not mark as no-show',
} as const;

/** The 409 a join gets while the provider is closed. */
export const providerClosedMessage = (businessName: string): string =>
  `${businessName} is currently unavailable. You can't join the queue right now.`;
/** 409 a join gets while the caller already waits at another (or the same) provider. */
export const alreadyInQueueAtMessage = (businessName: string): string =>
  `You are already in the queue at ${businessName}. Leave it before joining another.`;
/** 409 when the provider has paused the queue. */
export const queuePausedMessage = (businessName: string): string =>
  `${businessName} has paused the queue. Please try again in a little while.`;
/** Pop success toast: the called person's name, or 'Popped' when the answer carries none. */
export const nextCustomerMessage = (name?: string | null): string => `Next Customer: ${name || 'Popped'}`;
export const peopleInQueueCaption = (n: number): string => `People in queue: ${n}`;
/** The Leave confirmation: 'You are number 5, about 40 min. You will lose your place.' */
export const leaveConfirmMessage = (position: number, wait: string | null): string =>
  `You are number ${position}${wait ? `, about ${wait}` : ''}. You will lose your place.`;
/** The card a called person sees until they dismiss it. */
export const yourTurnMessage = (businessName: string): string => `It's your turn at ${businessName}`;
/** What a person sees when the desk took them out of the line. */
export const removedByDeskMessage = (businessName: string): string => `${businessName} removed you from the queue`;
/** The no-show confirmation: who, and what the person can still do. */
export const noShowConfirmMessage = (name: string, token: number): string =>
  `${name} (Token ${token}) did not come to the desk. They can rejoin at their old place within ${REJOIN_WINDOW_MINUTES} minutes.`;
/** Beside the rejoin button: 'Your place is kept for 09:41'. */
export const rejoinCountdownLabel = (clock: string): string => `Your place is kept for ${clock}`;
/** The same for screen readers, read once rather than every second. */
export const rejoinMinutesLeftLabel = (minutes: number): string =>
  `Your place is kept for ${minutes} more minute${minutes === 1 ? '' : 's'}`;
/** 'Called 12 min ago' in the desk's Called list. */
export const calledAgoLabel = (minutes: number): string =>
  minutes < 1 ? 'Called just now' : `Called ${minutes} min ago`;
export const ageYears = (n: number): string => `${n} years`;
export const welcomeMessage = (name: string): string => `Welcome, ${name}`;

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
  /** Ticked "Send me WhatsApp updates": consent to WhatsApp messages about this entry. */
  whatsapp_updates: z.boolean().optional(),
});
/** Body of POST /queue/add/ (walk-in) and the dashboard's Customer Details form. */
export const addCustomerBodySchema = z.object(customerShape(true));
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
/** 'Token 14', as the desk calls it aloud. */
export const tokenLabel = (token: number): string => `Token ${token}`;

/** How a person's entry ended: called to the desk, removed by it, missed the call, or left. */
export const ENDED_ENTRY_STATUSES = ['called', 'removed', 'no_show', 'left'] as const;
export type EndedEntryStatus = (typeof ENDED_ENTRY_STATUSES)[number];

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
});
export type CalledEntry = z.infer<typeof calledEntrySchema>;
export const calledEntriesAnswerSchema = z.object({ data: z.array(calledEntrySchema) });

export const popAnswerSchema = z.object({
  data: z.object({ id: z.number().int(), consumer_name: z.string(), token: tokenSchema }),
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
