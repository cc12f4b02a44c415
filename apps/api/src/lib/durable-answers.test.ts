import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app';

describe('answers to writes wait for the database sync', () => {
  it('holds the answer to a write until the commit is on disk, and never holds a read', async () => {
    let release: () => void = () => undefined;
    let syncs = 0;
    const t = await createTestApp(async (database) => {
      const sync = database.commitsDurable;
      database.commitsDurable = async () => {
        syncs += 1;
        await new Promise<void>((resolve) => (release = resolve));
        await sync();
      };
    });
    try {
      let answered = false;
      const write = t.app
        .inject({ method: 'POST', url: '/v1/api/waitlist/', payload: { email: 'early@example.in' } })
        .finally(() => (answered = true));
      await vi.waitFor(() => expect(syncs).toBe(1));
      expect(answered).toBe(false);
      release();
      expect((await write).statusCode).toBeLessThan(300);

      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect(syncs).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('answers the generic 500 instead of a confirmation when the sync fails', async () => {
    const t = await createTestApp(async (database) => {
      database.commitsDurable = () => Promise.reject(new Error('disk gone'));
    });
    try {
      const write = await t.app.inject({
        method: 'POST',
        url: '/v1/api/waitlist/',
        payload: { email: 'a@example.in' },
      });
      expect(write.statusCode).toBe(500);
      expect(write.json()).toEqual({ message: 'An unexpected error occurred' });
    } finally {
      await t.close();
    }
  });
});
