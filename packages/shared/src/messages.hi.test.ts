import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMessageLocalizer } from './localize-message';
import { HINDI_MESSAGES } from './messages.hi';
import { HINDI_SERVER } from './hindi/server';

/*
 * Every sentence and label the shared rules export must have Hindi, so a new message cannot ship
 * in English only. The test walks every export of every module here; what is not shown to people
 * (keys, codes, enum values, URLs, place names) is listed below with the reason.
 */

/** Exported constants whose strings are not user-facing words. */
const NOT_WORDS = new Set([
  // Time zones, offsets, stored enum values and defaults, route and storage keys.
  'ANALYTICS_TIME_ZONE',
  'APPOINTMENT_TIME_ZONE',
  'IST_OFFSET',
  'APPLICATION_LOCATION',
  'APPLICATION_STATUSES',
  'BUSINESS_TYPES',
  'MEMBER_ROLES',
  'BUSINESS_ROLES',
  'APPOINTMENT_STATUSES',
  'DEFAULT_APPOINTMENT_SETTINGS',
  'PAYMENT_METHODS',
  'PAYMENT_MODES',
  'PAYMENT_STATUSES',
  'REFUND_STATES',
  'SEAT_HOLDING_STATUSES',
  'WEEKDAYS',
  'AUTH_STORAGE_KEYS',
  'REFRESH_COOKIE',
  'ALL_CATEGORIES_SLUG',
  'CATEGORY_ALIASES',
  'CATEGORY_SYNONYMS',
  'GENERIC_CATEGORY_WORDS',
  'INDUSTRIES',
  'INDUSTRY_SLUGS',
  'industryBySlug',
  'slugByIndustry',
  'JOIN_FRAGMENT',
  'LISTING_SORTS',
  'PROVIDER_EDITABLE_FIELDS',
  'PROVIDER_READ_ONLY_FIELDS',
  'ENDED_ENTRY_STATUSES',
  'GENDERS',
  'MY_QUEUE_STATUSES',
  'QUEUE_SOURCES',
  'STAFF_ROLES',
  'UPLOAD_ACCEPT',
  'UPLOAD_ACCEPTED_TYPES',
  'UPLOAD_FIELD',
  'DOCUMENT_ACCEPT',
  'PDF_MAGIC',
  'PDF_TYPE',
  'APPOINTMENT_WEBHOOK_EVENTS',
  'ENTRY_WEBHOOK_EVENTS',
  'WEBHOOK_EVENTS',
  'RAZORPAY_CHECKOUT_URL_DEFAULT',
  'PHONE_PREFIX',
  'RESERVED_USERNAMES',
  // The languages name themselves in their own script, whichever is active.
  'DEFAULT_LANGUAGE',
  'LANGUAGES',
  'LANGUAGE_COOKIE',
  'CITY_COOKIE',
  'LANGUAGE_STORAGE_KEY',
  'LANGUAGE_NAMES',
  'LANGUAGE_MARKS',
  'INTL_LOCALES',
  // Place names are proper nouns, shown as the city is known.
  'CITY_NAMES',
  // Walked below field by field: only the label of a category is shown.
  'CATEGORIES',
]);

/**
 * Every exported function that builds a sentence, called with sample values; the finished
 * sentence must translate. Functions that build no words are listed as null.
 */
const SAMPLE_SENTENCES: Record<string, ((fn: (...args: unknown[]) => unknown) => unknown[]) | null> = {
  bookingCancelledBody: (f) => [f('Tue, 24 Nov, 10:30', 'The doctor is away')],
  bookingCancelledTitle: (f) => [f('Glow Salon')],
  bookingConfirmedBody: (f) => [f('Tue, 24 Nov, 10:30', 'K7Q2')],
  bookingConfirmedTitle: (f) => [f('Glow Salon')],
  bookingReminderBody: (f) => [f('Tue, 24 Nov, 10:30', 'K7Q2')],
  bookingReminderTitle: (f) => [f('Glow Salon', 24), f('Glow Salon', 2)],
  bookingRescheduledTitle: (f) => [f('Glow Salon')],
  bookingSlotTakenTitle: (f) => [f('Glow Salon')],
  bookingSlotTakenBody: (f) => [f('Tue, 24 Nov, 10:30', '₹300')],
  bookingSlotTakenByHandBody: (f) => [f('Tue, 24 Nov, 10:30', '₹300')],
  appointmentCircleLabel: (f) => [f('10:30')],
  bookingReferenceLabel: (f) => [f('K7Q2')],
  cancelConfirmMessage: (f) => [f('Tue, 24 Nov, 10:30 am', 'Glow Salon')],
  holdEndsInLabel: (f) => [f('14:59')],
  codeSentMessage: (f) => [f('asha@example.in')],
  incorrectCodeMessage: (f) => [f(1), f(3)],
  resendWaitMessage: (f) => [f(1), f(42), f(600)],
  tooManyCodesMessage: (f) => [f(1), f(42), f(600)],
  tooManyRequestsMessage: (f) => [f(1), f(42), f(600)],
  roleRequiredMessage: (f) => [f(['owner']), f(['owner', 'manager'])],
  categoryLabel: (f) => [f('Healthcare', 'Dentist'), f('Personalcare', 'Salon')],
  hiddenByFiltersMessage: (f) =>
    (['search', 'filters', 'search and filters'] as const).flatMap((by) => [f(0, by), f(1, by), f(4, by)]),
  listingTitle: (f) => [f('Dentist', 'Pune')],
  noProvidersMessage: (f) => [f('Pune')],
  providersFound: (f) => [f(1), f(4)],
  calledBody: (f) => [f(12), f('B-14', 'Dr. Anita Rao')],
  calledTitle: (f) => [f('Glow Salon')],
  closedBody: (f) => [f('Glow Salon')],
  nearBody: (f) => [f(3, 12)],
  nearTitle: (f) => [f('Glow Salon')],
  removedTitle: (f) => [f('Glow Salon')],
  whatsappConsentLabel: (f) => [f('98765 43210')],
  ageYears: (f) => [f(34)],
  alreadyInQueueAtMessage: (f) => [f('Glow Salon')],
  calledAgoLabel: (f) => [f(0), f(12)],
  nextCustomerMessage: (f) => [f('Asha'), f(null)],
  noShowConfirmMessage: (f) => [f('Asha', 12)],
  providerClosedMessage: (f) => [f('Glow Salon')],
  queuePausedMessage: (f) => [f('Glow Salon')],
  tokenLabel: (f) => [f(12)],
  deskClosedMessage: (f) => [f('Dr. Anita Rao')],
  deskPausedMessage: (f) => [f('Chair 2')],
  deskServiceMessage: (f) => [f('Dr. Anita Rao', 'Dressing')],
  serviceUnavailableMessage: (f) => [f('Hair colour')],
  welcomeMessage: (f) => [f('Asha')],
  // Numbers, dates, units, URLs and look-ups: no sentence of their own.
  boundedDay: null,
  boundedInstant: null,
  addDays: null,
  isQueueOverview: null,
  deskTokenLabel: null,
  streamTokenOf: null,
  daysInRange: null,
  kolkataDate: null,
  resolveAnalyticsRange: null,
  slotLabel: null,
  isIsoDay: null,
  formatRupees: null,
  istIso: null,
  paiseToRupees: null,
  rupeesToPaise: null,
  waitPhrase: null,
  categoriesOf: null,
  galleryPhotos: null,
  findCategoryBySlug: null,
  findCategoryByValue: null,
  cityNameMatching: null,
  cityNames: null,
  officialCityName: null,
  placeKey: null,
  sameCity: null,
  bothOrNeither: null,
  directionsUrl: null,
  formatDistance: null,
  haversineKm: null,
  isInIndia: null,
  isLanguage: null,
  languageFromAcceptLanguage: null,
  createMessageLocalizer: null,
  normaliseIndianPhone: null,
  phoneSchema: null,
  isCompletePincode: null,
  plural: null,
  overviewOf: null,
  isUsableUsername: null,
  text: null,
  imageUrlSchema: null,
  documentUrlSchema: null,
  isPdfUrl: null,
};

const isSchema = (value: object) => '_zod' in value;

function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsOf(v, into));
  else if (value instanceof Set) [...value].forEach((v) => stringsOf(v, into));
  else if (value && typeof value === 'object' && !isSchema(value))
    Object.values(value).forEach((v) => stringsOf(v, into));
  return into;
}

const hindi = createMessageLocalizer(HINDI_MESSAGES);
/** A message counts as translated when the catalog has it (some, like 'UPI ID', read the same in Hindi). */
const untranslated = (messages: string[]) => messages.filter((m) => !(m in HINDI_MESSAGES) && hindi(m) === m);

let exportsByName: [string, unknown][] = [];

beforeAll(async () => {
  const dir = dirname(fileURLToPath(import.meta.url));
  // jitless-validation.ts is Zod itself as the web app sees it (it re-exports the library): no words of ours.
  const files = readdirSync(dir).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'messages.hi.ts' && f !== 'jitless-validation.ts',
  );
  for (const file of files) {
    const module = (await import(/* @vite-ignore */ `./${file}`)) as Record<string, unknown>;
    exportsByName.push(...Object.entries(module));
  }
  exportsByName = exportsByName.filter(([name]) => !/^HINDI_/.test(name));
});

describe('the Hindi catalog', () => {
  it('has Hindi for every message, label and category name the shared rules export', () => {
    const missing: string[] = [];
    for (const [name, value] of exportsByName) {
      if (typeof value === 'function' || NOT_WORDS.has(name)) continue;
      if (value && typeof value === 'object' && isSchema(value)) continue;
      missing.push(...untranslated(stringsOf(value)).map((m) => `${name}: ${m}`));
    }
    const categories = exportsByName.find(([name]) => name === 'CATEGORIES')?.[1] as { label: string }[];
    missing.push(...untranslated(categories.map((c) => c.label)).map((m) => `CATEGORIES: ${m}`));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('has Hindi for every sentence the shared functions build', () => {
    const missing: string[] = [];
    for (const [name, value] of exportsByName) {
      if (typeof value !== 'function' || /^[A-Z]/.test(name)) continue;
      if (!(name in SAMPLE_SENTENCES)) {
        missing.push(`${name}: list it in SAMPLE_SENTENCES (sample calls, or null when it builds no words)`);
        continue;
      }
      const samples = SAMPLE_SENTENCES[name]?.(value as (...args: unknown[]) => unknown) ?? [];
      missing.push(...untranslated(samples.map(String)).map((m) => `${name}: ${m}`));
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('fills the holes of a template with the values of the sentence', () => {
    expect(hindi("It's your turn at Glow Salon")).toBe('Glow Salon में आपकी बारी आ गई है');
    expect(hindi('Incorrect code. 3 attempts left.')).toBe('कोड ग़लत है। 3 कोशिशें बाक़ी हैं।');
  });

  it('keeps every hole of the English in the Hindi', () => {
    for (const [english, translation] of Object.entries(HINDI_SERVER)) {
      const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(holes(translation), english).toEqual(holes(english));
    }
  });

  it("has Hindi for Zod's own messages, as this version of Zod writes them", () => {
    const failures: [z.ZodType, unknown][] = [
      [z.object({ a: z.string() }), {}],
      [z.string(), null],
      [z.string(), 1],
      [z.number(), 'x'],
      [z.int(), 1.5],
      [z.boolean(), 'yes'],
      [z.object({}), []],
      [z.array(z.string()), {}],
      [z.literal(true), false],
      [z.enum(['a', 'b']), 'c'],
      [z.union([z.string(), z.number()]), true],
      [z.string().max(80), 'x'.repeat(81)],
      [z.string().length(3), 'x'],
      [z.string().min(1), ''],
      [z.string().min(3), 'x'],
      [z.array(z.string()).max(2), ['a', 'b', 'c']],
      [z.array(z.string()).min(1), []],
      [z.number().max(10), 11],
      [z.number().min(1), 0],
      [z.number().positive(), 0],
      [z.number().multipleOf(5), 3],
      [z.email(), 'x'],
      [z.url(), 'x'],
      [z.uuid(), 'x'],
      [z.iso.date(), 'x'],
      [z.iso.datetime(), 'x'],
      [z.iso.time(), 'x'],
      [z.string().regex(/^\d+$/), 'x'],
      [z.strictObject({}), { a: 1 }],
      [z.strictObject({}), { a: 1, b: 2 }],
    ];
    const issues = failures.flatMap(([schema, value]) => schema.safeParse(value).error?.issues ?? []);
    expect(issues).toHaveLength(failures.length);
    expect(issues.map((issue) => issue.message).filter((m) => hindi(m) === m)).toEqual([]);
    expect(hindi('Invalid input: expected string, received undefined')).toBe('यह जानकारी ज़रूरी है');
    expect(hindi('Too small: expected string to have >=1 characters')).toBe('यह ख़ाली नहीं हो सकता');
    expect(hindi('Too big: expected number to be <=10')).toBe('यह 10 या उससे कम होना चाहिए');
  });
});
