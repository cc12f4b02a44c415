import { MESSAGES } from './messages';
import { plural } from './plural';

/*
 * The constants and sentences of sign-in, without zod: the web app's main bundle (session store,
 * access guard) needs them, and the schemas in ./auth would drag zod along.
 */

/** The login code has 6 digits; the resend countdown is 60 s at first, 56 s after a resend. */
export const OTP_LENGTH = 6;
export const RESEND_FIRST_SECONDS = 60;
export const RESEND_AFTER_SECONDS = 56;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** Lifetime of an access token; the refresh token outlives it and rotates on every use. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

/**
 * Local storage keys of the signed-in session. Only `user` is still written: the access token
 * lives in memory and the refresh token in an HttpOnly cookie. The web app deletes the two token
 * keys that earlier versions wrote, so no readable token stays behind.
 */
export const AUTH_STORAGE_KEYS = { user: 'user', access: 'access_token', refresh: 'refresh_token' } as const;

/**
 * The cookie that carries the refresh token to the browser: HttpOnly (page scripts cannot read
 * it), SameSite=Strict, and sent only to the sign-in endpoints under its path.
 */
export const REFRESH_COOKIE = { name: 'kataar_refresh', path: '/v1/api/auth' } as const;

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
  signedOutEverywhere: 'You have been signed out on every device.',
  providerOnly: 'You must be a provider to do this.',
  providerPageOnly: 'You must be a provider to access this page',
  adminOnly: 'Only administrators can do this.',
  verifyingAccess: 'Verifying access...',
  loginToJoinQueue: 'Please login to join the queue',
  languageInvalid: 'Please choose English or Hindi.',
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
