import { describe, expect, it } from 'vitest';
import { nextNightlyBackup, scheduleNightly, type Timers } from './nightly-schedule';

const at = (iso: string) => new Date(iso);

describe('nextNightlyBackup', () => {
  it.each([
    // 05:30 in India on the 27th: the next 02:30 is the night of the 27th to the 28th.
    ['2026-11-27T00:00:00.000Z', '2026-11-27T21:00:00.000Z'],
    // 02:29:59.999 in India: one millisecond before tonight's backup.
    ['2026-11-26T20:59:59.999Z', '2026-11-26T21:00:00.000Z'],
    // 02:30 exactly has just happened: the next one is a day later.
    ['2026-11-26T21:00:00.000Z', '2026-11-27T21:00:00.000Z'],
    // 23:59 in India on the 31st of December: across the new year.
    ['2026-12-31T18:29:00.000Z', '2026-12-31T21:00:00.000Z'],
    // 04:00 in India on the 1st of March: February has gone by.
    ['2027-02-28T22:30:00.000Z', '2027-03-01T21:00:00.000Z'],
    // Midnight UTC is 05:30 in India, already past the night's backup.
    ['2027-06-15T00:00:00.000Z', '2027-06-15T21:00:00.000Z'],
  ])('from %s the next 02:30 in India is %s', (from, expected) => {
    expect(nextNightlyBackup(at(from)).toISOString()).toBe(expected);
  });
});

/** Timers the test fires by hand: no waiting, and the clock moves only when the test moves it. */
function manualTimers() {
  const pending = new Map<number, { fn: () => void; ms: number }>();
  let ids = 0;
  const timers: Timers = {
    set(fn, ms) {
      pending.set(++ids, { fn, ms });
      return ids;
    },
    clear(id) {
      pending.delete(id as number);
    },
  };
  return {
    timers,
    pending,
    /** Runs the only pending timer (the schedule never has two). */
    fire() {
      expect(pending.size).toBe(1);
      const [id, timer] = [...pending][0] ?? [];
      if (id === undefined || !timer) throw new Error('nothing scheduled');
      pending.delete(id);
      timer.fn();
    },
    delay: () => [...pending.values()][0]?.ms,
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('scheduleNightly', () => {
  it('waits for the next 02:30 in India, runs, and waits for the next night', async () => {
    let clock = at('2026-11-27T00:00:00.000Z');
    const runs: string[] = [];
    const t = manualTimers();
    const stop = scheduleNightly(
      async () => {
        runs.push(clock.toISOString());
      },
      { now: () => clock, timers: t.timers },
    );
    expect(t.delay()).toBe(21 * 3_600_000);

    clock = at('2026-11-27T21:00:00.000Z');
    t.fire();
    await flush();
    expect(runs).toEqual(['2026-11-27T21:00:00.000Z']);
    expect(t.delay()).toBe(24 * 3_600_000);

    stop();
    expect(t.pending.size).toBe(0);
  });

  it('does not run on a timer that fires before the moment, and waits the rest', async () => {
    let clock = at('2026-11-27T20:00:00.000Z');
    let runs = 0;
    const t = manualTimers();
    scheduleNightly(
      async () => {
        runs += 1;
      },
      { now: () => clock, timers: t.timers },
    );
    clock = at('2026-11-27T20:59:59.990Z');
    t.fire();
    await flush();
    expect(runs).toBe(0);
    expect(t.delay()).toBe(10);
  });

  it('keeps the schedule after a failed run', async () => {
    let clock = at('2026-11-27T20:59:00.000Z');
    const t = manualTimers();
    const failures: unknown[] = [];
    scheduleNightly(
      async () => {
        throw new Error('disk full');
      },
      { now: () => clock, timers: t.timers, onError: (err) => failures.push(err) },
    );
    clock = at('2026-11-27T21:00:00.000Z');
    t.fire();
    await flush();
    expect(failures).toHaveLength(1);
    expect(t.delay()).toBe(24 * 3_600_000);
  });
});
