import type { ApiErrorBody } from '@kataar/shared/api-error';
import { MESSAGES } from '@kataar/shared/messages';
import { getLanguage } from './language';
import { openLoginPopup } from './login-popup';
import { clearSession, getSession, updateAccess } from './session';

export const API_BASE = '/v1/api';
export const API_TIMEOUT_MS = 30_000;

/** Every failed call rejects with this, so screens can show the server's words (its `message`, field errors and status). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  /** The whole error body, for answers that carry more than a message (a 429's `retry_after_seconds`). */
  readonly body: unknown;

  constructor(message: string = MESSAGES.unexpected, status = 500, errors?: Record<string, string[]>, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /** The first message for a field, for forms that show one line per field. */
  fieldError(field: string): string | undefined {
    return this.errors?.[field]?.[0];
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * false for the sign-in calls themselves (OTP, Google, refresh, logout): no bearer header, and a
   * 401 is the answer rather than a reason to refresh.
   */
  auth?: boolean;
  /** When the session cannot be renewed: open the login popup (default) or only log out. */
  promptLogin?: boolean;
  /** 'blob' for a file to save (a calendar file): a successful answer resolves to its Blob. */
  as?: 'json' | 'blob';
}

const buildUrl = (path: string, query?: Record<string, QueryValue>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
};

const isErrorBody = (value: unknown): value is Partial<ApiErrorBody> => typeof value === 'object' && value !== null;

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const toApiError = (status: number, body: unknown): ApiError => {
  const fallback = status === 401 ? MESSAGES.authRequired : MESSAGES.unexpected;
  if (!isErrorBody(body)) return new ApiError(fallback, status, undefined, body);
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  return new ApiError(message, status, body.errors ?? undefined, body);
};

interface Answer {
  status: number;
  ok: boolean;
  body: unknown;
  /**
   * The server answered, but without taking the token sent: a public read that looks at its caller
   * (a queue's overview) answers a stale token as it answers anyone, and says so in this header.
   */
  tokenRefused: boolean;
}

const TOKEN_REFUSED = /\berror="invalid_token"/;

/** One HTTP exchange with the 30 s timeout; failures to get any answer become an ApiError. */
async function send(method: string, path: string, options: RequestOptions, token: string | null): Promise<Answer> {
  // One controller merges the caller's signal (TanStack Query cancels stale queries) with our timeout.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  // The API answers its messages (errors, confirmations) in the language the page shows.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': getLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  try {
    const response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
    const body = options.as === 'blob' && response.ok ? await response.blob() : await readJson(response);
    const tokenRefused = token !== null && TOKEN_REFUSED.test(response.headers.get('WWW-Authenticate') ?? '');
    return { status: response.status, ok: response.ok, body, tokenRefused };
  } catch (error) {
    if (timedOut) throw new ApiError('The server took too long to answer. Please try again.', 408);
    // A caller abort must stay an AbortError so TanStack Query treats it as a cancellation.
    if (options.signal?.aborted) throw error;
    throw new ApiError('Could not reach the server. Check your connection and try again.', 500);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

const REFRESH_LOCK = 'kataar-token-refresh';
let refreshInFlight: Promise<string | null> | null = null;

/**
 * Trades the refresh cookie for a new access token. Resolves to null when the session is over (no
 * signed-in user, refused, or an answer without an access token); rejects when the server could
 * not be asked (offline, 5xx, rate limited), which leaves the session as it is. The answer's
 * `refresh` is ignored: the server rotated the cookie with it.
 */
async function runRefresh(staleAccess: string | null): Promise<string | null> {
  // Another request of this tab may have refreshed while this one waited: use its token.
  const { user, access: current } = getSession();
  if (current && current !== staleAccess) return current;
  if (!user) return null;
  // A JSON body, never empty: the server refuses refresh calls a cross-site form could make.
  const answer = await send('POST', '/auth/token/refresh/', { body: {} }, null);
  if (answer.status >= 500 || answer.status === 429 || answer.status === 408) {
    throw toApiError(answer.status, answer.body);
  }
  if (!answer.ok || !isErrorBody(answer.body)) return null;
  const { access } = answer.body as { access?: unknown };
  if (typeof access !== 'string' || !access) return null;
  updateAccess(access);
  return access;
}

/**
 * Exactly one refresh at a time: concurrent 401s share the flight in progress. Across tabs the Web
 * Locks API serialises it too: tabs share the cookie, and the refresh token in it rotates, so two
 * tabs sending the same one at once would look like theft and end the session everywhere.
 */
export function refreshAccessToken(staleAccess: string | null): Promise<string | null> {
  refreshInFlight ??= (async () => {
    try {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      return locks ? await locks.request(REFRESH_LOCK, () => runRefresh(staleAccess)) : await runRefresh(staleAccess);
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/** Reads may go out without a token; a write is made as the person who asked for it, or not at all. */
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * The session could not be renewed: it ends. A read is then asked again as anyone, so a public
 * page never fails because of a stale session; what still needs a signed-in person answers 401,
 * and only then does the login popup open.
 */
async function withoutSession(
  method: string,
  path: string,
  options: RequestOptions,
  last: { answer: Answer; anonymous: boolean } | undefined,
): Promise<Answer> {
  clearSession();
  // Already answered as anyone (sent without a token, or the token was refused and the read
  // answered anyway): asking again would get the same answer.
  const askAgain = isRead(method) && !last?.anonymous && !last?.answer.ok;
  const answer = askAgain ? await send(method, path, options, null) : last?.answer;
  if (answer?.ok) return answer;
  if (options.promptLogin !== false) openLoginPopup();
  throw toApiError(answer?.status ?? 401, answer?.body);
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const useAuth = options.auth !== false;
  let token = useAuth ? getSession().access : null;
  let answer: Answer;
  // Signed in, but no access token in memory yet (a reload, or another tab signed in): get one first.
  if (useAuth && !token && getSession().user) {
    token = await refreshAccessToken(null);
    answer =
      token === null
        ? await withoutSession(method, path, options, undefined)
        : await send(method, path, options, token);
  } else {
    answer = await send(method, path, options, token);
  }

  // One refresh per request; the retry's answer is final, whatever it is.
  if (useAuth && (answer.status === 401 || answer.tokenRefused)) {
    const fresh = await refreshAccessToken(token);
    answer =
      fresh === null
        ? await withoutSession(method, path, options, { answer, anonymous: token === null })
        : await send(method, path, options, fresh);
  }

  if (!answer.ok) throw toApiError(answer.status, answer.body);
  return answer.body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** The `{ data }` envelope of every successful answer (ARCHITECTURE.md "API contract"). */
export interface DataEnvelope<T> {
  data: T;
  message?: string;
}

/** Message to show for any thrown value. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : MESSAGES.unexpected;
