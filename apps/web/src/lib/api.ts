import type { ApiErrorBody } from '@kataar/shared/api-error';
import { MESSAGES } from '@kataar/shared/messages';

export const API_BASE = '/v1/api';
export const API_TIMEOUT_MS = 30_000;

/** Every failed call rejects with this, so screens can show the server's words (spec section 8). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;

  constructor(message: string = MESSAGES.unexpected, status = 500, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** The first message for a field, for forms that show one line per field. */
  fieldError(field: string): string | undefined {
    return this.errors?.[field]?.[0];
  }
}

/**
 * Hook point for the accounts work: it registers a getter for the current access token, and the
 * client sends it as a Bearer header on every request (spec section 6). The single-flight refresh
 * on 401 belongs next to it once tokens exist.
 */
type AccessTokenGetter = () => string | null | undefined;
let getAccessToken: AccessTokenGetter = () => null;
export const setAccessTokenGetter = (getter: AccessTokenGetter): void => {
  getAccessToken = getter;
};

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
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
  if (!isErrorBody(body)) return new ApiError(fallback, status);
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  return new ApiError(message, status, body.errors ?? undefined);
};

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
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

  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  try {
    const response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
    const body = await readJson(response);
    if (!response.ok) throw toApiError(response.status, body);
    return body as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError('The server took too long to answer. Please try again.', 408);
    // A caller abort must stay an AbortError so TanStack Query treats it as a cancellation.
    if (options.signal?.aborted) throw error;
    throw new ApiError('Could not reach the server. Check your connection and try again.', 500);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
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
