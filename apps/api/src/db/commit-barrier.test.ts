import { describe, expect, it } from 'vitest';
import { createCommitBarrier } from './commit-barrier';

/** A flush the test finishes by hand, counting how many were started. */
function manualFlushes() {
  const pending: (() => void)[] = [];
  const barrier = createCommitBarrier(
    () =>
      new Promise<void>((resolve) => {
        pending.push(resolve);
      }),
  );
  return { barrier, pending, finishOldest: () => pending.shift()?.() };
}

describe('commit barrier', () => {
  it('starts a flush for a caller when none is running', async () => {
    const { barrier, pending, finishOldest } = manualFlushes();
    const done = barrier.wait();
    expect(pending).toHaveLength(1);
    finishOldest();
    await expect(done).resolves.toBeUndefined();
  });

  it('makes callers that arrive during a flush wait for one more, which they all share', async () => {
    const { barrier, pending, finishOldest } = manualFlushes();
    const first = barrier.wait();
    const arrivals = [barrier.wait(), barrier.wait(), barrier.wait()];
    let arrivalsDone = false;
    void Promise.all(arrivals).then(() => (arrivalsDone = true));
    expect(pending).toHaveLength(1);

    finishOldest();
    await first;
    await Promise.resolve();
    // The running flush may have missed their commits: a second flush starts, for all three.
    expect(arrivalsDone).toBe(false);
    expect(pending).toHaveLength(1);
    finishOldest();
    await Promise.all(arrivals);
    expect(pending).toHaveLength(0);
  });

  it('passes a failed flush on to its callers, and the next caller starts afresh', async () => {
    let fail = true;
    let flushes = 0;
    const barrier = createCommitBarrier(async () => {
      flushes += 1;
      if (fail) throw new Error('disk gone');
    });
    await expect(barrier.wait()).rejects.toThrow('disk gone');
    fail = false;
    await expect(barrier.wait()).resolves.toBeUndefined();
    expect(flushes).toBe(2);
  });
});
