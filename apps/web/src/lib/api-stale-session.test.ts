import type { User } from '@kataar/shared/auth';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { jsonResponse, mockFetch } from '../test/render';
import { api } from './api';
import { clearSession, getSession, restoreSession, signIn } from './session';

const USER: User = { id: 'u1', name: 'Asha Rao', email: 'asha@example.in', is_provider: false, is_admin: false };
const REFRESH = '/v1/api/auth/token/refresh/';
const PUBLIC = '/v1/api/provider/sharma-clinic';
const OVERVIEW = '/v1/api/queue/sharma-clinic/overview/';

const bearer = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');

/** A public read answered anyway, saying the token it carried was not taken (the API's optional-user routes). */
const refusedButAnswered = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer error="invalid_token"' },
  });

/**
 * The server of a session that went stale: public reads answer anyone, the overview answers the
 * caller's position only for the fresh token, and the refresh answers `refreshAnswer`.
 */
function staleSessionServer(refreshAnswer: () => Response) {
  const seen: { path: string; bearer: string | null }[] = [];
  const fetchMock = mockFetch((url, init) => {
    seen.push({ path: url.pathname, bearer: bearer(init) });
    if (url.pathname === REFRESH) return refreshAnswer();
    if (url.pathname === PUBLIC) return jsonResponse({ data: { username: 'sharma-clinic' } });
    if (url.pathname === OVERVIEW) {
      if (bearer(init) === 'Bearer access-2') return jsonResponse({ data: { position: 2 } });
      return bearer(init)
        ? refusedButAnswered({ data: { position: null } })
        : jsonResponse({ data: { position: null } });
    }
    return jsonResponse({ message: 'Authentication required' }, 401);
  });
  return { seen, fetchMock };
}

const refused = () => jsonResponse({ message: 'Your session has expired. Please log in again.' }, 401);
const renewed = () => jsonResponse({ access: 'access-2', refresh: 'refresh-2' });

let showLoginPopup: Mock<() => void>;
beforeEach(() => {
  showLoginPopup = vi.fn<() => void>();
  window.showLoginPopup = showLoginPopup;
});
afterEach(() => {
  clearSession();
  delete window.showLoginPopup;
  vi.restoreAllMocks();
});

/** A reload: the user is remembered, the access token (memory only) is not. */
function reloadSignedIn(): void {
  window.localStorage.setItem('user', JSON.stringify(USER));
  restoreSession();
}

describe('a stale session on public reads', () => {
  it('after a reload whose session has ended, a public read drops the session and answers anonymously, without the login popup', async () => {
    reloadSignedIn();
    const { seen } = staleSessionServer(refused);

    await expect(api.get('/provider/sharma-clinic')).resolves.toEqual({ data: { username: 'sharma-clinic' } });

    expect(seen).toEqual([
      { path: REFRESH, bearer: null },
      { path: PUBLIC, bearer: null },
    ]);
    expect(getSession()).toMatchObject({ user: null, access: null });
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(showLoginPopup).not.toHaveBeenCalled();
  });

  it('a read answered anyway but with the token refused renews the token and asks again, to show what is the person’s', async () => {
    signIn({ access: 'access-1', refresh: 'refresh-1', user: USER });
    const { seen } = staleSessionServer(renewed);

    await expect(api.get('/queue/sharma-clinic/overview/')).resolves.toEqual({ data: { position: 2 } });

    expect(seen.map((s) => `${s.path} ${s.bearer ?? '-'}`)).toEqual([
      `${OVERVIEW} Bearer access-1`,
      `${REFRESH} -`,
      `${OVERVIEW} Bearer access-2`,
    ]);
    expect(getSession()).toMatchObject({ user: USER, access: 'access-2' });
  });

  it('a read answered anyway but with the token refused, whose session cannot be renewed, keeps the anonymous answer and drops the session quietly', async () => {
    signIn({ access: 'access-1', refresh: 'refresh-1', user: USER });
    const { seen } = staleSessionServer(refused);

    await expect(api.get('/queue/sharma-clinic/overview/')).resolves.toEqual({ data: { position: null } });

    expect(seen.map((s) => s.path)).toEqual([OVERVIEW, REFRESH]);
    expect(getSession().user).toBeNull();
    expect(showLoginPopup).not.toHaveBeenCalled();
  });

  it('a read that needs a signed-in person still fails with 401 and opens the login popup', async () => {
    reloadSignedIn();
    staleSessionServer(refused);

    await expect(api.get('/appointments/mine/')).rejects.toMatchObject({ status: 401 });

    expect(getSession().user).toBeNull();
    expect(showLoginPopup).toHaveBeenCalledTimes(1);
  });

  it('a write is never sent without the person it was meant for: it fails with 401 and opens the login popup', async () => {
    reloadSignedIn();
    const { seen } = staleSessionServer(refused);

    await expect(api.post('/waitlist/', { email: 'asha@example.in' })).rejects.toMatchObject({ status: 401 });

    expect(seen.map((s) => s.path)).toEqual([REFRESH]);
    expect(getSession().user).toBeNull();
    expect(showLoginPopup).toHaveBeenCalledTimes(1);
  });
});
