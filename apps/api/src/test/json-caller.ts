import type { FastifyInstance } from 'fastify';

/** A join payload (Join Queue form) for person n, with a distinct mobile number per n. */
export const customer = (n: number, overrides: Record<string, unknown> = {}) => ({
  consumer_name: `Customer ${n}`,
  consumer_age: 30,
  consumer_contact: `98${String(n).padStart(8, '0')}`,
  consumer_gender: n % 2 ? 'female' : 'male',
  ...overrides,
});

export interface Answer<T = unknown> {
  status: number;
  body: T & { message?: string; errors?: Record<string, string[]>; data?: unknown };
}

/** `app.inject` with a JSON answer; `auth` is the `headers` of a signed-in user. */
export function caller(app: FastifyInstance) {
  return async <T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: { auth?: { authorization: string }; payload?: unknown } = {},
  ): Promise<Answer<T>> => {
    const res = await app.inject({
      method,
      url: `/v1/api${url}`,
      headers: options.auth ?? {},
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
}
