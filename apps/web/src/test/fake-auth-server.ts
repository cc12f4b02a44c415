import type { LoginAnswer, User } from '@kataar/shared/auth';
import { jsonResponse, mockFetch } from './render';

export const CONSUMER: User = {
  id: 'u-consumer',
  name: 'Asha Rao',
  email: 'asha@example.in',
  is_provider: false,
  is_admin: false,
};
export const PROVIDER: User = {
  id: 'u-provider',
  name: 'Dr. Rohan Sharma',
  email: 'sharma-family-clinic@kataar.test',
  is_provider: true,
  is_admin: false,
};

export const loginAnswer = (user: User, n = 1): LoginAnswer => ({
  access: `access-${user.id}-${n}`,
  refresh: `refresh-${user.id}-${n}`,
  user,
});

interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

type Override = (body: Record<string, unknown>) => Response | Promise<Response>;

interface Options {
  googleClientId?: string | null;
  /** The code every mailed message carries. */
  code?: string;
  /** Users by e-mail; an unknown address signs in as a new consumer with an empty name. */
  users?: User[];
  /** Replace the answer of one path (relative to /v1/api). */
  overrides?: Record<string, Override>;
}

/** The auth endpoints of the API, in memory, behind a mocked fetch; everything else answers `{ data: [] }`. */
export function fakeAuthServer({ googleClientId = null, code = '123456', users = [], overrides = {} }: Options = {}) {
  const calls: Call[] = [];
  let sends = 0;
  const userFor = (email: string): User =>
    users.find((u) => u.email === email) ?? { id: 'u-new', name: '', email, is_provider: false, is_admin: false };

  const fetchMock = mockFetch(async (url, init) => {
    const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    const path = url.pathname.replace(/^\/v1\/api/, '');
    calls.push({
      method: init?.method ?? 'GET',
      path,
      body,
      authorization: new Headers(init?.headers).get('Authorization'),
    });
    const override = overrides[path];
    if (override) return override(body);
    switch (path) {
      case '/auth/config/':
        return jsonResponse({ data: { google_client_id: googleClientId } });
      case '/auth/otp/request/':
        sends += 1;
        return jsonResponse({
          message: `We sent a 6-digit code to ${String(body.email)}. It is valid for 10 minutes.`,
          resend_after_seconds: sends === 1 ? 60 : 56,
        });
      case '/auth/otp/verify/':
        return body.code === code
          ? jsonResponse(loginAnswer(userFor(String(body.email))))
          : jsonResponse(
              { message: 'Incorrect code. 4 attempts left.', errors: { code: ['Incorrect code. 4 attempts left.'] } },
              400,
            );
      case '/auth/token/refresh/':
        // The refresh cookie is the browser's business; any call here stands for a live one.
        return jsonResponse({ access: 'access-restored', refresh: 'refresh-restored' });
      case '/auth/logout/':
        return jsonResponse({ message: 'You have been logged out.' });
      default:
        return jsonResponse({ data: [] });
    }
  });

  return { fetchMock, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}
