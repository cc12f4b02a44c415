/**
 * Fixed path words of the API and the web app. A provider username can never be one of these, so
 * /provider/{username} never collides with /provider/cities, /provider/me/ and the like.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'all',
  'cities',
  'me',
  'toggle',
  'update',
  'status',
  'search',
  'staff',
  'webhook',
  'admin',
  'api',
  'auth',
  'application',
  'applications',
  'analytics',
  'dashboard',
  'my-profile',
  'my-analytics',
  'onboarding',
  'provider',
  'providers',
  'profile',
  'queue',
  'uploads',
  'pincode',
  'waitlist',
  'healthz',
  'docs',
  'events',
  'entries',
  'pop',
  'add',
  'delete',
  'join',
  'leave',
  'overview',
  'near',
  'display',
  'poster',
  'appointments',
  'slots',
  'null',
  'undefined',
]);

export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;

export const isUsableUsername = (username: string): boolean =>
  USERNAME_PATTERN.test(username) && !RESERVED_USERNAMES.has(username);
