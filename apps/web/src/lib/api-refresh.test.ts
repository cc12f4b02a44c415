import type { User } from '@kataar/shared/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/render';
import { api, ApiError } from './api';
import { clearSession, getSession, restoreSession, signIn } from './session';

const USER: User = { id: 'u1', name: 'Asha Rao', email: 'asha@example.in', is_provider: false, is_admin: false };

const bearer = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');

/**
 * A server whose access tokens are `valid` only after one refresh; counts the refresh calls. The
 * refresh token itself travels in the cookie, which the browser (not this code) sends.
 */
function serverWithExpiredAccess({
  refreshAnswer = () => jsonResponse({ access: 'access-2', refresh: 'refresh-2' }),
} = {}) {
  const calls = { refresh: 0, refreshBodies: [] as unknown[], retried: [] as (string | null)[] };
  const fetchMock = mockFetch(async (url, init) => {
    if (url.pathname === '/v1/api/auth/token/refresh/') {
      calls.refresh += 1;
      calls.refreshBodies.push(JSON.parse(String(init?.body)));
      // Slow enough that every concurrent 401 arrives while the refresh is in flight.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return refreshAnswer();
    }
    if (bearer(init) !== 'Bearer access-2') return jsonResponse({ message: 'Authentication required' }, 401);
    calls.retried.push(url.pathname);
    return jsonResponse({ data: url.pathname });
  });
  return { calls, fetchMock };
}

beforeEach(() => {
  signIn({ access: 'access-1', refresh: 'refresh-1', user: USER });
});

afterEach(() => {
  clearSession();
  delete window.showLoginPopup;
  vi.unstubAllGlobals();
});

describe('token refresh on 401', () => {
  it('many concurrent 401s make exactly one refresh call, and every request is retried with the new token', async () => {
    const { calls } = serverWithExpiredAccess();
    const paths = ['/a/', '/b/', '/c/', '/d/', '/e/', '/f/'];

    const answers = await Promise.all(paths.map((path) => api.get<{ data: string }>(path)));

    expect(calls.refresh).toBe(1);
    // The cookie carries the refresh token; the body is an empty JSON object, never a form.
    expect(calls.refreshBodies).toEqual([{}]);
    expect(answers.map((answer) => answer.data)).toEqual(paths.map((path) => `/v1/api${path}`));
    expect(calls.retried).toHaveLength(paths.length);
    expect(getSession()).toMatchObject({ access: 'access-2', user: USER });
  });

  it('keeps the tokens where page scripts cannot read them: the access token in memory, the refresh token nowhere', async () => {
    serverWithExpiredAccess();
    await api.get('/a/');
    expect(getSession().access).toBe('access-2');
    expect(JSON.stringify({ ...window.localStorage })).not.toMatch(/access-|refresh-/);
  });

  it('a request that fails with the old token after the refresh reuses the new token without refreshing again', async () => {
    const { calls, fetchMock } = serverWithExpiredAccess();
    // A request sent with the old token, answered only after the refresh finished.
    let answerLate: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (answerLate = resolve));
    const inner = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementationOnce(async (...args) => {
      await late;
      return inner(...args);
    });
    const slow = api.get('/second/');
    await api.get('/first/');
    answerLate();
    await expect(slow).resolves.toEqual({ data: '/v1/api/second/' });
    expect(calls.refresh).toBe(1);
  });

  it('refreshes inside the Web Lock, so tabs sharing the rotating cookie take turns', async () => {
    const { calls } = serverWithExpiredAccess();
    const order: string[] = [];
    const request = vi.fn(async (_name: string, callback: () => Promise<unknown>) => {
      order.push('lock');
      const result = await callback();
      order.push('unlock');
      return result;
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });

    await expect(api.get('/a/')).resolves.toEqual({ data: '/v1/api/a/' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![0]).toBe('kataar-token-refresh');
    expect(calls.refresh).toBe(1);
    expect(order).toEqual(['lock', 'unlock']);
  });

  it('a signed-in page without an access token (a reload) gets one through the refresh call before its first request', async () => {
    window.localStorage.setItem('access_token', 'left-by-an-earlier-version');
    window.localStorage.setItem('refresh_token', 'left-by-an-earlier-version');
    restoreSession();
    expect(getSession()).toMatchObject({ user: USER, access: null, isLoading: true });
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    const { calls, fetchMock } = serverWithExpiredAccess();

    await expect(api.get('/a/')).resolves.toEqual({ data: '/v1/api/a/' });
    expect(calls.refresh).toBe(1);
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname)).toEqual([
      '/v1/api/auth/token/refresh/',
      '/v1/api/a/',
    ]);
  });

  it.each([
    ['the refresh is refused', () => jsonResponse({ message: 'Your session has expired. Please log in again.' }, 401)],
    ['the refresh answer has no access token', () => jsonResponse({ refresh: 'refresh-2' })],
  ])(
    'when %s: every waiting request fails with 401, the user is logged out and the login popup opens',
    async (_, answer) => {
      const { calls } = serverWithExpiredAccess({ refreshAnswer: answer });
      const showLoginPopup = vi.fn();
      window.showLoginPopup = showLoginPopup;

      const results = await Promise.all(['/a/', '/b/', '/c/'].map((path) => api.get(path).catch((e: unknown) => e)));

      expect(calls.refresh).toBe(1);
      for (const result of results) expect(result).toMatchObject({ name: 'ApiError', status: 401 });
      expect(getSession()).toMatchObject({ user: null, access: null });
      expect(window.localStorage.getItem('user')).toBeNull();
      expect(showLoginPopup).toHaveBeenCalled();
    },
  );

  it('signed out, a 401 opens the login popup without calling the server to refresh', async () => {
    clearSession();
    const fetchMock = mockFetch(() => jsonResponse({ message: 'Authentication required' }, 401));
    const showLoginPopup = vi.fn();
    window.showLoginPopup = showLoginPopup;

    const error = await api.post('/queue/join/x/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Authentication required' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(showLoginPopup).toHaveBeenCalledTimes(1);
  });

  it('a server that cannot be reached during the refresh keeps the session', async () => {
    serverWithExpiredAccess({ refreshAnswer: () => jsonResponse({ message: 'An unexpected error occurred' }, 503) });
    const showLoginPopup = vi.fn();
    window.showLoginPopup = showLoginPopup;
    await expect(api.get('/a/')).rejects.toMatchObject({ status: 503 });
    expect(getSession()).toMatchObject({ user: USER, access: 'access-1' });
    expect(showLoginPopup).not.toHaveBeenCalled();
  });

  it('promptLogin: false only logs out (the silent session check on load)', async () => {
    serverWithExpiredAccess({ refreshAnswer: () => jsonResponse({ message: 'Expired' }, 401) });
    const showLoginPopup = vi.fn();
    window.showLoginPopup = showLoginPopup;
    await expect(api.get('/auth/me/', { promptLogin: false })).rejects.toMatchObject({ status: 401 });
    expect(getSession().user).toBeNull();
    expect(showLoginPopup).not.toHaveBeenCalled();
  });

  it('sign-in calls (auth: false) send no bearer token and never refresh', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ message: 'Google login failed. Please try again.' }, 401));
    await expect(api.post('/auth/google/', { id_token: 'x' }, { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bearer(fetchMock.mock.calls[0]![1])).toBeNull();
    expect(getSession().user).toEqual(USER);
  });
});
