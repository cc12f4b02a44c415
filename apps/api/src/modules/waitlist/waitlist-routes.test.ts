import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlist } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const join = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/v1/api/waitlist/', payload: payload as object });

describe('POST /waitlist/', () => {
  it('stores an address once and thanks the visitor', async () => {
    const first = await join({ email: 'Asha@Example.in' });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toMatch(/Thanks/);
    const again = await join({ email: 'asha@example.in' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toMatch(/already on the list/);
    const rows = await t.database.db.select().from(waitlist);
    expect(rows.map((r) => r.email)).toEqual(['asha@example.in']);
  });

  it('refuses an invalid address with a clear message and stores nothing', async () => {
    const res = await join({ email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please enter a valid email address',
      errors: { email: ['Please enter a valid email address'] },
    });
    expect(await t.database.db.select().from(waitlist)).toHaveLength(1);
  });

  it('refuses a body that is not JSON without a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/api/waitlist/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    const { message } = res.json<{ message: string }>();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { non_field_errors: [message] } });
    expect(res.body).not.toMatch(/at .*\.js/);
  });
});
