import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO, demoReducer, initialDemoState, useQueueDemo } from './use-queue-demo';

afterEach(() => vi.useRealTimers());

describe('queue demo rules', () => {
  it('starts with 15 possible items, 4 of them enabled', () => {
    const state = initialDemoState();
    expect(state.items).toHaveLength(15);
    expect(state.items.filter((item) => item.enabled)).toHaveLength(4);
    expect(state.queue).toEqual([1, 2, 3, 4]);
  });

  it('adds the visitor once and frees the button when the visitor leaves the front', () => {
    let state = demoReducer(initialDemoState(), { type: 'visitor', pick: 0 });
    const visitor = state.visitorId;
    expect(visitor).toBe(5);
    expect(state.queue.at(-1)).toBe(5);
    expect(demoReducer(state, { type: 'visitor', pick: 0.5 })).toBe(state);
    for (let i = 0; i < 4; i++) state = demoReducer(state, { type: 'shift' });
    expect(state.queue).toEqual([5]);
    expect(state.visitorId).toBe(5);
    state = demoReducer(state, { type: 'shift' });
    expect(state.visitorId).toBeNull();
    expect(state.items.find((item) => item.id === 5)?.enabled).toBe(false);
  });

  it('joins every 0.8-1.2 s and shifts the front 0.3-0.5 s after more than 3 wait', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { result } = renderHook(() => useQueueDemo());
    expect(result.current.queue).toHaveLength(4);
    act(() => vi.advanceTimersByTime(DEMO.shiftDelayMs[0]));
    expect(result.current.queue).toEqual([2, 3, 4]);
    act(() => vi.advanceTimersByTime(DEMO.joinDelayMs[0] - DEMO.shiftDelayMs[0]));
    expect(result.current.queue).toHaveLength(4);
    act(() => vi.advanceTimersByTime(DEMO.shiftDelayMs[0]));
    expect(result.current.queue).toHaveLength(3);
  });
});
