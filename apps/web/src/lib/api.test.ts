import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/render';
import { api, ApiError, request } from './api';
import { clearSession, signIn } from './session';

afterEach(() => {
  clearSession();
  vi.useRealTimers();
});

describe('api client', () => {
  it('calls /v1/api with JSON and drops empty query values', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ data: ['Pune'] }));
    await expect(api.get('/provider/cities', { query: { q: '', city: 'Pune', max: undefined } })).resolves.toEqual({
      data: ['Pune'],
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/api/provider/cities?city=Pune');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
  });

  it('sends a JSON body on writes', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ data: { email: 'a@b.in' } }, 201));
    await api.post('/waitlist/', { email: 'a@b.in' });
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.in"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('wraps error bodies with status, message and field errors', async () => {
    mockFetch(() => jsonResponse({ message: 'Please enter a valid email address', errors: { email: ['Bad'] } }, 400));
    const error = await api.post('/waitlist/', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please enter a valid email address',
      errors: { email: ['Bad'] },
    });
    expect((error as ApiError).fieldError('email')).toBe('Bad');
  });

  it('defaults the message, and says authentication is required on 401', async () => {
    mockFetch(() => new Response('oops', { status: 502 }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, message: 'An unexpected error occurred' });
    mockFetch(() => new Response(null, { status: 401 }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401, message: 'Authentication required' });
  });

  it('turns a network failure into an ApiError with status 500', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toMatchObject({ name: 'ApiError', status: 500 });
  });

  it('sends the bearer token of the session', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ data: null }));
    signIn({
      access: 'token-123',
      refresh: 'refresh-1',
      user: { id: 'u1', name: 'Asha', email: 'asha@example.in', is_provider: false, is_admin: false },
    });
    await api.get('/provider/me/');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = request('GET', '/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await pending).toMatchObject({ name: 'ApiError', status: 408 });
  });
});
