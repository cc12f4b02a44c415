import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  doublePrecision,
  jsonb,
} from 'drizzle-orm/pg-core';
import {
  APPOINTMENT_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  type WeeklyHours,
} from '@kataar/shared/appointments';
import type { MemberRole } from '@kataar/shared/application';
import type { Language } from '@kataar/shared/language';
import { QUEUE_SOURCES } from '@kataar/shared/queue';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  googleSub: text('google_sub').unique(),
  isAdmin: boolean('is_admin').notNull().default(false),
  /** 'en' or 'hi', the language the person chose; null until they choose (English then). */
  language: text('language').$type<Language>(),
  createdAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const otpChallenges = pgTable('otp_challenges', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  sends: integer('sends').notNull().default(1),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

export const applicationStatus = pgEnum('application_status', ['pending', 'approved', 'rejected']);
/**
 * `practitioner`: a doctor or stylist who works their own desks; only staff can hold it (the
 * application form offers the first three).
 */
export const memberRole = pgEnum('member_role', ['owner', 'manager', 'receptionist', 'practitioner']);
export const industry = pgEnum('industry', ['Healthcare', 'Personalcare']);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameOfApplicant: text('name_of_applicant').notNull(),
    phoneNo: text('phone_no').notNull(),
    email: text('email').notNull(),
    // The application form offers owner, manager and receptionist only.
    roleInBusiness: memberRole('role_in_business').$type<MemberRole>().notNull(),
    businessName: text('business_name').notNull(),
    industry: industry('industry').notNull(),
    category: text('category').notNull(),
    speciality: text('speciality'),
    area: text('area'),
    businessContact: text('business_contact').notNull(),
    businessType: text('business_type').notNull(),
    basePricing: integer('base_pricing').notNull(),
    location: text('location').notNull().default('None'),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2'),
    pincode: text('pincode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    profilePhoto: text('profile_photo').notNull(),
    pancardNo: text('pancard_no').notNull(),
    pancardPhoto: text('pancard_photo'),
    licencePhoto: text('licence_photo'),
    status: applicationStatus('status').notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('applications_status_idx').on(t.status, t.createdAt),
    // The applicant's newest application (GET /application/mine/).
    index('applications_user_idx').on(t.userId, t.createdAt),
    // At most one pending application per user.
    uniqueIndex('applications_one_pending_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const providers = pgTable(
  'providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    businessName: text('business_name').notNull(),
    industry: industry('industry').notNull(),
    category: text('category').notNull(),
    speciality: text('speciality').notNull().default(''),
    area: text('area').notNull().default(''),
    isOpen: boolean('is_open').notNull().default(false),
    queueRunning: boolean('queue_running').notNull().default(true),
    /** Whether the waiting-room display shows first names beside tokens; off shows tokens only. */
    displayShowNames: boolean('display_show_names').notNull().default(false),
    basePricing: integer('base_pricing'),
    profilePhoto: text('profile_photo'),
    displayPhoto1: text('display_photo_1'),
    displayPhoto2: text('display_photo_2'),
    displayPhoto3: text('display_photo_3'),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    location: text('location').notNull().default('None'),
    // Where the premises are (WGS 84 degrees): the PIN code's centroid at approval, refined by the
    // owner. Null when the PIN code has no known position. Near-me queries read them from memory,
    // so there is no spatial index here.
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    businessContact: text('business_contact').notNull(),
    businessEmail: text('business_email'),
    applicationId: uuid('application_id').references(() => applications.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('providers_city_category_idx').on(sql`lower(${t.city})`, t.industry, t.category)],
);

export const providerMembers = pgTable(
  'provider_members',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: memberRole('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('provider_members_pk').on(t.providerId, t.userId),
    // One business per account, held by the database itself: two invitations of one person racing
    // on two processes cannot both give a seat.
    uniqueIndex('provider_members_one_business').on(t.userId),
  ],
);

/**
 * A desk: one place where people are served (a doctor, a chair, a counter), with its own line.
 * Every provider has at least one: a trigger gives each new provider its first desk, and the last
 * desk cannot be deleted. A desk takes joins only while it and its provider are both open and running.
 */
export const desks = pgTable(
  'desks',
  {
    id: serial('id').primaryKey(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** One letter A–Z put before the tokens of people who chose this desk ("B-14"), or null. */
    tokenPrefix: text('token_prefix'),
    isOpen: boolean('is_open').notNull().default(true),
    queueRunning: boolean('queue_running').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('desks_provider_idx').on(t.providerId, t.id),
    uniqueIndex('desks_name_per_provider').on(t.providerId, sql`lower(${t.name})`),
    uniqueIndex('desks_prefix_per_provider')
      .on(t.providerId, t.tokenPrefix)
      .where(sql`${t.tokenPrefix} is not null`),
    check('desks_token_prefix_letter', sql`${t.tokenPrefix} ~ '^[A-Z]$'`),
  ],
);

/** What people come for ("Consultation", "Haircut"): a typical length, a price, the desks offering it. */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** In rupees; null when the provider shows no price. */
    price: integer('price'),
    createdAt: createdAt(),
  },
  (t) => [
    index('services_provider_idx').on(t.providerId, t.id),
    uniqueIndex('services_name_per_provider').on(t.providerId, sql`lower(${t.name})`),
    check('services_duration_range', sql`${t.durationMinutes} between 1 and 480`),
    check('services_price_range', sql`${t.price} >= 0`),
  ],
);

export const deskServices = pgTable(
  'desk_services',
  {
    deskId: integer('desk_id')
      .notNull()
      .references(() => desks.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('desk_services_pk').on(t.deskId, t.serviceId),
    index('desk_services_service_idx').on(t.serviceId),
  ],
);

/** The staff who work a desk; a practitioner may act only at the desks listed here. */
export const deskMembers = pgTable(
  'desk_members',
  {
    deskId: integer('desk_id')
      .notNull()
      .references(() => desks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('desk_members_pk').on(t.deskId, t.userId), index('desk_members_user_idx').on(t.userId)],
);

/** `appointment`: a booking that checked in at the desk. */
export const queueSource = pgEnum('queue_source', QUEUE_SOURCES);
/** `no_show`: called, but the desk marked that the person did not come within a short while. */
export const queueStatus = pgEnum('queue_status', ['waiting', 'called', 'removed', 'left', 'no_show']);
export const gender = pgEnum('gender', ['male', 'female']);

export const queueEntries = pgTable(
  'queue_entries',
  {
    id: serial('id').primaryKey(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    consumerUserId: uuid('consumer_user_id').references(() => users.id),
    consumerName: text('consumer_name').notNull(),
    consumerAge: integer('consumer_age').notNull(),
    consumerContact: text('consumer_contact').notNull(),
    consumerGender: gender('consumer_gender').notNull(),
    source: queueSource('source').notNull(),
    status: queueStatus('status').notNull().default('waiting'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The number called aloud: 1, 2, 3 … per provider per day in India, never reused that day. */
    token: integer('token').notNull(),
    /** The India (Asia/Kolkata) day the token was given out on, as YYYY-MM-DD. */
    tokenDay: date('token_day').notNull(),
    /** When the desk marked the called person a no-show (ended_at keeps the time of the call). */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /** When a removed or no-show person took their old place back; a place is given back once. */
    rejoinedAt: timestamp('rejoined_at', { withTimezone: true }),
    /** For a checked-in booking: the slot's start, shown on its circle at the desk. */
    appointmentAt: timestamp('appointment_at', { withTimezone: true }),
    /** The desk the person chose; null while they wait for "first available". */
    deskId: integer('desk_id').references(() => desks.id, { onDelete: 'set null' }),
    /** The service the person came for, if the provider has services. */
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    /** The desk that called the person (also the one that serves them). */
    calledDeskId: integer('called_desk_id').references(() => desks.id, { onDelete: 'set null' }),
    /**
     * Set while a called person has stepped out (to fetch a report, to pay): the desk parked them and
     * may call them back; they keep their token meanwhile.
     */
    parkedAt: timestamp('parked_at', { withTimezone: true }),
    /** What the person wrote about their visit when joining; only the provider's staff see it. */
    visitNote: text('visit_note'),
  },
  (t) => [
    index('queue_entries_waiting_idx')
      .on(t.providerId, t.joinedAt, t.id)
      .where(sql`${t.status} = 'waiting'`),
    index('queue_entries_history_idx').on(t.providerId, t.joinedAt),
    // One queue a person joined themselves (source 'online') at a time, across all providers
    // (POST /queue/leave/ names no provider). A desk's check-in of a booked person is not counted:
    // the person is standing at that desk, wherever else they wait (decision 034).
    uniqueIndex('queue_entries_one_waiting_per_user')
      .on(t.consumerUserId)
      .where(sql`${t.status} = 'waiting' and ${t.consumerUserId} is not null and ${t.source} = 'online'`),
    // Where a person waits, check-ins included ("my queue", leave): the index above leaves those out.
    index('queue_entries_waiting_user_idx')
      .on(t.consumerUserId)
      .where(sql`${t.status} = 'waiting' and ${t.consumerUserId} is not null`),
    // A token is given out once per provider and day; also the index behind "the day's last token".
    uniqueIndex('queue_entries_token_per_day').on(t.providerId, t.tokenDay, t.token),
  ],
);

export const waitlist = pgTable('waitlist', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

export const pincodes = pgTable('pincodes', {
  pincode: text('pincode').primaryKey(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  places: text('places')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
});

export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

/**
 * Messages to send to the outside world (push, mail, WhatsApp, webhooks), written in the same
 * transaction as the change that causes them and sent afterwards by the dispatcher of any process.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which registered handler sends it, e.g. 'push', 'email', 'whatsapp', 'webhook'. */
    channel: text('channel').notNull(),
    /** One row per event and recipient, e.g. 'called:<entry id>:push:<subscription id>'. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(6),
    status: outboxStatus('status').notNull().default('pending'),
    lastError: text('last_error'),
    /** A dispatcher that claimed the row owns it until then; after that any dispatcher may retry it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A provider's one webhook: where queue events are posted and the secret that signs them. */
export const providerWebhooks = pgTable('provider_webhooks', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  /** Kept in clear: every request is signed with it (HMAC), so a hash would not do. */
  secret: text('secret').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each attempt to deliver a webhook event, the newest few per provider (older ones are deleted). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    event: text('event').notNull(),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_provider_idx').on(t.providerId, t.id)],
);
/** Browsers that accepted Web Push for a user: one row per device (its push endpoint). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A user's alert choices; a user without a row has the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** "Near" fires when the position reaches this (1–10). */
  nearPosition: integer('near_position').notNull().default(3),
  push: boolean('push').notNull().default(true),
  email: boolean('email').notNull().default(true),
  whatsapp: boolean('whatsapp').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Consent to WhatsApp messages about one queue entry, given by ticking the box when joining: the
 * number and when it was given (personal data under India's DPDP Act; removed with the entry).
 */
export const whatsappConsents = pgTable('whatsapp_consents', {
  entryId: integer('entry_id')
    .primaryKey()
    .references(() => queueEntries.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** E.164 digits without '+', e.g. 919876543210. */
  phone: text('phone').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Entries whose "your turn is near" alert has fired: it fires once per entry. */
export const nearAlerts = pgTable('near_alerts', {
  entryId: integer('entry_id')
    .primaryKey()
    .references(() => queueEntries.id, { onDelete: 'cascade' }),
  firedAt: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentMode = pgEnum('payment_mode', PAYMENT_MODES);
export const appointmentStatus = pgEnum('appointment_status', APPOINTMENT_STATUSES);
export const appointmentActor = pgEnum('appointment_actor', ['customer', 'provider']);

/** How a provider takes bookings; a provider without a row does not take them. */
export const appointmentSettings = pgTable('appointment_settings', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  slotMinutes: integer('slot_minutes').notNull(),
  seatsPerSlot: integer('seats_per_slot').notNull(),
  horizonDays: integer('horizon_days').notNull(),
  cutoffMinutes: integer('cutoff_minutes').notNull(),
  /** India wall-clock intervals per weekday: { mon: [["10:00","13:00"],["17:00","20:00"]], … }. */
  weekly: jsonb('weekly').$type<WeeklyHours>().notNull(),
  /** YYYY-MM-DD days without bookings (holidays, leave). */
  daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
  payment: paymentMode('payment').notNull().default('at_visit'),
  upiId: text('upi_id'),
  /** Charged in advance instead of the base price; null charges the base price. */
  bookingFeePaise: integer('booking_fee_paise'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A booked slot. Rows are never deleted: a cancellation or a no-show is a status. */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short code both sides quote, also the UPI transaction reference. */
    reference: text('reference').notNull().unique(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    consumerUserId: uuid('consumer_user_id')
      .notNull()
      .references(() => users.id),
    consumerName: text('consumer_name').notNull(),
    consumerAge: integer('consumer_age').notNull(),
    consumerContact: text('consumer_contact').notNull(),
    consumerGender: gender('consumer_gender').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** The India day of start_at, YYYY-MM-DD: one active booking per person, provider and day. */
    day: date('day').notNull(),
    status: appointmentStatus('status').notNull(),
    payment: paymentMode('payment').notNull(),
    /** Due in advance, in paise; 0 when paid at the visit. */
    amountPaise: integer('amount_paise').notNull().default(0),
    /** An `awaiting_payment` booking frees its seat at this instant. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Consented to WhatsApp messages about this booking. */
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    cancelledBy: appointmentActor('cancelled_by'),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /** The live-queue entry a check-in created. */
    queueEntryId: integer('queue_entry_id').references(() => queueEntries.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_provider_start_idx').on(t.providerId, t.startAt),
    index('appointments_consumer_start_idx').on(t.consumerUserId, t.startAt),
  ],
);

export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

/** Every step of every payment attempt, appended and never changed (refunds add a row). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    method: paymentMethod('method').notNull(),
    status: paymentStatus('status').notNull(),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    /** The gateway's id of the refund a `refunded` step records. */
    gatewayRefundId: text('gateway_refund_id'),
    /** Who or what vouched for the money: a member's user id, or the gateway's verified signature. */
    verifiedBy: text('verified_by'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_appointment_idx').on(t.appointmentId, t.createdAt),
    // A gateway payment is confirmed once, however often its webhook or its checkout callback arrives,
    // and owed back, refunded or refused a refund once.
    uniqueIndex('payments_gateway_once')
      .on(t.gatewayPaymentId, t.status)
      .where(sql`${t.gatewayPaymentId} is not null`),
  ],
);
