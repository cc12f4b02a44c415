import type { User } from '@kataar/shared/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/render';
import { api, ApiError } from './api';
import { clearSession, getSession, signIn } from './session';

const USER: User = { id: 'u1', name: 'Asha Rao', email: 'asha@example.in', is_provider: false, is_admin: false };

const bearer = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');

/** A server whose access tokens are `valid` only after one refresh; counts the refresh calls. */
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
    expect(calls.refreshBodies).toEqual([{ refresh: 'refresh-1' }]);
    expect(answers.map((answer) => answer.data)).toEqual(paths.map((path) => `/v1/api${path}`));
    expect(calls.retried).toHaveLength(paths.length);
    expect(getSession()).toMatchObject({ access: 'access-2', refresh: 'refresh-2', user: USER });
    expect(window.localStorage.getItem('access_token')).toBe('access-2');
    expect(window.localStorage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('a request that fails with the old token after the refresh reuses the new token without refreshing again', async () => {
    const { calls } = serverWithExpiredAccess();
    await api.get('/first/');
    // A late request still carrying the old token (sent before the refresh finished).
    window.localStorage.setItem('access_token', 'access-2');
    await expect(api.get('/second/')).resolves.toEqual({ data: '/v1/api/second/' });
    expect(calls.refresh).toBe(1);
  });

  it('re-reads the refresh token from storage, where another tab may have rotated it', async () => {
    const { calls } = serverWithExpiredAccess();
    window.localStorage.setItem('refresh_token', 'refresh-from-other-tab');
    await api.get('/a/');
    expect(calls.refreshBodies).toEqual([{ refresh: 'refresh-from-other-tab' }]);
  });

  it('keeps the old refresh token when the answer carries only an access token', async () => {
    serverWithExpiredAccess({ refreshAnswer: () => jsonResponse({ access: 'access-2' }) });
    await api.get('/a/');
    expect(getSession()).toMatchObject({ access: 'access-2', refresh: 'refresh-1' });
  });

  it('uses the Web Locks API when present, and a tab that waited takes the token the other tab stored', async () => {
    const { calls } = serverWithExpiredAccess();
    const request = vi.fn(async (_name: string, callback: () => Promise<unknown>) => {
      // While this tab waited for the lock, another tab refreshed and stored its tokens.
      window.localStorage.setItem('access_token', 'access-2');
      window.localStorage.setItem('refresh_token', 'refresh-2');
      return callback();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });

    await expect(api.get('/a/')).resolves.toEqual({ data: '/v1/api/a/' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![0]).toBe('kataar-token-refresh');
    expect(calls.refresh).toBe(0);
    expect(getSession()).toMatchObject({ access: 'access-2', refresh: 'refresh-2' });
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
      expect(getSession()).toMatchObject({ user: null, access: null, refresh: null });
      expect(window.localStorage.getItem('user')).toBeNull();
      expect(window.localStorage.getItem('refresh_token')).toBeNull();
      expect(showLoginPopup).toHaveBeenCalled();
    },
  );

  it('with no refresh token a 401 logs out and opens the login popup without calling the server', async () => {
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
    expect(getSession()).toMatchObject({ user: USER, refresh: 'refresh-1' });
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
