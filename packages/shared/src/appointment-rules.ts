import { APPOINTMENT_MENU, APPOINTMENT_OFFER } from './appointment-labels';

/*
 * Appointments' limits, words, labels and money helpers, apart from their schemas (appointments.ts,
 * which re-exports all of this): a screen that only offers or shows a booking imports them without
 * loading the validation library.
 */
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
  bookButton: APPOINTMENT_OFFER.bookButton,
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
  loginToBook: APPOINTMENT_OFFER.loginToBook,
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
  slotTakenExplained:
    'Your payment arrived after your hold had ended, and the slot was booked by someone else meanwhile.',
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
