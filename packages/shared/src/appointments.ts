import { z } from 'zod';
import { boundedDay, boundedInstant } from './calendar-bounds';
import { text } from './text';
import { APPOINTMENT_MENU, APPOINTMENT_TIME_ZONE, appointmentCircleLabel } from './appointment-labels';
import { joinQueueBodySchema } from './queue';

/**
 * Appointments: a person books a slot of a provider's weekly hours, pays at the visit or in advance,
 * and on arrival enters the provider's live queue. Times are India wall-clock (Asia/Kolkata, +05:30
 * all year); instants travel as ISO strings with that offset.
 */
export { APPOINTMENT_TIME_ZONE, appointmentCircleLabel };
export const IST_OFFSET = '+05:30';

export const SLOT_MINUTES_MIN = 5;
export const SLOT_MINUTES_MAX = 240;
export const SEATS_PER_SLOT_MIN = 1;
export const SEATS_PER_SLOT_MAX = 50;
export const HORIZON_DAYS_MIN = 1;
export const HORIZON_DAYS_MAX = 60;
/** Booking and cancelling close this many minutes before a slot starts; at most a week. */
export const CUTOFF_MINUTES_MAX = 7 * 24 * 60;
export const DAYS_OFF_MAX = 366;
export const INTERVALS_PER_DAY_MAX = 6;
/** A booking waiting for an advance payment holds its seat this long, then frees it. */
export const PAYMENT_HOLD_MINUTES = 15;
/** Arriving by the slot's start plus this grace keeps the slot's place in the live queue. */
export const CHECK_IN_GRACE_MINUTES = 15;
/** Reminders go out this many hours before the slot. */
export const REMINDER_HOURS_BEFORE = [24, 1] as const;
/** The booking fee (and any amount) is entered in rupees; at most ₹1,00,000. */
export const BOOKING_FEE_MAX_RUPEES = 100_000;
// Written out rather than formatted: a browser's first number format loads its locale data, about
// 60 ms of a phone's main thread that the profile page would pay when this module loads, for a
// sentence it shows only on a settings form. appointments.test.ts keeps the two in step.
const BOOKING_FEE_MAX_TEXT = '1,00,000';
/** The date strip shows a week at a time. */
export const DATE_STRIP_DAYS = 7;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const PAYMENT_MODES = ['at_visit', 'upi_advance', 'razorpay'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/**
 * - `awaiting_payment`: booked with an advance payment due; holds its seat for PAYMENT_HOLD_MINUTES.
 * - `payment_pending`: the person says they paid by UPI; holds its seat until the desk confirms or cancels.
 * - `confirmed`: nothing is due in advance, or the payment was confirmed.
 * - `checked_in`: arrived; the person now waits in the live queue.
 * - `slot_taken`: the advance payment arrived after the hold had expired and the slot had been booked
 *   by others meanwhile; the booking holds no seat and the money goes back.
 */
export const APPOINTMENT_STATUSES = [
  'awaiting_payment',
  'payment_pending',
  'confirmed',
  'checked_in',
  'no_show',
  'cancelled',
  'slot_taken',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Statuses that hold a seat (an `awaiting_payment` one only until its hold expires). */
export const SEAT_HOLDING_STATUSES = ['awaiting_payment', 'payment_pending', 'confirmed', 'checked_in'] as const;

export const PAYMENT_METHODS = ['upi', 'razorpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * One row per step of a payment, never updated or deleted: `created` (a gateway order exists),
 * `claimed` (the person says they paid), `confirmed` (the desk or the gateway says the money came),
 * `failed`, `refund_due` (money that came must go back: it arrived for a slot taken meanwhile, or
 * paid a booking a second time), `refunded` (it went back), `refund_failed` (the gateway refused to
 * send it back; the desk returns it by hand).
 */
export const PAYMENT_STATUSES = [
  'created',
  'claimed',
  'confirmed',
  'failed',
  'refunded',
  'refund_due',
  'refund_failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Where the money of a booking that must go back is: `on_its_way` (the gateway is refunding it),
 * `by_hand` (the desk returns it: a UPI payment, or a refund the gateway refused), `refunded`.
 */
export const REFUND_STATES = ['on_its_way', 'by_hand', 'refunded'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
/** Money of a booking that goes back, in paise, and where it is. */
export interface Refund {
  amount: number;
  state: RefundState;
}

export const APPOINTMENT_MESSAGES = {
  // Settings form.
  slotMinutesRange: `Slot length must be between ${SLOT_MINUTES_MIN} and ${SLOT_MINUTES_MAX} minutes.`,
  seatsRange: `Seats per slot must be between ${SEATS_PER_SLOT_MIN} and ${SEATS_PER_SLOT_MAX}.`,
  horizonRange: `People may book between ${HORIZON_DAYS_MIN} and ${HORIZON_DAYS_MAX} days ahead.`,
  cutoffRange: `The cutoff must be between 0 and ${CUTOFF_MINUTES_MAX} minutes.`,
  invalidTime: 'Enter times as HH:MM, for example 09:30.',
  intervalOrder: 'Each interval must end after it starts.',
  intervalsOverlap: 'Intervals on the same day must not overlap.',
  tooManyIntervals: `At most ${INTERVALS_PER_DAY_MAX} intervals per day.`,
  invalidDate: 'Enter a valid date as YYYY-MM-DD.',
  tooManyDaysOff: `At most ${DAYS_OFF_MAX} days off.`,
  upiIdRequired: 'Enter the UPI ID payments should go to.',
  upiIdInvalid: 'Enter a valid UPI ID, like name@bank.',
  bookingFeeInvalid: `Enter a booking fee between ₹1 and ₹${BOOKING_FEE_MAX_TEXT}, in whole rupees.`,
  advanceNeedsAmount: 'Set a base price in your profile or a booking fee to take payment in advance.',
  razorpayUnavailable: 'Online payment by Razorpay is not set up on this server.',
  noHours: 'Add opening hours for at least one day to take bookings.',
  settingsSaved: 'Appointment settings saved',
  settingsFailed: 'Could not save the appointment settings',
  // Refusals of a booking, a reschedule or a cancellation (409 sentences).
  notTakingBookings: 'This provider does not take appointments.',
  invalidStart: 'Choose one of the offered times.',
  slotNotOffered: 'This time is not one of the provider’s appointment slots.',
  slotInPast: 'This time has already passed. Please choose a later slot.',
  beyondHorizon: 'This date is too far ahead to book.',
  pastCutoff: 'Booking for this time has closed. Please choose a later slot.',
  dayOff: 'The provider is closed on this day.',
  slotFull: 'This slot has just been taken. Please choose another time.',
  oneBookingPerDay: 'You already have an appointment with this provider on this day.',
  ownProvider: 'You cannot book an appointment with your own business.',
  notFound: 'Appointment not found.',
  cancelCutoff: 'It is too late to cancel this appointment online. Please call the provider.',
  rescheduleCutoff: 'It is too late to reschedule this appointment online. Please call the provider.',
  notActive: 'This appointment is no longer active.',
  nothingToPay: 'Nothing is due in advance for this appointment.',
  /** "I have paid" on a booking whose advance is taken by Razorpay: that money is confirmed by the gateway. */
  paysOnline: 'This appointment is paid online. Please use “Pay online” to pay for it.',
  holdExpired: 'Your hold on this slot has expired. Please book again.',
  notArrivable: 'Only a confirmed appointment can be checked in.',
  /** Check-in happens on the booking's own India day: a person who turns up on another day is not in today's line. */
  checkInOtherDay: 'An appointment can be checked in only on its own day.',
  notCheckedIn: 'This appointment is not checked in, so there is nothing to undo.',
  checkInAlreadyCalled: 'This person has already been called from the queue, so the check-in cannot be undone.',
  noShowTooEarly: 'A booking can be marked a no-show only after its slot has started.',
  noPaymentToConfirm: 'There is no payment waiting to be confirmed for this appointment.',
  noRefundToRecord: 'There is no refund to return by hand for this appointment.',
  reasonRequired: 'Please give a reason for the cancellation.',
  // Customer screens.
  bookButton: 'Book appointment',
  noSlots: 'No slots this day',
  chooseTime: 'Choose a time',
  booked: 'Appointment booked',
  bookFailed: 'Could not book the appointment',
  payHeading: 'Pay in advance',
  payWithUpi: 'Pay with UPI app',
  scanToPay: 'Scan with any UPI app to pay',
  iHavePaid: 'I have paid',
  paymentClaimed: 'Thanks! The provider will confirm your payment.',
  payOnline: 'Pay online',
  payAtVisit: 'Pay at the visit',
  addToCalendar: 'Add to calendar',
  openMap: 'Open in Maps',
  myAppointments: APPOINTMENT_MENU.myAppointments,
  upcoming: 'Upcoming',
  past: 'Past',
  /** Cancelled bookings are neither coming nor over: they have a group of their own. */
  cancelledGroup: 'Cancelled',
  noAppointments: 'You have no appointments yet.',
  cancelButton: 'Cancel appointment',
  cancelled: 'Appointment cancelled',
  rescheduleButton: 'Reschedule',
  rescheduled: 'Appointment rescheduled',
  loginToBook: 'Please log in to book an appointment',
  chooseDay: 'Choose a day',
  yourDetails: 'Your details',
  changeTime: 'Change time',
  confirmBooking: 'Confirm booking',
  booking: 'Booking...',
  slotsFailed: 'Could not load the free times. Please try again.',
  tryAgain: 'Try again',
  slotFullLabel: 'Full',
  amountDue: 'Amount',
  claiming: 'Sending...',
  openingCheckout: 'Opening payment...',
  paymentCancelled: 'The payment was not completed. You can try again.',
  checkoutUnavailable: 'Could not load the payment page. Check your connection and try again.',
  payNow: 'Pay now',
  done: 'Done',
  calendarFailed: 'Could not download the calendar file. Please try again.',
  loadMineFailed: 'Could not load your appointments.',
  cancelConfirmTitle: 'Cancel this appointment?',
  keepButton: 'Keep it',
  rescheduleTitle: 'Choose a new time',
  moveHere: 'Move here',
  referenceLabel: 'Reference',
  bookAnother: 'Book an appointment from a provider’s page.',
  slotTakenExplained: 'Your payment arrived after your hold had ended, and the slot was booked by someone else meanwhile.',
  freeTimesNearby: 'Free times nearby',
  noFreeTimesNearby: 'No free times in the next few days. See the provider’s page for later dates.',
  // Provider screens.
  sectionTitle: 'Appointments',
  dayViewTitle: APPOINTMENT_MENU.dayView,
  checkInButton: 'Check in',
  checkedIn: 'Checked in: added to the queue',
  checkInUndone: 'Check-in undone: out of the queue',
  markNoShow: 'No-show',
  confirmPayment: 'Payment received',
  paymentConfirmed: 'Payment confirmed',
  /** The desk confirmed money that came after the hold ended, for a slot others booked meanwhile. */
  slotTakenReturnMoney: 'The slot was booked by others after the hold ended. Return the payment to the customer.',
  markRefunded: 'Refunded',
  refundRecorded: 'Refund recorded',
  outsideHours: 'Outside your current hours',
  noBookingsToday: 'No bookings on this day.',
  noHoursThisDay: 'No appointment hours on this day.',
  markedNoShow: 'Marked as no-show',
  bookingCancelled: 'Booking cancelled',
  cancelBookingTitle: 'Cancel this booking?',
  cancelBookingHint: 'The customer gets an e-mail with your reason.',
  cancelReasonLabel: 'Reason',
  cancelBookingConfirm: 'Cancel booking',
  keepBooking: 'Keep booking',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  dayLabel: 'Day',
  today: 'Today',
  freeSlot: 'Free',
  /** An empty slot whose time is over: nobody can book it any more. */
  pastSlot: 'Passed',
  paymentToConfirm: (amount: string) => `${amount} to confirm`,
  paymentDue: (amount: string) => `${amount} due`,
  paymentPaid: (amount: string) => `Paid ${amount}`,
  refundOnItsWay: (amount: string) => `Refund of ${amount} on its way`,
  refundByHand: (amount: string) => `${amount} to return by hand`,
  refundDone: (amount: string) => `Refunded ${amount}`,
  /** What the person reads when the provider returns the money itself. */
  refundFromProvider: (amount: string) => `The provider will return ${amount} to you`,
  seatsBooked: (booked: number, seats: number) => `${booked} of ${seats} booked`,
  // Provider settings page.
  settingsTitle: 'Appointment settings',
  settingsLink: 'Settings',
  settingsForbidden: 'Only the owner or a manager can change the appointment settings.',
  enabledLabel: 'Take bookings',
  enabledHint: 'People can book a time on your public page.',
  weeklyHours: 'Weekly hours',
  weeklyHint: 'One or more intervals a day, in India time. Leave a day empty to close it.',
  closedDay: 'Closed',
  addInterval: 'Add hours',
  removeInterval: 'Remove these hours',
  copyToAll: 'Copy to every day',
  intervalFrom: 'From',
  intervalTo: 'To',
  slotMinutesLabel: 'Slot length (minutes)',
  seatsLabel: 'Seats per slot',
  seatsHint: '1 for a doctor; 3 for a salon with three chairs.',
  horizonLabel: 'Days ahead people may book',
  cutoffLabel: 'Booking closes (minutes before the slot)',
  cutoffHint: 'Also the last moment people can cancel online.',
  daysOff: 'Days off',
  daysOffHint: 'Holidays and leave: nobody can book on these dates.',
  addDayOff: 'Add day off',
  removeDayOff: (date: string) => `Remove ${date}`,
  noDaysOff: 'No days off.',
  paymentLabel: 'Payment',
  upiIdLabel: 'UPI ID',
  upiIdHint: 'Where advance payments go, like sharmaclinic@okhdfc.',
  bookingFeeLabel: 'Booking fee (₹)',
  bookingFeeHint: 'Leave empty to charge your base price.',
  saveSettings: 'Save settings',
} as const;

/** The payment choices of the settings form. */
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  at_visit: 'Pay at the visit',
  upi_advance: 'UPI in advance',
  razorpay: 'Online payment (Razorpay)',
};

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  payment_pending: 'Payment to confirm',
  confirmed: 'Confirmed',
  checked_in: 'Arrived',
  no_show: 'No-show',
  cancelled: 'Cancelled',
  slot_taken: 'Payment received, slot taken',
};

/** The countdown of an unpaid hold: 'Your slot is held for 14:59'. */
export const holdEndsInLabel = (clock: string): string => `Your slot is held for ${clock}`;
/** The question before a customer cancels: 'Your Tue, 24 Nov, 10:30 am appointment at Glow Salon will be cancelled.' */
export const cancelConfirmMessage = (when: string, business: string): string =>
  `Your ${when} appointment at ${business} will be cancelled.`;
/** Booking reference shown to both sides and sent as the UPI transaction note. */
export const bookingReferenceLabel = (reference: string): string => `Booking ${reference}`;

/** Money travels in integer paise; rupees appear only at the edges (forms, the public answer). */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
export const paiseToRupees = (paise: number): number => paise / 100;
/** Paise as rupees ('₹500', '₹1,50,000', '₹99.50'), in Indian English unless a locale (hi-IN) is given. */
export const formatRupees = (paise: number, locale = 'en-IN'): string =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
  }).format(paise / 100);

/** A UPI virtual payment address: a handle, '@', and the bank's or app's name. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const clock = z.string().regex(CLOCK_PATTERN, { error: APPOINTMENT_MESSAGES.invalidTime });
const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** One opening interval of a day, ['10:00', '13:00']; '24:00' ends at midnight. */
const intervalSchema = z
  .tuple([clock, clock])
  // A malformed time already has its own message; the order is judged only between two valid times.
  .refine(([from, to]) => !CLOCK_PATTERN.test(from) || !CLOCK_PATTERN.test(to) || minutesOf(from) < minutesOf(to), {
    error: APPOINTMENT_MESSAGES.intervalOrder,
  });

const daySchema = z
  .array(intervalSchema)
  .max(INTERVALS_PER_DAY_MAX, { error: APPOINTMENT_MESSAGES.tooManyIntervals })
  .refine(
    (intervals) => {
      const sorted = [...intervals].sort((a, b) => minutesOf(a[0]) - minutesOf(b[0]));
      return sorted.every((iv, i) => i === 0 || minutesOf(sorted[i - 1]![1]) <= minutesOf(iv[0]));
    },
    { error: APPOINTMENT_MESSAGES.intervalsOverlap },
  );

const dayHours = daySchema.default([]);
/** A weekday left out has no hours. */
export const weeklyHoursSchema = z.object({
  mon: dayHours,
  tue: dayHours,
  wed: dayHours,
  thu: dayHours,
  fri: dayHours,
  sat: dayHours,
  sun: dayHours,
});
export type WeeklyHours = Record<Weekday, [string, string][]>;

const isoDate = boundedDay(APPOINTMENT_MESSAGES.invalidDate);
const wholeNumber = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** Body of PUT /provider/appointments/settings/ and the settings form. */
export const appointmentSettingsSchema = z
  .object({
    enabled: z.boolean(),
    slot_minutes: wholeNumber(SLOT_MINUTES_MIN, SLOT_MINUTES_MAX, APPOINTMENT_MESSAGES.slotMinutesRange),
    seats_per_slot: wholeNumber(SEATS_PER_SLOT_MIN, SEATS_PER_SLOT_MAX, APPOINTMENT_MESSAGES.seatsRange),
    horizon_days: wholeNumber(HORIZON_DAYS_MIN, HORIZON_DAYS_MAX, APPOINTMENT_MESSAGES.horizonRange),
    cutoff_minutes: wholeNumber(0, CUTOFF_MINUTES_MAX, APPOINTMENT_MESSAGES.cutoffRange),
    weekly: weeklyHoursSchema,
    days_off: z.array(isoDate).max(DAYS_OFF_MAX, { error: APPOINTMENT_MESSAGES.tooManyDaysOff }),
    payment: z.enum(PAYMENT_MODES),
    upi_id: z
      .string()
      .trim()
      .nullable()
      .optional()
      .transform((v) => v || null),
    /** Rupees; null charges the provider's base price when paying in advance. */
    booking_fee: wholeNumber(1, BOOKING_FEE_MAX_RUPEES, APPOINTMENT_MESSAGES.bookingFeeInvalid).nullable().optional(),
  })
  .superRefine((s, ctx) => {
    if (s.upi_id && !UPI_ID_PATTERN.test(s.upi_id)) {
      ctx.addIssue({ code: 'custom', path: ['upi_id'], message: APPOINTMENT_MESSAGES.upiIdInvalid });
    }
    if (s.payment === 'upi_advance' && !s.upi_id) {
      ctx.addIssue({ code: 'custom', path: ['upi_id'], message: APPOINTMENT_MESSAGES.upiIdRequired });
    }
    if (s.enabled && WEEKDAYS.every((d) => s.weekly[d].length === 0)) {
      ctx.addIssue({ code: 'custom', path: ['weekly'], message: APPOINTMENT_MESSAGES.noHours });
    }
  });
export type AppointmentSettingsInput = z.input<typeof appointmentSettingsSchema>;
export type AppointmentSettings = z.output<typeof appointmentSettingsSchema>;

/** What a provider that never opened the settings starts from. */
export const DEFAULT_APPOINTMENT_SETTINGS: AppointmentSettings = {
  enabled: false,
  slot_minutes: 15,
  seats_per_slot: 1,
  horizon_days: 14,
  cutoff_minutes: 60,
  weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  days_off: [],
  payment: 'at_visit',
  upi_id: null,
  booking_fee: null,
};

/** An instant with an explicit offset, as the slots answer gives it: 2026-11-24T10:30:00+05:30. */
const instant = boundedInstant(APPOINTMENT_MESSAGES.invalidStart);

/** Query of GET /provider/{username}/slots/ and GET /provider/appointments/. */
export const appointmentDayQuerySchema = z.object({ date: isoDate });

/** Body of POST /appointments/: the Join Queue form's fields plus the provider and the slot. */
export const bookAppointmentBodySchema = joinQueueBodySchema.extend({
  provider: text({ max: 64 }).min(1),
  start: instant,
});
export type BookAppointmentBody = z.input<typeof bookAppointmentBodySchema>;

export const rescheduleBodySchema = z.object({ start: instant });
export const providerCancelBodySchema = z.object({
  // One line: it is quoted in the cancellation e-mail and alerts, where a line break or escape code
  // could forge text of its own.
  reason: text({ max: 300, required: APPOINTMENT_MESSAGES.reasonRequired }).min(1, {
    error: APPOINTMENT_MESSAGES.reasonRequired,
  }),
});

/** One entry of GET /provider/{username}/slots/. */
export interface Slot {
  start: string;
  end: string;
  seats_left: number;
}

/** An appointment as the person who booked it sees it. */
export interface CustomerAppointment {
  id: string;
  reference: string;
  status: AppointmentStatus;
  start: string;
  end: string;
  /** Paise due in advance; 0 when paid at the visit. */
  amount: number;
  payment: PaymentMode;
  /** When an advance UPI payment is due: the upi://pay link to open or show as a QR code. */
  upi_link?: string;
  /** ISO instant an `awaiting_payment` hold ends. */
  hold_expires_at?: string | null;
  provider: {
    username: string;
    business_name: string;
    address: string;
    latitude: number | null;
    longitude: number | null;
  };
  can_cancel: boolean;
  can_reschedule: boolean;
  /** Money of this booking that goes back (a late payment for a taken slot, a second payment). */
  refund?: Refund | null;
  /** For a `slot_taken` booking: the free slots nearest to the one that was taken, soonest first. */
  free_slots?: Slot[];
}

/** Answer of POST /payments/razorpay/order/. */
export interface RazorpayOrder {
  order_id: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  key_id: string;
}

/** Body of POST /payments/razorpay/verify/: what Razorpay Checkout hands back on success. */
export interface RazorpayVerifyBody {
  appointment_id: string;
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** An appointment in the provider's day view. */
export interface ProviderAppointment {
  id: string;
  reference: string;
  status: AppointmentStatus;
  start: string;
  end: string;
  consumer_name: string;
  consumer_age: number;
  consumer_contact: string;
  consumer_gender: 'male' | 'female';
  amount: number;
  payment: PaymentMode;
  /** Paise confirmed as received in advance. */
  paid: number;
  /** The slot is no longer inside the provider's hours (the schedule changed after booking). */
  outside_hours: boolean;
  cancel_reason: string | null;
  /** Money of this booking that goes back, and whether the desk must return it by hand. */
  refund: Refund | null;
}

/** What the public provider answer tells about bookings, beside the profile. */
export const providerBookingInfoSchema = z.object({
  takes_bookings: z.boolean(),
  /** Rupees due in advance; null when paid at the visit (or not taking bookings). */
  booking_fee: z.number().nullable(),
  payment: z.enum(PAYMENT_MODES).nullable(),
  /** Set only when Razorpay is configured on the server and the provider takes payment by it. */
  razorpay_key_id: z.string().nullable(),
  razorpay_checkout_url: z.string().nullable(),
  /** How many days ahead people may book, so the date strip scrolls that far; null when not taking bookings. */
  horizon_days: z.number().int().nullable(),
});
export type ProviderBookingInfo = z.infer<typeof providerBookingInfoSchema>;

/** Answer of GET and PUT /provider/appointments/settings/: the settings, fee in rupees. */
export const appointmentSettingsAnswerSchema = z.object({
  data: z.object({
    enabled: z.boolean(),
    slot_minutes: z.number().int(),
    seats_per_slot: z.number().int(),
    horizon_days: z.number().int(),
    cutoff_minutes: z.number().int(),
    weekly: z.record(z.enum(WEEKDAYS), z.array(z.tuple([z.string(), z.string()]))),
    days_off: z.array(z.string()),
    payment: z.enum(PAYMENT_MODES),
    upi_id: z.string().nullable(),
    booking_fee: z.number().nullable(),
    /** Whether this server can take payment by Razorpay (its keys are configured). */
    razorpay_available: z.boolean(),
  }),
});
export type AppointmentSettingsAnswer = z.infer<typeof appointmentSettingsAnswerSchema>['data'];

/** One slot of GET /provider/{username}/slots/. */
export const slotSchema = z.object({ start: z.string(), end: z.string(), seats_left: z.number().int() });
export const slotsAnswerSchema = z.object({ data: z.array(slotSchema) });

/** 2026-11-24T10:30:00+05:30: an instant as India's wall clock shows it (+05:30 all year). */
export const istIso = (at: Date): string =>
  `${new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19)}${IST_OFFSET}`;

/** Answer shapes, for the OpenAPI document (the interfaces above are what the web app reads). */
const refundSchema = z.object({ amount: z.number().int(), state: z.enum(REFUND_STATES) });
export const customerAppointmentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  start: z.string(),
  end: z.string(),
  amount: z.number().int(),
  payment: z.enum(PAYMENT_MODES),
  upi_link: z.string().optional(),
  hold_expires_at: z.string().nullable().optional(),
  provider: z.object({
    username: z.string(),
    business_name: z.string(),
    address: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  can_cancel: z.boolean(),
  can_reschedule: z.boolean(),
  refund: refundSchema.nullable().optional(),
  free_slots: z.array(slotSchema).optional(),
});
export const customerAppointmentAnswerSchema = z.object({ data: customerAppointmentSchema });
export const customerAppointmentsAnswerSchema = z.object({ data: z.array(customerAppointmentSchema) });

export const providerAppointmentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  start: z.string(),
  end: z.string(),
  consumer_name: z.string(),
  consumer_age: z.number().int(),
  consumer_contact: z.string(),
  consumer_gender: z.enum(['male', 'female']),
  amount: z.number().int(),
  payment: z.enum(PAYMENT_MODES),
  paid: z.number().int(),
  outside_hours: z.boolean(),
  cancel_reason: z.string().nullable(),
  refund: refundSchema.nullable(),
});
export const providerAppointmentAnswerSchema = z.object({ data: providerAppointmentSchema });
export const appointmentDayAnswerSchema = z.object({
  data: z.object({
    date: z.string(),
    slots: z.array(
      z.object({
        start: z.string(),
        end: z.string(),
        seats: z.number().int(),
        bookings: z.array(providerAppointmentSchema),
      }),
    ),
    outside_hours: z.array(providerAppointmentSchema),
  }),
});
