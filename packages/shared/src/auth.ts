import { z } from 'zod';
import { AUTH_MESSAGES, OTP_LENGTH } from './auth-constants';
import { LANGUAGES } from './language';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, QUEUE_MESSAGES } from './queue-messages';
import { text } from './text';

export * from './auth-constants';

/** Trimmed and lower-cased; the server keys users and codes by this form. */
export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));

export const otpCodeSchema = z
  .string({ error: AUTH_MESSAGES.codeInvalid })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.codeInvalid);

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** A member (owner, manager or receptionist) of a provider. */
  is_provider: z.boolean(),
  is_admin: z.boolean(),
  /**
   * Whether the person ever applied to be listed, so the app asks for their application only then.
   * The server always says; a user stored by an earlier version lacks it (read as false).
   */
  has_application: z.boolean().optional(),
  /** The language the person chose on any device; absent until they choose one. */
  language: z.enum(LANGUAGES).optional(),
});
export type User = z.infer<typeof userSchema>;

/**
 * The name on a person's account. Greetings use it and the Join Queue and booking forms start with
 * it, so it keeps the rule of those forms' name; an empty one clears it (greetings then use the
 * e-mail's first part).
 */
export const accountNameSchema = text({ max: NAME_MAX_LENGTH, tooLong: QUEUE_MESSAGES.nameTooLong }).refine(
  (name) => name === '' || name.length >= NAME_MIN_LENGTH,
  QUEUE_MESSAGES.nameTooShort,
);

/** `PATCH /auth/me/`: what a signed-in person may change about themselves; what is left out stays. */
export const updateMeBodySchema = z.object({
  name: accountNameSchema.optional(),
  language: z.enum(LANGUAGES, { error: AUTH_MESSAGES.languageInvalid }).optional(),
});
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const otpRequestBodySchema = z.object({ email: emailSchema });
export const otpRequestAnswerSchema = z.object({ message: z.string(), resend_after_seconds: z.number().int() });
/** 429 body: the cooldown answers with the seconds left; rate limits may leave them out (see Retry-After). */
export const tooManyRequestsSchema = z.object({
  message: z.string(),
  retry_after_seconds: z.number().int().optional(),
});

export const otpVerifyBodySchema = z.object({ email: emailSchema, code: otpCodeSchema });
export const googleLoginBodySchema = z.object({ id_token: z.string().min(1, AUTH_MESSAGES.googleFailed).max(8192) });
/**
 * Refresh and logout take the refresh token from the body (API clients) or, when the body leaves
 * it out, from the refresh cookie (the web app sends `{}`). The body must be a JSON object either
 * way: a cross-site form cannot send one.
 */
export const refreshBodySchema = z.object({
  refresh: z.string().min(1, AUTH_MESSAGES.sessionExpired).max(200).optional(),
});
export const logoutBodySchema = refreshBodySchema;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
/** Answer of OTP verify and Google login. */
export const loginAnswerSchema = tokenPairSchema.extend({ user: userSchema });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
/** Answer of token refresh (the spec allows `refresh` to be absent; this server always rotates it). */
export const refreshAnswerSchema = tokenPairSchema;

export const meAnswerSchema = z.object({ data: userSchema });
export const authConfigSchema = z.object({ google_client_id: z.string().nullable() });
export const authConfigAnswerSchema = z.object({ data: authConfigSchema });
export const messageAnswerSchema = z.object({ message: z.string() });
