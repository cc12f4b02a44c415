import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageSettles } from './when-page-settles';

describe('whenPageSettles', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task after load, not during the call, and not at all once cancelled', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenPageSettles(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenPageSettles(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
