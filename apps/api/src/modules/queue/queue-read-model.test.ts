import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { kolkataDate } from '@kataar/shared/analytics';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client';
import { queueEntries } from '../../db/schema';
import { CHANNELS, createChangeBus, publishChange, type ChangeBus } from '../../lib/change-bus';
import { insertProvider } from '../../test/provider-fixtures';
import { openTestDatabase } from '../../test/test-database';
import { QueueReadModel, type QueueState } from './queue-read-model';

let database: Database;
let bus: ChangeBus;
let model: QueueReadModel;
let providerId: string;
let queries = 0;

/** The database, counting the selects the model makes (each snapshot is one select). */
const counting = (db: Db): Db =>
  new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        queries += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });

beforeAll(async () => {
  database = await openTestDatabase();
  providerId = (await insertProvider(database, { username: 'model-clinic' })).id;
  bus = await createChangeBus(database);
  model = new QueueReadModel(counting(database.db), { error: () => undefined } as unknown as FastifyBaseLogger);
  model.listen(bus);
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

let tokens = 0;
const addWaiting = (name: string) =>
  database.db.insert(queueEntries).values({
    providerId,
    consumerName: name,
    consumerAge: 30,
    consumerContact: '9876543210',
    consumerGender: 'female',
    source: 'walk_in',
    token: (tokens += 1),
    tokenDay: kolkataDate(),
  });

describe('QueueReadModel', () => {
  it('loads a queue once, on first use, and answers unknown names with nothing', async () => {
    expect(model.peek('model-clinic')).toBeUndefined();
    const [a, b] = await Promise.all([model.get('model-clinic'), model.get('MODEL-CLINIC')]);
    expect(a).toBe(b);
    expect(queries).toBe(1);
    expect(model.peek('model-clinic')).toBe(a);
    expect(await model.get('nobody-here')).toBeUndefined();
  });

  it('reloads with one query per change, however many listen', async () => {
    const heard: QueueState[][] = Array.from({ length: 100 }, () => []);
    const stops = heard.map((list) => model.onChange((s) => list.push(s)));
    const before = queries;
    await addWaiting('Asha');
    await publishChange(database.db, CHANNELS.queueChanged, providerId);
    await vi.waitFor(() => expect(heard.every((list) => list.length === 1)).toBe(true));
    expect(queries - before).toBe(1);
    expect(heard[0]![0]!.ids).toHaveLength(1);
    for (const stop of stops) stop();
  });

  it('ends up with the last of a burst of changes, in fewer queries than changes', async () => {
    const before = queries;
    for (let i = 0; i < 20; i++) {
      await addWaiting(`Burst ${i}`);
      await publishChange(database.db, CHANNELS.queueChanged, providerId);
    }
    await vi.waitFor(() => expect(model.peek('model-clinic')?.ids).toHaveLength(21));
    expect(queries - before).toBeLessThanOrEqual(20);
  });

  it('shows a write of this process once afterWrite resolves, without waiting for the notification', async () => {
    await addWaiting('Quiet');
    const state = await model.afterWrite(providerId);
    expect(state?.ids).toHaveLength(22);
  });

  it('does not miss a change that lands while a queue is first loading', async () => {
    const other = await insertProvider(database, { username: 'late-clinic' });
    const loading = model.get('late-clinic');
    await database.db.insert(queueEntries).values({
      providerId: other.id,
      consumerName: 'Racer',
      consumerAge: 30,
      consumerContact: '9876543210',
      consumerGender: 'male',
      source: 'walk_in',
      token: 1,
      tokenDay: kolkataDate(),
    });
    await publishChange(database.db, CHANNELS.queueChanged, other.id);
    await loading;
    await vi.waitFor(() => expect(model.peek('late-clinic')?.ids).toHaveLength(1));
  });
});
