import { z } from 'zod';
import { MESSAGES } from './messages';

/** Spec section 9: the code has 6 digits; the resend countdown is 60 s at first, 56 s after a resend. */
export const OTP_LENGTH = 6;
export const RESEND_FIRST_SECONDS = 60;
export const RESEND_AFTER_SECONDS = 56;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** Lifetime of an access token; the refresh token outlives it and rotates on every use. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

/** Suggested local storage keys for the signed-in session (spec section 4: user and both tokens). */
export const AUTH_STORAGE_KEYS = { user: 'user', access: 'access_token', refresh: 'refresh_token' } as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "42 seconds" up to a minute and a half, "12 minutes" beyond. */
export const waitPhrase = (seconds: number): string =>
  seconds <= 90
    ? plural(Math.max(1, Math.ceil(seconds)), 'second', 'seconds')
    : plural(Math.ceil(seconds / 60), 'minute', 'minutes');

/** Every user-facing sentence of sign-in, on both sides. Spec wording where the spec has one. */
export const AUTH_MESSAGES = {
  authRequired: MESSAGES.authRequired,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  otpDigitsMissing: 'Please fill in all OTP digits.',
  codeInvalid: `Please enter the ${OTP_LENGTH}-digit code from the e-mail.`,
  codeMissing: 'No code was requested for this address. Please request a new code.',
  codeExpired: 'This code has expired. Please request a new code.',
  codeUsed: 'This code has already been used. Please request a new code.',
  codeLocked: 'Too many incorrect attempts. Please request a new code.',
  mailFailed: 'We could not send the code right now. Please try again in a moment.',
  googleFailed: 'Google login failed. Please try again.',
  googleWidgetFailed: 'Google login was unsuccessful. Please try again.',
  googleNotConfigured: 'Google sign-in is not available on this server. Please log in with your e-mail.',
  sessionExpired: 'Your session has expired. Please log in again.',
  loggedOut: 'You have been logged out.',
  providerOnly: 'You must be a provider to do this.',
  providerPageOnly: 'You must be a provider to access this page',
  adminOnly: 'Only administrators can do this.',
  verifyingAccess: 'Verifying access...',
  loginToJoinQueue: 'Please login to join the queue',
} as const;

export const codeSentMessage = (email: string): string =>
  `We sent a ${OTP_LENGTH}-digit code to ${email}. It is valid for ${OTP_TTL_MINUTES} minutes.`;
export const incorrectCodeMessage = (attemptsLeft: number): string =>
  `Incorrect code. ${plural(attemptsLeft, 'attempt', 'attempts')} left.`;
export const resendWaitMessage = (seconds: number): string =>
  `Please wait ${waitPhrase(seconds)} before requesting a new code.`;
export const tooManyRequestsMessage = (seconds: number): string =>
  `Too many attempts. Please try again in ${waitPhrase(seconds)}.`;
export const tooManyCodesMessage = (seconds: number): string =>
  `Too many codes were requested for this address. Please try again in ${waitPhrase(seconds)}.`;
export const roleRequiredMessage = (roles: readonly string[]): string =>
  `Only the ${roles.join(' or ')} of this business can do this.`;

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
});
export type User = z.infer<typeof userSchema>;

export const otpRequestBodySchema = z.object({ email: emailSchema });
export const otpRequestAnswerSchema = z.object({ message: z.string(), resend_after_seconds: z.number().int() });
/** 429 body: the cooldown answers with the seconds left; rate limits may leave them out (see Retry-After). */
export const tooManyRequestsSchema = z.object({
  message: z.string(),
  retry_after_seconds: z.number().int().optional(),
});

export const otpVerifyBodySchema = z.object({ email: emailSchema, code: otpCodeSchema });
export const googleLoginBodySchema = z.object({ id_token: z.string().min(1, AUTH_MESSAGES.googleFailed).max(8192) });
export const refreshBodySchema = z.object({ refresh: z.string().min(1, AUTH_MESSAGES.sessionExpired).max(200) });
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
