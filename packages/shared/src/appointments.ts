import { z } from 'zod';
import { boundedDay, boundedInstant } from './calendar-bounds';
import { text } from './text';
import { APPOINTMENT_TIME_ZONE, appointmentCircleLabel } from './appointment-labels';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STATUSES,
  IST_OFFSET,
  REFUND_STATES,
  type AppointmentStatus,
  type PaymentMode,
  type Refund,
  type Weekday,
  BOOKING_FEE_MAX_RUPEES,
  CUTOFF_MINUTES_MAX,
  DAYS_OFF_MAX,
  HORIZON_DAYS_MAX,
  HORIZON_DAYS_MIN,
  INTERVALS_PER_DAY_MAX,
  PAYMENT_MODES,
  SEATS_PER_SLOT_MAX,
  SEATS_PER_SLOT_MIN,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  UPI_ID_PATTERN,
  WEEKDAYS,
} from './appointment-rules';
import { joinQueueBodySchema } from './queue';

/**
 * Appointments: a person books a slot of a provider's weekly hours, pays at the visit or in advance,
 * and on arrival enters the provider's live queue. Times are India wall-clock (Asia/Kolkata, +05:30
 * all year); instants travel as ISO strings with that offset.
 */
export { APPOINTMENT_TIME_ZONE, appointmentCircleLabel };
export * from './appointment-rules';

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
