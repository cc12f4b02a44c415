import { z } from 'zod';
import { text } from './text';

/**
 * A provider's desks (doctors, chairs, counters: each calls its own line) and the services they
 * offer, as the owner and managers set them up.
 */
export const DESK_NAME_MAX = 60;
export const SERVICE_NAME_MAX = 60;
export const SERVICE_MINUTES_MIN = 1;
export const SERVICE_MINUTES_MAX = 480;
/** Rupees; well inside the database's integer column. */
export const SERVICE_PRICE_MAX = 10_000_000;
/** Longest list of services, desks or members one write may name. */
export const DESK_LIST_MAX = 100;

export const DESK_MESSAGES = {
  nameRequired: 'Enter a name for the desk.',
  nameTooLong: 'A desk name can have at most 60 characters.',
  nameTaken: 'Another desk already has this name.',
  prefixInvalid: 'The token letter must be one letter from A to Z.',
  prefixTaken: 'Another desk already uses this token letter.',
  notFound: 'Desk not found',
  lastDesk: 'A business needs at least one desk.',
  peopleWaiting: 'People are waiting at this desk. Move them to another desk first.',
  memberNotStaff: 'Desk members must be staff of this business.',
  unknownService: 'One of the chosen services does not exist.',
  tooMany: 'Choose at most 100.',
  deleted: 'Desk deleted',
  serviceNameRequired: 'Enter a name for the service.',
  serviceNameTooLong: 'A service name can have at most 60 characters.',
  serviceNameTaken: 'Another service already has this name.',
  durationRange: 'Enter a duration between 1 and 480 minutes.',
  priceInvalid: 'Enter the price as a whole number of rupees (0 or more).',
  unknownDesk: 'One of the chosen desks does not exist.',
  serviceNotFound: 'Service not found',
  serviceDeleted: 'Service deleted',
} as const;

const name = (required: string, tooLong: string, max: number) =>
  text({ max, required, tooLong }).min(1, { error: required });

const deskName = name(DESK_MESSAGES.nameRequired, DESK_MESSAGES.nameTooLong, DESK_NAME_MAX);
const serviceName = name(DESK_MESSAGES.serviceNameRequired, DESK_MESSAGES.serviceNameTooLong, SERVICE_NAME_MAX);

/** One letter A–Z (lowercase is taken and upper-cased); null or '' clears the letter. */
const tokenPrefix = z
  .string({ error: DESK_MESSAGES.prefixInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]?$/, { error: DESK_MESSAGES.prefixInvalid })
  .transform((v) => v || null)
  .nullable();

/** A set of ids: repeats are dropped, so the same service or member is never linked twice. */
const idSet = <T extends z.ZodType<number | string>>(id: T) =>
  z
    .array(id)
    .max(DESK_LIST_MAX, { error: DESK_MESSAGES.tooMany })
    .transform((ids) => [...new Set(ids)]);

const serviceIds = idSet(
  z.number({ error: DESK_MESSAGES.unknownService }).int({ error: DESK_MESSAGES.unknownService }),
);
const deskIds = idSet(z.number({ error: DESK_MESSAGES.unknownDesk }).int({ error: DESK_MESSAGES.unknownDesk }));
const memberIds = idSet(z.uuid({ error: DESK_MESSAGES.memberNotStaff }));

const minutes = z
  .number({ error: DESK_MESSAGES.durationRange })
  .int({ error: DESK_MESSAGES.durationRange })
  .min(SERVICE_MINUTES_MIN, { error: DESK_MESSAGES.durationRange })
  .max(SERVICE_MINUTES_MAX, { error: DESK_MESSAGES.durationRange });

/** Whole rupees; null means the service has no set price. */
const price = z
  .number({ error: DESK_MESSAGES.priceInvalid })
  .int({ error: DESK_MESSAGES.priceInvalid })
  .min(0, { error: DESK_MESSAGES.priceInvalid })
  .max(SERVICE_PRICE_MAX, { error: DESK_MESSAGES.priceInvalid })
  .nullable();

export const deskSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The letter before this desk's token numbers (A12); null when the desk has none. */
  token_prefix: z.string().nullable(),
  is_open: z.boolean(),
  queue_running: z.boolean(),
  service_ids: z.array(z.number().int()),
  /** Staff (user ids) who work at this desk. */
  member_ids: z.array(z.string()),
  /** People waiting whom this desk may call: those who named it, and those waiting for any desk that offers what they want. */
  waiting: z.number().int(),
});
export type Desk = z.infer<typeof deskSchema>;

/** Body of POST /provider/desks/. */
export const deskCreateBodySchema = z.object({
  name: deskName,
  token_prefix: tokenPrefix.optional(),
  service_ids: serviceIds.optional(),
  member_ids: memberIds.optional(),
});
export type DeskCreate = z.output<typeof deskCreateBodySchema>;
export type DeskCreateInput = z.input<typeof deskCreateBodySchema>;

/** Body of PATCH /provider/desks/{id}/: any of the fields; a list replaces the desk's set. */
export const deskPatchBodySchema = deskCreateBodySchema.partial().extend({
  is_open: z.boolean().optional(),
  queue_running: z.boolean().optional(),
});
export type DeskPatch = z.output<typeof deskPatchBodySchema>;
export type DeskPatchInput = z.input<typeof deskPatchBodySchema>;

export const deskAnswerSchema = z.object({ data: deskSchema });
export const deskListAnswerSchema = z.object({ data: z.array(deskSchema) });

export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  duration_minutes: z.number().int(),
  /** Whole rupees, or null when not set. */
  price: z.number().int().nullable(),
  desk_ids: z.array(z.number().int()),
});
export type Service = z.infer<typeof serviceSchema>;

/** Body of POST /provider/services/. */
export const serviceCreateBodySchema = z.object({
  name: serviceName,
  duration_minutes: minutes,
  price: price.optional(),
  desk_ids: deskIds.optional(),
});
export type ServiceCreate = z.output<typeof serviceCreateBodySchema>;
export type ServiceCreateInput = z.input<typeof serviceCreateBodySchema>;

/** Body of PATCH /provider/services/{id}/: any of the fields; desk_ids replaces the set. */
export const servicePatchBodySchema = serviceCreateBodySchema.partial();
export type ServicePatch = z.output<typeof servicePatchBodySchema>;
export type ServicePatchInput = z.input<typeof servicePatchBodySchema>;

export const serviceAnswerSchema = z.object({ data: serviceSchema });
export const serviceListAnswerSchema = z.object({ data: z.array(serviceSchema) });
