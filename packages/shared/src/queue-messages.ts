import { AUTH_MESSAGES } from './auth-constants';
import type { Industry } from './categories';

/*
 * The queue's limits, words and labels, apart from its schemas (queue.ts, which re-exports all of
 * this): a screen that only shows a queue imports them without loading the validation library.
 */

/** How a person's entry ended: called to the desk, removed by it, missed the call, or left. */
export const ENDED_ENTRY_STATUSES = ['called', 'removed', 'no_show', 'left'] as const;
export type EndedEntryStatus = (typeof ENDED_ENTRY_STATUSES)[number];

/** The widget polls every 5 s when the live stream is not available. */
export const QUEUE_POLL_MS = 5000;
/** Lifetime of the signed token that opens a live stream with EventSource (which cannot send headers). */
export const QUEUE_STREAM_TOKEN_TTL_SECONDS = 60;
/** Minutes per person assumed for the estimated wait until a provider has enough call history. */
export const DEFAULT_SERVICE_MINUTES: Record<Industry, number> = { Healthcare: 10, Personalcare: 15 };
/**
 * How long a toast with an Undo button (after a call, a removal, a check-in) stays on screen. At a
 * busy desk the mistake is noticed only after the next glance at the screen, and the button must
 * still be there: 5 seconds proved too short in a new user's walk through the dashboard.
 */
export const UNDO_TOAST_SECONDS = 10;
/**
 * The server honours an Undo for this long after the POP or removal: the toast's time
 * (`UNDO_TOAST_SECONDS`) plus a margin for a slow phone network. Later, the person may already be
 * at the counter.
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
  streamsBusy: 'Too many people are following live queues right now. Please try again in a few seconds.',
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
  missedTurn: 'You missed your turn',
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
/** The no-show confirmation: who, and what the person can still do. */
export const noShowConfirmMessage = (name: string, token: number | string): string =>
  `${name} (Token ${token}) did not come to the desk. They can rejoin at their old place within ${REJOIN_WINDOW_MINUTES} minutes.`;
/** 'Called 12 min ago' in the desk's Called list. */
export const calledAgoLabel = (minutes: number): string =>
  minutes < 1 ? 'Called just now' : `Called ${minutes} min ago`;
export const ageYears = (n: number): string => `${n} years`;
export const welcomeMessage = (name: string): string => `Welcome, ${name}`;
/** 'Token 14' (or 'Token B-14' with a desk's letter), as the desk calls it aloud. */
export const tokenLabel = (token: number | string): string => `Token ${token}`;

/** The profile URL's fragment that brings the join action into view (the poster's QR carries it). */
export const JOIN_FRAGMENT = 'join';
