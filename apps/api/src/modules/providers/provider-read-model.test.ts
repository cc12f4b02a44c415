import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { providers } from '../../db/schema';
import { createChangeBus, type ChangeBus } from '../../lib/change-bus';
import { insertProvider } from '../../test/provider-fixtures';
import { openTestDatabase } from '../../test/test-database';
import { ProviderReadModel } from './provider-read-model';

let database: Database;
let bus: ChangeBus;
let model: ProviderReadModel;

let selects = 0;
/** When set, the next select answers only once `gate` opens, after calling `answered` with the rows in hand. */
let holdNext: { gate: Promise<void>; answered: () => void } | undefined;

/** Wraps a query builder so that awaiting it waits for the hold's gate after the database answered. */
function held<T extends object>(builder: T, hold: NonNullable<typeof holdNext>): T {
  return new Proxy(builder, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (key === 'then') {
        return (onFulfilled?: (v: unknown) => unknown, onRejected?: (e: unknown) => unknown) =>
          (target as unknown as PromiseLike<unknown>)
            .then(async (rows) => {
              hold.answered();
              await hold.gate;
              return rows;
            })
            .then(onFulfilled, onRejected);
      }
      return (...args: unknown[]) => {
        const out = (value as (...a: unknown[]) => unknown).apply(target, args);
        return out && typeof out === 'object' ? held(out, hold) : out;
      };
    },
  });
}

/** The database, holding back the answer of the next select when a test asks for it. */
const holding = (db: Db): Db =>
  new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        selects += 1;
        const builder = (value as (...a: unknown[]) => object).apply(target, args);
        const hold = holdNext;
        holdNext = undefined;
        return hold ? held(builder, hold) : builder;
      };
    },
  });

beforeAll(async () => {
  database = await openTestDatabase();
  bus = await createChangeBus(database);
  model = new ProviderReadModel(holding(database.db));
  await model.load(bus);
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

describe('ProviderReadModel', () => {
  it('keeps the newer row when an older reload of the same provider finishes last', async () => {
    const row = await insertProvider(database, { username: 'race-clinic', businessName: 'Old Name Clinic' });
    await model.refresh(row.id);
    let open!: () => void;
    let answered!: () => void;
    const firstAnswered = new Promise<void>((resolve) => (answered = resolve));
    holdNext = { gate: new Promise<void>((resolve) => (open = resolve)), answered };

    // The first reload reads the old row, and its answer is held back.
    const first = model.refresh(row.id);
    await firstAnswered;
    // The provider changes, and a second reload is asked for while the first is still out.
    await database.db.update(providers).set({ businessName: 'New Name Clinic' }).where(eq(providers.id, row.id));
    const selectsBefore = selects;
    const second = model.refresh(row.id);
    // A reload that queried at once, without waiting for the first, has finished before the held
    // answer of the first comes back: the order in which a race can install the older row.
    if (selects > selectsBefore) await second;
    open();
    await Promise.all([first, second]);

    expect(model.findByUsername('race-clinic')?.business_name).toBe('New Name Clinic');
  });
});
